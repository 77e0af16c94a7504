import {
  adminWithdrawalsQuery,
  approvedWithdrawalsResponse,
  paidWalletsResponse,
  toApiNumber,
  userWithdrawalsQuery,
  withdrawalFeesResponse,
  withdrawalRequest,
  withdrawalResponse,
  withdrawalsPageResponse,
  WITHDRAWAL_APPROVED,
  WITHDRAWAL_CANCELLED,
  WITHDRAWAL_REJECTED_AND_REFUNDED,
  WITHDRAWAL_REQUEST_SUBMITTED,
} from "@app/contracts";
import { withdrawalById, withdrawalStats, withdrawalsPage } from "@app/projections/withdrawals/queries";
import { Router } from "express";
import type { z } from "zod";
import type { AppContext } from "../runtime/context.js";
import { currentUser, requireAdmin, requireUser } from "../shared/auth.js";
import { requireActionCode } from "../approvals/action-code.js";
import { idempotent } from "../shared/idempotency.js";
import { answerHeld, withFourEyes } from "../approvals/four-eyes.js";
import { rejectionOf } from "../approvals/review-request.js";
import { refuseOwnAccount } from "../shared/own-account.js";
import { NotFoundError } from "../platform/errors.js";
import { parseInput, parseQuery } from "../shared/validate.js";
import { sendJson } from "../shared/send-json.js";
import { requireVerifiedEmail } from "../shared/verified-email.js";
import { toWithdrawalItem, withApprovableAfter } from "./withdrawal-items.js";
import { withPayouts } from "../payouts/payout-records.js";
import { cancelWithdrawal, decideWithdrawal, paidWalletsOf, requestWithdrawal } from "./withdrawals.js";

/** Withdrawals: the investor's request and history, the admin's list, decisions and stats. */
export function withdrawalRoutes(ctx: AppContext): Router {
  const router = Router();

  router.post("/withdrawals", requireUser(ctx), requireVerifiedEmail(ctx), idempotent(ctx), async (req, res) => {
    const input = parseInput(withdrawalRequest, req.body);
    const withdrawal = await requestWithdrawal(ctx, currentUser(req), input, req.ip ?? "unknown");
    // Typed, not parsed per request: toWithdrawalItem names every field of the contract
    // (withdrawals.int.spec.ts checks the answer against the strict schema).
    const body: z.infer<typeof withdrawalResponse> = { message: WITHDRAWAL_REQUEST_SUBMITTED, withdrawal: toWithdrawalItem(withdrawal) };
    sendJson(res.status(201), body);
  });

  // Only the caller's own withdrawals: the user id comes from the token, never the query.
  router.get("/withdrawals", requireUser(ctx), async (req, res) => {
    const { page, limit } = parseQuery(userWithdrawalsQuery, req);
    const { rows, total } = await withdrawalsPage(ctx.db, { userId: currentUser(req).id, page, pageSize: limit });
    res.json(
      withdrawalsPageResponse.parse({
        withdrawals: await withPayouts(ctx, "withdrawal-payout", rows.map(withApprovableAfter)),
        totalPages: Math.max(1, Math.ceil(total / limit)),
        currentPage: page,
      }),
    );
  });

  router.get("/withdrawals/admin", requireAdmin(ctx), async (req, res) => {
    const { page, limit, status } = parseQuery(adminWithdrawalsQuery, req);
    const { rows, total } = await withdrawalsPage(ctx.db, { userId: null, page, pageSize: limit, status });
    res.json(
      withdrawalsPageResponse.parse({
        withdrawals: await withPayouts(ctx, "withdrawal-payout", rows.map(withApprovableAfter)),
        totalPages: Math.max(1, Math.ceil(total / limit)),
        currentPage: page,
      }),
    );
  });

  router.put("/withdrawals/approve/:id", requireAdmin(ctx), idempotent(ctx), requireActionCode(ctx), async (req, res) => {
    const me = currentUser(req).id;
    const pending = await withdrawalById(ctx.db, String(req.params.id));
    if (!pending) throw new NotFoundError("Withdrawal not found");
    refuseOwnAccount(me, pending.userId);
    const action = { kind: "withdrawal", withdrawalId: pending.withdrawalId, userId: pending.userId, amount: pending.amount } as const;
    const outcome = await withFourEyes(ctx, action, me, () => decideWithdrawal(ctx, pending.withdrawalId, { decision: "approve" }, me));
    if ("held" in outcome) return answerHeld(res, outcome.held);
    res.json(withdrawalResponse.parse({ message: WITHDRAWAL_APPROVED, withdrawal: toWithdrawalItem(outcome.done) }));
  });

  router.put("/withdrawals/reject/:id", requireAdmin(ctx), idempotent(ctx), async (req, res) => {
    const { id, actor, reason } = rejectionOf(req);
    const withdrawal = await decideWithdrawal(ctx, id, { decision: "reject", reason }, actor);
    res.json(withdrawalResponse.parse({ message: WITHDRAWAL_REJECTED_AND_REFUNDED, withdrawal: toWithdrawalItem(withdrawal) }));
  });

  // The investor's own pending withdrawal only: another investor's id is answered as unknown (404).
  router.put("/withdrawals/:id/cancel", requireUser(ctx), idempotent(ctx), async (req, res) => {
    const withdrawal = await cancelWithdrawal(ctx, currentUser(req), String(req.params.id));
    res.json(withdrawalResponse.parse({ message: WITHDRAWAL_CANCELLED, withdrawal: toWithdrawalItem(withdrawal) }));
  });

  // The review step of a payout form: is the typed wallet one this investor was paid to?
  router.get("/user/paid-wallets", requireUser(ctx), async (req, res) => {
    const wallets = await paidWalletsOf(ctx, currentUser(req).id);
    res.json(paidWalletsResponse.parse({ wallets, newWalletHoldHours: ctx.config.NEW_WALLET_HOLD_HOURS }));
  });

  router.get("/withdrawals/stats/approved", requireAdmin(ctx), async (_req, res) => {
    const stats = await withdrawalStats(ctx.db);
    res.json(approvedWithdrawalsResponse.parse({ count: stats.approvedCount }));
  });

  router.get("/withdrawals/stats/fees", requireAdmin(ctx), async (_req, res) => {
    const stats = await withdrawalStats(ctx.db);
    res.json(withdrawalFeesResponse.parse({ totalFees: toApiNumber(stats.totalFees) }));
  });

  return router;
}
