import type Decimal from "decimal.js";
import { moveWaitingShares, type Row, type StreamFolds, settleWaitingShares } from "./investor-row.js";

/** Share purchases: requested shares are pending until approved (then held) or rejected. */
export const purchaseFolds: StreamFolds = {
  SharePurchaseRequested: moveWaitingShares("pending", 1),
  SharePurchaseApproved: settleWaitingShares("pending", 1),
};

/**
 * A rejected purchase: its shares (which the event does not carry; the projection looks up its
 * request) leave the pending ones.
 */
export function foldPurchaseRejected(r: Row, shares: Decimal): void {
  r.pending = r.pending.sub(shares);
}
