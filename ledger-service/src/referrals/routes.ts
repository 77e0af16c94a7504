import {
  distributeRewardsRequest,
  money,
  runPreviewResponse,
  moneyRunListResponse,
  referralListResponse,
  referralRewardHistoryResponse,
  referralStatsResponse,
  referralVolumeResponse,
  startRunResponse,
  toApiNumber,
  toCents,
} from "@app/contracts";
import { directReferrals, referrerStats, rewardHistoryOf } from "@app/projections/referrals/queries";
import { getPlatformSettings } from "@app/projections/settings/queries";
import { Router } from "express";
import type { AppContext } from "../runtime/context.js";
import { findRun, listRuns, toRunView } from "../profits/run-bookkeeping.js";
import { startMoneyRun } from "../profits/start-run.js";
import { previewRun } from "../profits/run-preview.js";
import { currentUser, requireAdmin, requireUser } from "../shared/auth.js";
import { NotFoundError } from "../platform/errors.js";
import { requireActionCode } from "../approvals/action-code.js";
import { idempotent } from "../shared/idempotency.js";
import { answerHeld, withFourEyes } from "../approvals/four-eyes.js";
import { parseInput, parseQuery } from "../shared/validate.js";

/** Team investment = the direct referrals' shares x the current price, in cents. */
const investmentOf = (shares: string, price: string) => toApiNumber(toCents(money(shares).mul(price)));

/** Referral stats and reward runs (admin), and the investor's own referral screens. */
export function referralRoutes(ctx: AppContext): Router {
  const router = Router();

  router.get("/admin/referral-stats", requireAdmin(ctx), async (_req, res) => {
    const [rows, settings] = await Promise.all([referrerStats(ctx.db), getPlatformSettings(ctx.db)]);
    res.json(
      referralStatsResponse.parse(
        rows.map((r) => ({
          _id: r.id,
          fullName: r.fullName,
          email: r.email,
          teamShares: toApiNumber(r.teamShares),
          teamInvestment: investmentOf(r.teamShares, settings.pricePerShare),
          referralRewardBalance: toApiNumber(r.rewardBalance),
        })),
      ),
    );
  });

  router.post("/admin/referral-rewards/distribute", requireAdmin(ctx), idempotent(ctx), requireActionCode(ctx), async (req, res) => {
    const { percentage } = parseInput(distributeRewardsRequest, req.body);
    const me = currentUser(req).id;
    const outcome = await withFourEyes(ctx, { kind: "reward-run", percentage }, me, () => startMoneyRun(ctx, "reward", percentage, me));
    if ("held" in outcome) return answerHeld(res, outcome.held);
    res.json(startRunResponse.parse({ message: `Referral rewards of ${percentage}% are being distributed`, runId: outcome.done }));
  });

  router.get("/admin/referral-rewards/preview", requireAdmin(ctx), async (req, res) => {
    const { percentage } = parseQuery(distributeRewardsRequest, req);
    res.json(runPreviewResponse.parse(await previewRun(ctx, "reward", percentage)));
  });

  router.get("/admin/referral-rewards/runs", requireAdmin(ctx), async (_req, res) => {
    res.json(moneyRunListResponse.parse({ runs: (await listRuns(ctx.db, "reward")).map(toRunView) }));
  });

  router.get("/admin/referral-rewards/runs/:runId", requireAdmin(ctx), async (req, res) => {
    const run = await findRun(ctx.db, String(req.params.runId), "reward");
    if (!run) throw new NotFoundError("Referral reward run not found");
    res.json(toRunView(run));
  });

  router.get("/user/referrals", requireUser(ctx), async (req, res) => {
    const me = currentUser(req);
    const [referrals, self] = await Promise.all([
      directReferrals(ctx.db, me.id),
      ctx.db.selectFrom("users").select("referral_code").where("id", "=", me.id).executeTakeFirstOrThrow(),
    ]);
    res.json(
      referralListResponse.parse({
        referrals: referrals.map((r) => ({ _id: r.id, fullName: r.fullName, email: r.email, createdAt: r.createdAt.toISOString() })),
        referralCode: self.referral_code,
      }),
    );
  });

  router.get("/user/referral-volume", requireUser(ctx), async (req, res) => {
    const [referrals, settings] = await Promise.all([directReferrals(ctx.db, currentUser(req).id), getPlatformSettings(ctx.db)]);
    const totalShares = referrals.reduce((sum, r) => sum.add(r.shares), money(0));
    res.json(
      referralVolumeResponse.parse({
        totalShares: toApiNumber(totalShares),
        totalValue: investmentOf(totalShares.toString(), settings.pricePerShare),
      }),
    );
  });

  router.get("/user/referral-rewards/history", requireUser(ctx), async (req, res) => {
    const rows = await rewardHistoryOf(ctx.db, currentUser(req).id);
    res.json(
      referralRewardHistoryResponse.parse({
        history: rows.map((r) => ({
          _id: r.id,
          amount: toApiNumber(r.amount),
          teamShares: toApiNumber(r.teamShares),
          percentage: toApiNumber(r.percentage),
          distributedAt: r.distributedAt.toISOString(),
        })),
      }),
    );
  });
  return router;
}
