import { type SharePurchaseItem, toApiNumber } from "@app/contracts";
import type { PurchaseRow } from "@app/projections/purchases/queries";
import type { ProofLinks } from "../uploads/proof-links.js";
import { decision, requester } from "../shared/request-items.js";

/**
 * A purchase row as the spec's screens read it (numbers at the edge only); the proof as a
 * signed link (only owners, admins and auditors are answered with purchases).
 */
export function toPurchaseItem(row: PurchaseRow, links: ProofLinks): SharePurchaseItem {
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
  };
}
