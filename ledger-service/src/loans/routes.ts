import {
  type ApprovalAction,
  approveManualPaymentBody,
  streams,
  loanHistoryResponse,
  loanListQuery,
  loanLimitsResponse,
  loanListResponse,
  loanRequestBody,
  loanSummaryResponse,
  loanView,
  manualPaymentBody,
  toCents,
  LOAN_APPROVED,
  LOAN_MARKED_AS_PAID,
  LOAN_REQUEST_SUBMITTED_SUCCESSFULLY,
  MANUAL_PAYMENT_APPROVED_SUCCESSFULLY,
  MANUAL_PAYMENT_SUBMITTED_FOR_REVIEW,
} from "@app/contracts";
import { latestLoanOf, listLoans, repaymentsOf } from "@app/projections/loans/queries";
import { Router } from "express";
import type { AppContext } from "../runtime/context.js";
import { currentUser, requireAdmin, requireUser } from "../shared/auth.js";
import { NotFoundError } from "../platform/errors.js";
import { requireActionCode } from "../approvals/action-code.js";
import { idempotent } from "../shared/idempotency.js";
import { answerHeld, withFourEyes } from "../approvals/four-eyes.js";
import { parseInput, parseQuery } from "../shared/validate.js";
import { requireVerifiedEmail } from "../shared/verified-email.js";
import { withPayouts } from "../payouts/payout-records.js";
import {
  loanLimitsOf,
  loanOr404,
  loanViewOf,
  loanViews,
  rejectLoan,
  requestLoan,
  runLoanCommand,
  summaryOf,
  toHistoryEntry,
} from "./loans.js";
import { submitManualPayment } from "./manual-payments.js";
import { repaymentChainKey } from "../chain/repayment-checks.js";
import { rejectionOf } from "../approvals/review-request.js";
import { refuseOwnAccount } from "../shared/own-account.js";
import { foldEvents } from "@app/event-store/command-runner";
import { investorFold } from "../investor/investor.js";

const NO_LOAN = "No active or past loan found";

/** Loans: the investor's request, summary, history and manual payments; the admin's desk. */
export function loanRoutes(ctx: AppContext): Router {
  const router = Router();

  router.post("/loans/request", requireUser(ctx), requireVerifiedEmail(ctx), idempotent(ctx), async (req, res) => {
    const input = parseInput(loanRequestBody, req.body);
    const loanId = await requestLoan(ctx, currentUser(req), input, req.ip ?? "unknown");
    const loan = await loanOr404(ctx, loanId);
    res.status(201).json({ message: LOAN_REQUEST_SUBMITTED_SUCCESSFULLY, loan: loanView.parse(await loanViewOf(ctx, loan)) });
  });

  // The form's Min/Max: the same capital (loanCapital) the request is decided on.
  router.get("/loans/limits", requireUser(ctx), async (req, res) => {
    res.json(loanLimitsResponse.parse(await loanLimitsOf(ctx, currentUser(req).id)));
  });

  router.get("/loans/summary", requireUser(ctx), async (req, res) => {
    const loan = await latestLoanOf(ctx.db, currentUser(req).id);
    if (!loan) throw new NotFoundError(NO_LOAN);
    const [withPayout] = await withPayouts(ctx, "loan-payout", [{ _id: loan.loanId, ...(await summaryOf(ctx, loan)) }]);
    res.json(loanSummaryResponse.parse(withPayout));
  });

  router.get("/loans/history", requireUser(ctx), async (req, res) => {
    const loan = await latestLoanOf(ctx.db, currentUser(req).id);
    const history = loan ? await repaymentsOf(ctx.db, loan.loanId) : [];
    res.json(loanHistoryResponse.parse({ history: history.map(toHistoryEntry) }));
  });

  router.post("/loans/manual-payment", requireUser(ctx), requireVerifiedEmail(ctx), idempotent(ctx), async (req, res) => {
    const me = currentUser(req);
    const input = parseInput(manualPaymentBody, req.body);
    await loanOr404(ctx, input.loanId, me.id);
    await submitManualPayment(ctx, me, input);
    res.status(201).json({ message: MANUAL_PAYMENT_SUBMITTED_FOR_REVIEW });
  });

  router.get("/loans/all", requireAdmin(ctx), async (req, res) => {
    const q = parseQuery(loanListQuery, req);
    const { loans, total } = await listLoans(ctx.db, { page: q.page, limit: q.limit, status: q.status, search: q.search || undefined });
    res.json(
      loanListResponse.parse({
        loans: await withPayouts(ctx, "loan-payout", await loanViews(ctx, loans)),
        totalPages: Math.max(1, Math.ceil(total / q.limit)),
        currentPage: q.page,
      }),
    );
  });

  router.get("/loans/history/:id", requireAdmin(ctx), async (req, res) => {
    const loan = await loanOr404(ctx, String(req.params.id));
    const history = await repaymentsOf(ctx.db, loan.loanId);
    res.json({ history: history.map(toHistoryEntry), loan: loanView.parse(await loanViewOf(ctx, loan)) });
  });

  /** The loan as the borrower's stream has it now (four eyes decides from the ledger, not the read model). */
  const loanInLedger = async (userId: string, loanId: string) =>
    foldEvents(investorFold, await ctx.store.readStream(streams.investor(userId))).loans[loanId];

  /** The approval an admin's loan decision needs, if any: a loan's payout, or a write-off ("Mark paid" without payment). */
  const fourEyesActionOf = async (path: string, userId: string, loanId: string): Promise<ApprovalAction | null> => {
    const loan = await loanInLedger(userId, loanId);
    if (!loan) return null;
    if (path.startsWith("/loans/approve/")) return { kind: "loan", loanId, userId, amount: toCents(loan.amount) };
    if (path.startsWith("/loans/mark-paid/") && loan.status === "Approved" && loan.remaining.gt(0))
      return { kind: "write-off", loanId, userId, amount: toCents(loan.remaining) };
    return null;
  };

  /**
   * "Mark paid" on a loan that recorded payments (manual, profit deductions) already paid off:
   * a single action with nothing left to do (no write-off, no event), answered as marked paid.
   */
  const paidByPayments = async (userId: string, loanId: string): Promise<boolean> => {
    const events = await ctx.store.readStream(streams.investor(userId));
    const last = events.filter((e) => e.type === "LoanRepaid" && (e.data as { loanId: string }).loanId === loanId).at(-1);
    const repaid = last?.data as { source: string; paidOff: boolean } | undefined;
    return repaid?.paidOff === true && (repaid.source === "manual" || repaid.source === "profit");
  };

  /** `writeOffAllowed`: the write-off the route saw was not held (one admin); with two it always waits for the grant. */
  const adminAction = (
    path: string,
    message: string,
    command: (loanId: string, writeOffAllowed: boolean) => Parameters<typeof runLoanCommand>[2],
  ) =>
    router.put(path, requireAdmin(ctx), idempotent(ctx), requireActionCode(ctx), async (req, res) => {
      const loan = await loanOr404(ctx, String(req.params.id));
      refuseOwnAccount(currentUser(req).id, loan.userId);
      if (path.startsWith("/loans/mark-paid/") && (await paidByPayments(loan.userId, loan.loanId)))
        return res.json({ message, loan: loanView.parse(await loanViewOf(ctx, loan)) });
      const action = await fourEyesActionOf(path, loan.userId, loan.loanId);
      const me = currentUser(req).id;
      const outcome = await withFourEyes(ctx, action, me, () =>
        runLoanCommand(ctx, loan.userId, command(loan.loanId, action?.kind === "write-off"), me),
      );
      if ("held" in outcome) return answerHeld(res, outcome.held);
      res.json({ message, loan: loanView.parse(await loanViewOf(ctx, await loanOr404(ctx, loan.loanId))) });
    });
  adminAction("/loans/approve/:id", LOAN_APPROVED, (loanId) => ({ type: "ApproveLoan", loanId, now: ctx.clock() }));
  adminAction("/loans/mark-paid/:id", LOAN_MARKED_AS_PAID, (loanId, writeOffAllowed) => ({
    type: "MarkLoanPaid",
    loanId,
    now: ctx.clock(),
    writeOffAllowed,
  }));

  router.put("/loans/reject/:id", requireAdmin(ctx), idempotent(ctx), async (req, res) => {
    const { id, actor, reason } = rejectionOf(req);
    const loan = await rejectLoan(ctx, id, actor, reason);
    res.json({ message: "Loan rejected", loan: loanView.parse(await loanViewOf(ctx, loan)) });
  });

  router.put("/loans/manual-payment/approve", requireAdmin(ctx), idempotent(ctx), requireActionCode(ctx), async (req, res) => {
    const { loanId, paymentIndex, creditExcessToProfit } = parseInput(approveManualPaymentBody, req.body);
    const loan = await loanOr404(ctx, loanId);
    refuseOwnAccount(currentUser(req).id, loan.userId);
    const payment = (await loanInLedger(loan.userId, loanId))?.manualPayments[paymentIndex];
    const action = payment
      ? ({
          kind: "manual-payment",
          loanId,
          userId: loan.userId,
          paymentIndex,
          amount: toCents(payment.amount),
          creditExcessToProfit: creditExcessToProfit === true,
        } as const)
      : null;
    // The chain as a key (issue 34): verified on the repayment network, one admin; not, a second admin at any amount.
    const key = payment ? await repaymentChainKey(ctx, loanId, paymentIndex, payment.txId) : {};
    const me = currentUser(req).id;
    const outcome = await withFourEyes(
      ctx,
      action,
      me,
      () =>
        runLoanCommand(
          ctx,
          loan.userId,
          { type: "ApproveManualLoanPayment", loanId, paymentIndex, now: ctx.clock(), creditExcessToProfit: creditExcessToProfit === true },
          me,
        ),
      key,
    );
    if ("held" in outcome) return answerHeld(res, outcome.held);
    res.json({
      message: MANUAL_PAYMENT_APPROVED_SUCCESSFULLY,
      loan: loanView.parse(await loanViewOf(ctx, await loanOr404(ctx, loanId))),
    });
  });
  return router;
}
