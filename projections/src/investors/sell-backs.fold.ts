import { moveWaitingShares, settleWaitingShares, type StreamFolds } from "./investor-row.js";

/** Sell-backs: requested shares are held (earning no profit) until approved (then gone), rejected or cancelled. */
export const sellBackFolds: StreamFolds = {
  SharesSellBackRequested: moveWaitingShares("held", 1),
  SharesSellBackRejected: moveWaitingShares("held", -1),
  SharesSellBackCancelled: moveWaitingShares("held", -1),
  SharesSellBackApproved: settleWaitingShares("held", -1),
};
