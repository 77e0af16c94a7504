import { z } from "zod";
import { adminUserItem } from "./admin-users.js";

/** GET /api/user/dashboard: the user's figures plus what the dashboard derives from them. */
export const dashboardUser = adminUserItem.omit({ rank: true, deletedAt: true }).extend({
  withdrawalHold: z.number(),
  loanOwed: z.number(),
  totalProfit: z.number(),
  totalReward: z.number(),
  /** 100 minus owned minus pending: what the user may still ask for. */
  remaining: z.number(),
  pricePerShare: z.number(),
  /** sharesOwned x current price. */
  estimatedShareValue: z.number(),
});
export const dashboardResponse = z.object({ user: dashboardUser });

export const balanceHistoryPoint = z.object({
  at: z.string(),
  profitBalance: z.number(),
  referralRewardBalance: z.number(),
  sharesOwned: z.number(),
});
export const balanceHistoryResponse = z.object({ points: z.array(balanceHistoryPoint) });

export const adminStatsResponse = z.object({
  registeredUsers: z.number().int(),
  totalSharesPurchased: z.number(),
  approvedWithdrawals: z.number().int(),
  totalFees: z.number(),
});

/** Requests waiting for an admin, per queue (admin dashboard tiles and admin nav badges). */
export const pendingCountsResponse = z.object({
  purchases: z.number().int(),
  withdrawals: z.number().int(),
  sellBacks: z.number().int(),
  loans: z.number().int(),
  manualPayments: z.number().int(),
  approvals: z.number().int(),
});
export type PendingCountsResponse = z.infer<typeof pendingCountsResponse>;
