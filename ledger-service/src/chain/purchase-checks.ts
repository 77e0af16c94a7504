import { type ChainCheck, type ChainNetwork, chainOfNetwork, money, streams, toApiNumber } from "@app/contracts";
import { foldEvents, readFolded } from "@app/event-store/command-runner";
import type { ChainCheckRow } from "@app/projections/chain-checks/queries";
import { purchaseById, type PurchaseRow } from "@app/projections/purchases/queries";
import type { AppContext } from "../runtime/context.js";
import { assertPurchasesOpen } from "../settings/purchase-windows.js";
import { settingsFold } from "../settings/settings.js";
import { DomainError } from "../shared/domain-error.js";
import { AppError } from "../platform/errors.js";
import type { ChainReaders } from "../platform/chain-port.js";
import { type ChainCheckData, chainCheckFold, checkPayment } from "./record-check.js";

/** The actor recorded on what the chain check does on its own (CHAIN_AUTO_APPROVE). */
export const CHAIN_CHECK_ACTOR = "chain-check";

const DEPOSIT: Record<ChainNetwork, "DEPOSIT_ADDRESS_BEP20" | "DEPOSIT_ADDRESS_TRC20" | "DEPOSIT_ADDRESS_APTOS"> = {
  BEP20: "DEPOSIT_ADDRESS_BEP20",
  TRC20: "DEPOSIT_ADDRESS_TRC20",
  APTOS: "DEPOSIT_ADDRESS_APTOS",
};

/** The network a purchase is checked on: null when its network has no node (not checked on chain) or no id was given. */
export function checkedNetworkOf(chain: ChainReaders, paymentMethod: string, txId: string | null | undefined): ChainNetwork | null {
  const network = chainOfNetwork(paymentMethod);
  return txId && network && chain[network] ? network : null;
}

const UNCHECKED: ChainCheck = { status: "unchecked", amount: null, confirmations: null, reason: null, explorerUrl: null, checkedAt: null };

/** A payment's `chainCheck` as the API answers it: from the read model's latest check (pending until the first one). */
export function toChainCheck(
  chain: ChainReaders,
  paymentMethod: string,
  txId: string | null,
  row: ChainCheckRow | null | undefined,
): ChainCheck {
  const network = checkedNetworkOf(chain, paymentMethod, txId);
  const reader = network ? chain[network] : undefined;
  if (!reader || !txId) return UNCHECKED;
  const explorerUrl = reader.explorerUrl(txId);
  if (!row) return { status: "pending", amount: null, confirmations: null, reason: null, explorerUrl, checkedAt: null };
  return {
    status: row.status,
    amount: row.amount === null ? null : toApiNumber(row.amount),
    confirmations: row.confirmations,
    reason: row.reason,
    explorerUrl,
    checkedAt: new Date(row.checkedAt).toISOString(),
  };
}

/**
 * A purchase's payment checked now on its network: the transaction must have succeeded and carry
 * at least the purchase's amount of the network's USDT to our deposit address. Null when the
 * purchase is unknown, has no id, or its network is not checked on chain.
 */
export async function checkPurchasePayment(ctx: AppContext, purchase: PurchaseRow): Promise<ChainCheckData | null> {
  const network = checkedNetworkOf(ctx.chain, purchase.network, purchase.txId);
  if (!network || !purchase.txId) return null;
  return await checkPayment(ctx, {
    use: "purchase",
    target: purchase.purchaseId,
    network,
    txId: purchase.txId,
    expected: {
      to: ctx.config[DEPOSIT[network]],
      toLabel: `our ${network} deposit address`,
      amount: money(purchase.amount),
      exact: false,
      subject: "this purchase",
    },
    givenAt: new Date(purchase.requestedAt),
  });
}

/** The purchase's latest check, from the ledger (never a read model that could be behind). */
export async function purchaseCheckInLedger(ctx: AppContext, purchaseId: string): Promise<ChainCheckData | null> {
  return foldEvents(chainCheckFold, await ctx.store.readStream(streams.chainCheck("purchase", purchaseId)));
}

/** When the job looks again: soon while the payment is fresh, then less often; a verified one awaiting approval every minute. */
export function nextCheckDelayMs(check: ChainCheckData, givenAt: Date, now: Date): number {
  if (check.status === "verified") return 60_000;
  const age = now.getTime() - givenAt.getTime();
  if (age < 10 * 60_000) return 3_000;
  if (age < 2 * 60 * 60_000) return 30_000;
  return 5 * 60_000;
}

/**
 * One run of a purchase's check job: check now, approve it with no admin when verified and
 * CHAIN_AUTO_APPROVE is on, and say when to look again (null: done). A verified purchase not yet
 * decided keeps being re-checked, so a reorganisation before approval sends it back to pending.
 */
export async function runPurchaseCheck(
  ctx: AppContext,
  purchaseId: string,
  approve: (ctx: AppContext, purchaseId: string, actor: string) => Promise<unknown>,
): Promise<{ again: number | null; check: ChainCheckData | null }> {
  const purchase = await purchaseById(ctx.db, purchaseId);
  // The read model may be a moment behind the request that enqueued this job.
  if (!purchase) return { again: 3_000, check: null };
  if (purchase.status !== "Pending") return { again: null, check: await purchaseCheckInLedger(ctx, purchaseId) };
  const check = await checkPurchasePayment(ctx, purchase);
  if (!check) return { again: null, check };
  if (check.status === "mismatch" || check.status === "not-found") return { again: null, check };
  if (check.status === "verified" && ctx.config.CHAIN_AUTO_APPROVE) {
    try {
      const settings = await readFolded(ctx.store, streams.settings(), settingsFold);
      assertPurchasesOpen(settings.purchaseWindows, ctx.clock());
      await approve(ctx, purchaseId, CHAIN_CHECK_ACTOR);
      return { again: null, check };
    } catch (e) {
      if (!(e instanceof DomainError || e instanceof AppError)) throw e;
      // Outside a purchase window or past the share cap: it stays pending for an admin, with why.
      ctx.logger.warn({ purchaseId, reason: e.message }, "verified purchase not approved automatically");
    }
  }
  return { again: nextCheckDelayMs(check, new Date(purchase.requestedAt), ctx.clock()), check };
}
