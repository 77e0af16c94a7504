import { type LoanView, streams, toApiNumber } from "@app/contracts";
import { findLoan, type LoanRow, type RepaymentRow } from "@app/read-models/loans/queries";
import type { AppContext } from "../runtime/context.js";
import { decide, type InvestorCommand } from "../investor/decide.js";
import { evolve, initialInvestorState, type InvestorState } from "../investor/investor.js";
import { type ApprovalGrant, runCommandWithGrant } from "../approvals/grant.js";
import { lastPosition } from "@app/event-store/command-runner";
import { NotFoundError } from "../shared/errors.js";
import type { ProofLinks } from "../uploads/proof-links.js";

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

/** The loan (from the read model) or 404; `ownerId` limits it to one borrower's loans. */
export async function loanOr404(ctx: AppContext, loanId: string, ownerId?: string): Promise<LoanRow> {
  const loan = await findLoan(ctx.db, loanId);
  if (!loan || (ownerId !== undefined && loan.userId !== ownerId)) throw new NotFoundError("Loan not found");
  return loan;
}

/** The loan as the screens read it; receipts as signed links (owners and admins only see loans). */
export function toLoanView(loan: LoanRow, links: ProofLinks): LoanView {
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
    manualPayments: loan.manualPayments.map((p) => ({
      amount: toApiNumber(p.amount),
      proofUrl: links.sign(p.proofUrl),
      approved: p.approved,
      uploadedAt: p.uploadedAt.toISOString(),
    })),
  };
}

export function toSummary(loan: LoanRow) {
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
