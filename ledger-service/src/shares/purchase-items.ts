import { type SharePurchaseItem, toApiNumber } from "@app/contracts";
import type { PurchaseRow } from "@app/projections/purchases/queries";
import type { ProofLinks } from "../uploads/proof-links.js";

/**
 * A purchase row as the spec's screens read it (numbers at the edge only); the proof as a
 * signed link (only owners, admins and auditors are answered with purchases).
 */
export function toPurchaseItem(row: PurchaseRow, links: ProofLinks): SharePurchaseItem {
  return {
    _id: row.purchaseId,
    user: { _id: row.userId, fullName: row.fullName, email: row.email },
    numberOfShares: toApiNumber(row.shares),
    pricePerShare: toApiNumber(row.pricePerShare),
    amount: toApiNumber(row.amount),
    paymentMethod: row.network,
    proof: links.sign(row.proof),
    referralCode: row.referralCode,
    txId: row.txId,
    status: row.status,
    createdAt: new Date(row.requestedAt).toISOString(),
    decidedAt: row.decidedAt ? new Date(row.decidedAt).toISOString() : null,
    rejectionReason: row.rejectionReason,
  };
}
