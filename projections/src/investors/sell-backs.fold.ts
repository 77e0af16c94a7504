import { decimal, type StreamFolds } from "./investor-row.js";

/** Sell-backs: requested shares are held (earning no profit) until approved (then gone), rejected or cancelled. */
export const sellBackFolds: StreamFolds = {
  SharesSellBackRequested(r, ev) {
    r.held = r.held.add(decimal(ev.data.shares));
    return false;
  },
  SharesSellBackRejected(r, ev) {
    r.held = r.held.sub(decimal(ev.data.shares));
    return false;
  },
  SharesSellBackCancelled(r, ev) {
    r.held = r.held.sub(decimal(ev.data.shares));
    return false;
  },
  SharesSellBackApproved(r, ev) {
    r.held = r.held.sub(decimal(ev.data.shares));
    r.shares = r.shares.sub(decimal(ev.data.shares));
    r.text.shares = undefined;
    return true;
  },
};
