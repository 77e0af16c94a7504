import { chainTxExplorerUrl, type PayoutRecord, type PayoutUse } from "@app/contracts";
import { chainChecksOf } from "@app/projections/chain-checks/queries";
import { payoutsOf } from "@app/projections/payouts/queries";
import type { AppContext } from "../runtime/context.js";

/**
 * The `payout` of each listed request (issue 34): the transaction an admin recorded, and what
 * its network said of it. `unchecked` on a network no node checks; `pending` until a check.
 */
export async function payoutRecordsOf(ctx: AppContext, use: PayoutUse, targets: string[]): Promise<Map<string, PayoutRecord>> {
  const payouts = await payoutsOf(ctx.db, use, targets);
  if (payouts.size === 0) return new Map();
  const checks = await chainChecksOf(ctx.db, use, [...payouts.keys()]);
  const records = new Map<string, PayoutRecord>();
  for (const [target, payout] of payouts) {
    const reader = ctx.chain[payout.network];
    const check = checks.get(target) ?? null;
    records.set(target, {
      txId: payout.txId,
      status: reader ? (check?.status ?? "pending") : "unchecked",
      explorerUrl: reader ? reader.explorerUrl(payout.txId) : chainTxExplorerUrl(payout.network, payout.txId),
      checkedAt: check?.checkedAt ? new Date(check.checkedAt).toISOString() : null,
    });
  }
  return records;
}

/** Items of a list with their `payout` (null before one is recorded). */
export async function withPayouts<Item extends { _id: string }>(
  ctx: AppContext,
  use: PayoutUse,
  items: Item[],
): Promise<Array<Item & { payout: PayoutRecord | null }>> {
  const records = await payoutRecordsOf(
    ctx,
    use,
    items.map((i) => i._id),
  );
  return items.map((item) => ({ ...item, payout: records.get(item._id) ?? null }));
}
