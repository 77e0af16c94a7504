import { type SharePurchaseItem, toApiNumber } from "@app/contracts";
import { chainChecksOf, type ChainCheckRow } from "@app/projections/chain-checks/queries";
import type { PurchaseRow } from "@app/projections/purchases/queries";
import { toChainCheck } from "../chain/purchase-checks.js";
import type { ChainCheckData } from "../chain/record-check.js";
import type { AppContext } from "../runtime/context.js";
import { type ProofLinks, proofLinks } from "../uploads/proof-links.js";
import { decision, requester } from "../shared/request-items.js";

/**
 * A purchase row as the spec's screens read it (numbers at the edge only); the proof as a
 * signed link (only owners, admins and auditors are answered with purchases); the payment's
 * check on its network (`unchecked` when the network has no node or no id was given).
 */
export function toPurchaseItem(row: PurchaseRow, links: ProofLinks, chainCheck: SharePurchaseItem["chainCheck"]): SharePurchaseItem {
  return {
    _id: row.purchaseId,
    user: requester(row),
    numberOfShares: toApiNumber(row.shares),
    pricePerShare: toApiNumber(row.pricePerShare),
    amount: toApiNumber(row.amount),
    paymentMethod: row.network,
    proof: links.sign(row.proof),
    referralCode: row.referralCode,
    txId: row.txId,
    status: row.status,
    ...decision(row),
    chainCheck,
  };
}

/** Purchase rows as items, their chain checks read in one query. */
export async function purchaseItems(ctx: AppContext, rows: readonly PurchaseRow[]): Promise<SharePurchaseItem[]> {
  const withId = rows.filter((r) => r.txId).map((r) => r.purchaseId);
  const checks: Map<string, ChainCheckRow> = await chainChecksOf(ctx.db, "purchase", withId);
  const links = proofLinks(ctx);
  return rows.map((row) => toPurchaseItem(row, links, toChainCheck(ctx.chain, row.network, row.txId, checks.get(row.purchaseId))));
}

/** One purchase as an item; `check`: its check just made (fresher than the read model). */
export async function purchaseItem(ctx: AppContext, row: PurchaseRow, check?: ChainCheckData | null): Promise<SharePurchaseItem> {
  if (check) {
    const fresh: ChainCheckRow = { ...check, toAddress: check.to, checkedAt: new Date(check.checkedAt) };
    return toPurchaseItem(row, proofLinks(ctx), toChainCheck(ctx.chain, row.network, row.txId, fresh));
  }
  const [item] = await purchaseItems(ctx, [row]);
  if (!item) throw new Error("unreachable");
  return item;
}
