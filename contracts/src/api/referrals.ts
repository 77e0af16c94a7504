import { z } from "zod";
import { decimalInput } from "./common.js";

const REWARD_PERCENTAGE_MESSAGE = "Enter a valid percentage";

/** POST /api/admin/referral-rewards/distribute: present, numeric, > 0 (at most 4 decimals, as stored). */
export const distributeRewardsRequest = z.object({
  percentage: decimalInput(REWARD_PERCENTAGE_MESSAGE).refine((s) => /^\d{1,6}(\.\d{1,4})?$/.test(s) && /[1-9]/.test(s), {
    message: REWARD_PERCENTAGE_MESSAGE,
  }),
});

/** One row of GET /api/admin/referral-stats: a referrer and their direct team. */
export const referralStatsRow = z.object({
  _id: z.string(),
  fullName: z.string(),
  email: z.string(),
  teamShares: z.number(),
  teamInvestment: z.number(),
  referralRewardBalance: z.number(),
});
export const referralStatsResponse = z.array(referralStatsRow);
export type ReferralStatsRow = z.infer<typeof referralStatsRow>;

export const referralListResponse = z.object({
  referrals: z.array(z.object({ _id: z.string(), fullName: z.string(), email: z.string(), createdAt: z.string() })),
  referralCode: z.string(),
});

export const referralVolumeResponse = z.object({ totalShares: z.number(), totalValue: z.number() });

export const referralRewardHistoryResponse = z.object({
  history: z.array(
    z.object({ _id: z.string(), amount: z.number(), teamShares: z.number(), percentage: z.number(), distributedAt: z.string() }),
  ),
});
