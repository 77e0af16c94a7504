import { type ChainCheck, type LoanLimits, type LoanRequestBody, type LoanView, streams, toApiNumber } from "@app/contracts";
import { findLoan, type LoanRow, type RepaymentRow } from "@app/projections/loans/queries";
import type { AppContext } from "../runtime/context.js";
import { decide, type InvestorCommand } from "../investor/decide.js";
import { evolve, initialInvestorState, type InvestorState } from "../investor/investor.js";
import { type ApprovalGrant, runCommandWithGrant } from "../approvals/grant.js";
import { onInvestorStream, reviewRequest, withReason } from "../approvals/review-request.js";
import { foldEvents, lastPosition } from "@app/event-store/command-runner";
import { newId } from "@app/event-store/event-ids";
import { getPlatformSettings } from "@app/projections/settings/queries";
import { loanCapital } from "../investor/loan-capital.js";
import type { AuthUser } from "../shared/auth.js";
import { queueNewWalletEmail, requirePayoutCode, runPayoutRequest } from "../payouts/payout-guard.js";
import { NotFoundError } from "../platform/errors.js";
import { type ProofLinks, proofLinks } from "../uploads/proof-links.js";
import { repaymentChecksOf } from "../chain/repayment-checks.js";

const investorFold = { initial: initialInvestorState, evolve };

/**
 * Loan use cases: every loan change is an event in the borrower's investor stream, decided by
 * the investor aggregate (one active loan, bounds, repayments); the answer waits for the read
 * models so the next GET shows it.
 */
export async function runLoanCommand(
  ctx: AppContext,
  userId: string,
  command: InvestorCommand,
  actor: string,
  grant?: ApprovalGrant,
): Promise<void> {
  const stream = streams.investor(userId);
  const outcome = await runCommandWithGrant<[InvestorState]>(
    ctx.store,
    grant,
    [{ streamId: stream, fold: investorFold }],
    ([state]) => [{ streamId: stream, events: decide(command, state, userId) }],
    actor,
  );
  await ctx.readYourWrites(lastPosition(outcome));
}

/**
 * A loan request names where it is paid out and is guarded as a withdrawal (payout-guard.ts): the
 * enrolled investor's code, and a wallet never paid to is held NEW_WALLET_HOLD_HOURS (the
 * request's `heldUntil`) with an email. Returns the new loan's id once the read models show it.
 */
export async function requestLoan(ctx: AppContext, user: AuthUser, input: LoanRequestBody, ip: string): Promise<string> {
  await requirePayoutCode(ctx, user, input.code, ip);
  const { loanPortalOpen } = await getPlatformSettings(ctx.db);
  const loanId = newId();
  const outcome = await runPayoutRequest(ctx, user, input.wallet, (investor, hold) => {
    const command = { type: "RequestLoan", loanId, percentage: input.percentage, portalOpen: loanPortalOpen, now: ctx.clock() } as const;
    return decide({ ...command, wallet: input.wallet, network: input.network, ...hold }, investor, user.id);
  });
  const requested = outcome.events.find((e) => e.type === "LoanRequested");
  const held = requested?.type === "LoanRequested" && requested.data.heldUntil ? requested.data : null;
  const emailed = held?.heldUntil
    ? queueNewWalletEmail(
        ctx,
        user,
        { kind: "loan", amount: held.amount, wallet: input.wallet, network: input.network },
        new Date(held.heldUntil),
      )
    : null;
  await Promise.all([emailed, ctx.readYourWrites(lastPosition(outcome))]);
  return loanId;
}

/** Errors: 404 unknown loan, 403 the admin's own loan, 409 not pending. The reason is shown to the investor. */
export async function rejectLoan(ctx: AppContext, loanId: string, actor: string, reason?: string): Promise<LoanRow> {
  return await reviewRequest(ctx, { load: () => loanOr404(ctx, loanId), actor }, (loan) =>
    onInvestorStream(loan.userId, { type: "RejectLoan", loanId, ...withReason(reason) }),
  );
}

/** GET /api/loans/limits: the capital and bounds the request enforces (loanCapital), from the investor's stream. */
export async function loanLimitsOf(ctx: AppContext, userId: string): Promise<LoanLimits> {
  const state = foldEvents(investorFold, await ctx.store.readStream(streams.investor(userId)));
  const { capital, min, max } = loanCapital(state);
  return {
    investmentCapital: toApiNumber(capital),
    minLoan: toApiNumber(min),
    maxLoan: toApiNumber(max),
    sharesHeldBySellBack: toApiNumber(state.heldShares),
  };
}

/** The loan (from the read model) or 404; `ownerId` limits it to one borrower's loans. */
export async function loanOr404(ctx: AppContext, loanId: string, ownerId?: string): Promise<LoanRow> {
  const loan = await findLoan(ctx.db, loanId);
  if (!loan || (ownerId !== undefined && loan.userId !== ownerId)) throw new NotFoundError("Loan not found");
  return loan;
}

/** Loans as the screens read them, their manual payments' chain checks read in one query. */
export async function loanViews(ctx: AppContext, loans: readonly LoanRow[]): Promise<LoanView[]> {
  const checks = await repaymentChecksOf(ctx, loans);
  const links = proofLinks(ctx);
  return loans.map((loan) => toLoanView(loan, links, checks.get(loan.loanId) ?? []));
}

/** One loan as the screens read it (loanViews). */
export async function loanViewOf(ctx: AppContext, loan: LoanRow): Promise<LoanView> {
  return (await loanViews(ctx, [loan]))[0] as LoanView;
}

/** The loan's manual payments as the screens read them; `checks`: each payment's check on the repayment network, in order. */
function manualPaymentsOf(loan: LoanRow, links: ProofLinks, checks: readonly ChainCheck[]): LoanView["manualPayments"] {
  return loan.manualPayments.map((p, i) => ({
    amount: toApiNumber(p.amount),
    proofUrl: links.sign(p.proofUrl),
    approved: p.approved,
    uploadedAt: p.uploadedAt.toISOString(),
    txId: p.txId,
    chainCheck: checks[i] ?? UNCHECKED,
  }));
}

const UNCHECKED: ChainCheck = { status: "unchecked", amount: null, confirmations: null, reason: null, explorerUrl: null, checkedAt: null };

/** The loan as the screens read it; receipts as signed links (owners and admins only see loans). */
export function toLoanView(loan: LoanRow, links: ProofLinks, checks: readonly ChainCheck[]): LoanView {
  return {
    _id: loan.loanId,
    user: { fullName: loan.fullName, email: loan.email },
    percentage: toApiNumber(loan.percentage),
    amountRequested: toApiNumber(loan.amountRequested),
    companyCharge: toApiNumber(loan.companyCharge),
    totalPayable: toApiNumber(loan.totalPayable),
    remaining: toApiNumber(loan.remaining),
    repaymentMethod: loan.repaymentMethod,
    status: loan.status,
    createdAt: loan.createdAt.toISOString(),
    approvedAt: loan.approvedAt?.toISOString() ?? null,
    paidAt: loan.paidAt?.toISOString() ?? null,
    rejectionReason: loan.rejectionReason,
    manualPayments: manualPaymentsOf(loan, links, checks),
    ...payoutOf(loan),
  };
}

/** Where the loan is paid out, and until when a new wallet's hold keeps a pending loan from approval. */
function payoutOf(loan: LoanRow) {
  return {
    wallet: loan.wallet,
    network: loan.network,
    approvableAfter: loan.status === "Pending" && loan.approvableAt ? loan.approvableAt.toISOString() : null,
  };
}

/** The borrower's summary, with their manual payments and those payments' checks. */
export async function summaryOf(ctx: AppContext, loan: LoanRow) {
  const checks = (await repaymentChecksOf(ctx, [loan])).get(loan.loanId) ?? [];
  return { ...toSummary(loan), manualPayments: manualPaymentsOf(loan, proofLinks(ctx), checks) };
}

function toSummary(loan: LoanRow) {
  return {
    loanId: loan.loanId,
    amountRequested: toApiNumber(loan.amountRequested),
    companyCharge: toApiNumber(loan.companyCharge),
    totalPayable: toApiNumber(loan.totalPayable),
    remaining: toApiNumber(loan.remaining),
    status: loan.status,
    repaymentMethod: loan.repaymentMethod,
    paidAt: loan.paidAt?.toISOString() ?? null,
    approvedAt: loan.approvedAt?.toISOString() ?? null,
    rejectionReason: loan.rejectionReason,
    ...payoutOf(loan),
  };
}

export function toHistoryEntry(r: RepaymentRow) {
  return {
    at: r.at.toISOString(),
    source: r.source,
    amount: toApiNumber(r.amount),
    balanceAfter: toApiNumber(r.balanceAfter),
    note: r.note,
  };
}
