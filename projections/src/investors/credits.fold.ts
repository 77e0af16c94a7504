import { addAmountTo, type StreamFolds } from "./investor-row.js";

/** Profit and referral credits: the all-time totals (the balances follow the journal legs). */
export const creditFolds: StreamFolds = {
  ProfitCredited: addAmountTo("totalProfit"),
  ReferralRewardCredited: addAmountTo("totalReward"),
};
