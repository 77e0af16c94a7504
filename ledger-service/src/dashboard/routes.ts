import { sellBackFeeTotal } from "@app/projections/sell-backs/queries";
import {
  OWNERSHIP_CAP_SHARES,
  adminStatsResponse,
  pendingCountsResponse,
  balanceHistoryResponse,
  type dashboardResponse,
  money,
  toApiNumber,
  toCents,
} from "@app/contracts";
import { balanceHistory, investorDashboard, platformCounts } from "@app/projections/investors/dashboard-queries";
import { pendingCounts } from "@app/projections/admin-queue/queries";
import { withdrawalStats } from "@app/projections/withdrawals/queries";
import type { z } from "zod";
import { Router } from "express";
import type { AppContext } from "../runtime/context.js";
import { authenticateWith, currentUser, requireAdmin, requireUser } from "../shared/auth.js";
import { sendJson } from "../shared/send-json.js";
import { toUserItem } from "../admin-users/user-items.js";

type DashboardResponse = z.infer<typeof dashboardResponse>;

/** The investor's dashboard figures and balance chart, and the admin dashboard's cards. */
export function dashboardRoutes(ctx: AppContext): Router {
  const router = Router();

  router.get("/user/dashboard", async (req, res) => {
    // One statement for the token check, the profile, its figures and the share price.
    const row = await authenticateWith(ctx, req, (userId) => investorDashboard(ctx.handle.pool, userId));
    const price = row.pricePerShare;
    const remaining = money(OWNERSHIP_CAP_SHARES).sub(row.shares).sub(row.pendingShares);
    // The contract's type instead of a zod parse per request (8 % of the route's CPU). The
    // profile's fields are the User entity's (toUserItem) but deletedAt, which the dashboard does
    // not answer: dashboard.int.spec.ts checks the answer against the strict schema.
    const { deletedAt: _deleted, ...user } = toUserItem(row, price);
    const body: DashboardResponse = {
      user: {
        ...user,
        withdrawalHold: toApiNumber(row.withdrawalHold),
        loanOwed: toApiNumber(row.loanOwed),
        totalProfit: toApiNumber(row.totalProfit),
        totalReward: toApiNumber(row.totalReward),
        remaining: toApiNumber(remaining.isNegative() ? 0 : remaining),
        pricePerShare: toApiNumber(price),
        estimatedShareValue: toApiNumber(toCents(money(row.shares).mul(price))),
      },
    };
    sendJson(res, body);
  });

  router.get("/user/balance-history", requireUser(ctx), async (req, res) => {
    const points = await balanceHistory(ctx.db, currentUser(req).id);
    res.json(
      balanceHistoryResponse.parse({
        points: points.map((p) => ({
          at: new Date(p.at).toISOString(),
          profitBalance: toApiNumber(p.profitBalance),
          referralRewardBalance: toApiNumber(p.rewardBalance),
          sharesOwned: toApiNumber(p.shares),
        })),
      }),
    );
  });

  router.get("/admin/stats", requireAdmin(ctx), async (_req, res) => {
    const [counts, withdrawals, sellBackFees] = await Promise.all([
      platformCounts(ctx.db),
      withdrawalStats(ctx.db),
      sellBackFeeTotal(ctx.db),
    ]);
    res.json(
      adminStatsResponse.parse({
        registeredUsers: counts.registeredUsers,
        totalSharesPurchased: toApiNumber(counts.sharesAllocated),
        approvedWithdrawals: withdrawals.approvedCount,
        // Withdrawal fees and sell-back fees.
        totalFees: toApiNumber(money(withdrawals.totalFees).add(sellBackFees)),
      }),
    );
  });

  router.get("/admin/pending-counts", requireAdmin(ctx), async (_req, res) => {
    res.json(pendingCountsResponse.parse(await pendingCounts(ctx.db)));
  });

  return router;
}
