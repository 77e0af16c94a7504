import { type SharePurchaseItem, toApiNumber } from "@app/contracts";
import type { PurchaseRow } from "@app/projections/purchases/queries";

/** A purchase row as the spec's screens read it (numbers at the edge only). */
export function toPurchaseItem(row: PurchaseRow): SharePurchaseItem {
  return {
    _id: row.purchaseId,
    user: { _id: row.userId, fullName: row.fullName, email: row.email },
    numberOfShares: toApiNumber(row.shares),
    pricePerShare: toApiNumber(row.pricePerShare),
    amount: toApiNumber(row.amount),
    paymentMethod: row.network,
    proof: row.proof,
    referralCode: row.referralCode,
    status: row.status,
    createdAt: new Date(row.requestedAt).toISOString(),
    decidedAt: row.decidedAt ? new Date(row.decidedAt).toISOString() : null,
  };
}
