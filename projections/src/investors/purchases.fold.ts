import type Decimal from "decimal.js";
import { decimal, type Row, type StreamFolds } from "./investor-row.js";

/** Share purchases: requested shares are pending until approved (then held) or rejected. */
export const purchaseFolds: StreamFolds = {
  SharePurchaseRequested(r, ev) {
    r.pending = r.pending.add(decimal(ev.data.shares));
    return false;
  },
  SharePurchaseApproved(r, ev) {
    r.pending = r.pending.sub(decimal(ev.data.shares));
    r.shares = r.shares.add(decimal(ev.data.shares));
    r.text.shares = undefined;
    return true;
  },
};

/**
 * A rejected purchase: its shares (which the event does not carry; the projection looks up its
 * request) leave the pending ones.
 */
export function foldPurchaseRejected(r: Row, shares: Decimal): void {
  r.pending = r.pending.sub(shares);
}
