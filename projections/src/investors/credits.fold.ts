import { decimal, type StreamFolds } from "./investor-row.js";

/** Profit and referral credits: the all-time totals (the balances follow the journal legs). */
export const creditFolds: StreamFolds = {
  ProfitCredited(r, ev) {
    r.totalProfit = r.totalProfit.add(decimal(ev.data.amount));
    return false;
  },
  ReferralRewardCredited(r, ev) {
    r.totalReward = r.totalReward.add(decimal(ev.data.amount));
    return false;
  },
};
