import {
  type DomainEvent,
  LOAN_CHARGE_RATE,
  LOAN_MAX_PERCENT,
  LOAN_MIN_PERCENT,
  loanRangeMessage,
  money,
  toCents,
  type withdrawalNetworks,
  writeOffNeedsApprovalMessage,
} from "@app/contracts";
import type Decimal from "decimal.js";
import type { InvestorState } from "./investor.js";
import type { LoanState } from "./loan.js";
import { loanCapital } from "./loan-capital.js";
import { newWalletHoldMessage } from "./wallet-hold-message.js";
import { DomainError } from "../shared/domain-error.js";
import { investorAccount as inv, platformAccount as platform, transfer } from "../shared/transfers.js";

/**
 * Loans over the investor's stream: the request (1-20 % of the capital the investor's shares
 * back), the admin's decisions, manual payments and repayments. The inputs' formats are the
 * request schemas' (contracts); these check the portal, the active loan and the balances.
 */
export type RequestLoan = {
  type: "RequestLoan";
  loanId: string;
  percentage: string;
  portalOpen: boolean;
  now: Date;
  /** Where the loan is paid out (the request schema checked the address on the network). */
  wallet: string;
  network: (typeof withdrawalNetworks)[number];
  /** Set when the wallet is new to the investor: no approval before this instant. */
  heldUntil?: Date;
};
export type ApproveLoan = { type: "ApproveLoan"; loanId: string; now: Date };
export type RejectLoan = { type: "RejectLoan"; loanId: string; reason?: string };
export type MarkLoanPaid = {
  type: "MarkLoanPaid";
  loanId: string;
  now: Date;
  /** Whether what no payment covers may be written off: only with a second admin's grant, or while there is one admin. */
  writeOffAllowed: boolean;
};
export type SubmitManualLoanPayment = {
  type: "SubmitManualLoanPayment";
  loanId: string;
  amount: string;
  proofUrl: string;
  now: Date;
  /** The repayment's transaction id (its shape checked by the route; claimed in the same append). */
  txId?: string;
};
export type ApproveManualLoanPayment = {
  type: "ApproveManualLoanPayment";
  loanId: string;
  paymentIndex: number;
  now: Date;
  /** The admin's explicit choice to credit a payment's excess over the balance to profit. */
  creditExcessToProfit?: boolean;
};
export type LoanCommand = RequestLoan | ApproveLoan | RejectLoan | MarkLoanPaid | SubmitManualLoanPayment | ApproveManualLoanPayment;

export function requestLoan(command: RequestLoan, state: InvestorState): DomainEvent[] {
  if (!command.portalOpen) throw new DomainError("rule-violated", "The loan request system is currently closed. Please check back later.");
  if (state.activeLoanId) throw new DomainError("conflict", "You already have an active loan");
  // Shares held by a pending sell-back are on their way out: they do not back a loan.
  const { capital, min, max } = loanCapital(state);
  if (capital.isZero()) throw new DomainError("rule-violated", "You need shares to request a loan");
  const pct = money(command.percentage);
  const amount = money(toCents(capital.mul(pct).div(100)));
  if (pct.lt(LOAN_MIN_PERCENT) || pct.gt(LOAN_MAX_PERCENT) || amount.lt(toCents(min)) || amount.gt(toCents(max)))
    throw new DomainError("invalid", loanRangeMessage(toCents(min), toCents(max)));
  const charge = money(toCents(amount.mul(LOAN_CHARGE_RATE)));
  return [
    {
      type: "LoanRequested",
      data: {
        loanId: command.loanId,
        percentage: pct.toString(),
        capital: toCents(capital),
        amount: toCents(amount),
        charge: toCents(charge),
        totalPayable: toCents(amount.add(charge)),
        requestedAt: command.now.toISOString(),
        wallet: command.wallet,
        network: command.network,
        ...(command.heldUntil ? { heldUntil: command.heldUntil.toISOString() } : {}),
      },
    },
  ];
}

/** The amount is paid out to the request's wallet (recorded on the event); not while a new-wallet hold lasts (409). */
export function approveLoan(command: ApproveLoan, state: InvestorState, userId: string): DomainEvent[] {
  const loan = loanIn(state, command.loanId, "Pending");
  if (loan.heldUntil && Date.parse(loan.heldUntil) > command.now.getTime())
    throw new DomainError("conflict", newWalletHoldMessage("loan", new Date(loan.heldUntil)));
  return [
    {
      type: "LoanApproved",
      data: {
        loanId: loan.loanId,
        totalPayable: toCents(loan.totalPayable),
        approvedAt: command.now.toISOString(),
        ...(loan.wallet && loan.network ? { wallet: loan.wallet, network: loan.network } : {}),
        transfers: [
          ...transfer(inv(userId, "loan-receivable"), platform("treasury"), loan.amount),
          ...transfer(inv(userId, "loan-receivable"), platform("loan-charge-income"), loan.charge),
        ],
      },
    },
  ];
}

export function rejectLoan(command: RejectLoan, state: InvestorState): DomainEvent[] {
  loanIn(state, command.loanId, "Pending");
  return [{ type: "LoanRejected", data: { loanId: command.loanId, ...(command.reason ? { reason: command.reason } : {}) } }];
}

/**
 * "Mark paid": decided here, on the state the events are appended to, so an approval landing
 * between the route's read and this decision cannot turn it into a write-off nobody allowed.
 * The rest of the receivable no payment covers is written off to platform:loan-loss
 * (never journaled as cash received). A loan whose payments already cover it only closes.
 */
export function markLoanPaid(command: MarkLoanPaid, state: InvestorState, userId: string): DomainEvent[] {
  const loan = loanIn(state, command.loanId, "Approved");
  if (!loan.remaining.gt(0)) return [repayment(userId, loan, "admin", money(0), command.now, { note: "Marked as paid by admin" })];
  if (!command.writeOffAllowed) throw new DomainError("conflict", writeOffNeedsApprovalMessage(toCents(loan.remaining)));
  return [repayment(userId, loan, "write-off", loan.remaining, command.now, { note: "Written off by admin: no payment received" })];
}

/** What "Mark paid" would write off now (0: the payments cover the loan); null when it is not an approved loan. */
export function writeOffAmount(state: InvestorState, loanId: string): Decimal | null {
  const loan = state.loans[loanId];
  return loan?.status === "Approved" ? loan.remaining : null;
}

export function submitManualLoanPayment(command: SubmitManualLoanPayment, state: InvestorState): DomainEvent[] {
  const loan = loanIn(state, command.loanId, "Approved");
  const pendingTotal = loan.manualPayments.filter((p) => !p.approved).reduce((s, p) => s.add(p.amount), money(0));
  if (pendingTotal.add(command.amount).gt(loan.remaining))
    throw new DomainError("rule-violated", `Payment exceeds the remaining balance of $${toCents(loan.remaining.sub(pendingTotal))}`);
  return [
    {
      type: "ManualLoanPaymentSubmitted",
      data: {
        loanId: loan.loanId,
        paymentIndex: loan.manualPayments.length,
        amount: toCents(command.amount),
        proofUrl: command.proofUrl,
        uploadedAt: command.now.toISOString(),
        ...(command.txId ? { txId: command.txId } : {}),
      },
    },
  ];
}

export function approveManualLoanPayment(command: ApproveManualLoanPayment, state: InvestorState, userId: string): DomainEvent[] {
  const loan = state.loans[command.loanId];
  if (!loan) throw new DomainError("not-found", "Loan not found");
  const payment = loan.manualPayments[command.paymentIndex];
  if (!payment) throw new DomainError("not-found", "Manual payment not found");
  if (payment.approved) throw new DomainError("conflict", "This payment has already been approved");
  // Money paid into a closed loan has nothing to repay: approving it would only have made
  // the cash withdrawable profit. It is refunded outside the ledger instead.
  if (loan.status !== "Approved")
    throw new DomainError("conflict", `This loan is ${loan.status}: a manual payment on it can no longer be approved.`);
  const applied = minOf(payment.amount, loan.remaining);
  const excess = payment.amount.sub(applied);
  if (excess.gt(0) && command.creditExcessToProfit !== true)
    throw new DomainError(
      "conflict",
      `This payment of $${toCents(payment.amount)} is $${toCents(excess)} more than the remaining balance of $${toCents(loan.remaining)}. ` +
        "Approve it with creditExcessToProfit to credit the excess to the investor's profit balance.",
    );
  return [
    repayment(userId, loan, "manual", applied, command.now, {
      received: payment.amount,
      paymentIndex: command.paymentIndex,
      ...(excess.gt(0) ? { excessCreditedToProfit: true } : {}),
      note: excess.gt(0)
        ? `Manual payment; $${toCents(excess)} over the balance credited to profit by the admin's choice`
        : "Manual payment",
    }),
  ];
}

/** The share of a profit credit that repays the active loan first (none without one). */
export function profitDeduction(
  state: InvestorState,
  userId: string,
  credited: Decimal,
  share: string,
  now: Date,
  runId: string,
): DomainEvent[] {
  const loan = state.activeLoanId ? state.loans[state.activeLoanId] : undefined;
  if (loan?.status !== "Approved" || !loan.remaining.gt(0)) return [];
  const applied = minOf(money(toCents(credited.mul(share))), loan.remaining);
  if (!applied.gt(0)) return [];
  return [repayment(userId, loan, "profit", applied, now, { note: `Profit deduction (run ${runId})`, runId })];
}

function minOf(a: Decimal, b: Decimal): Decimal {
  return a.lt(b) ? a : b;
}

function loanIn(state: InvestorState, loanId: string, status: LoanState["status"]): LoanState {
  const loan = state.loans[loanId];
  if (!loan) throw new DomainError("not-found", "Loan not found");
  if (loan.status !== status) throw new DomainError("conflict", `Loan is ${loan.status}, not ${status}`);
  return loan;
}

function repayment(
  userId: string,
  loan: LoanState,
  source: "profit" | "manual" | "admin" | "write-off",
  applied: Decimal,
  now: Date,
  extra: { note: string; received?: Decimal; paymentIndex?: number; runId?: string; excessCreditedToProfit?: true },
): DomainEvent {
  const balanceAfter = loan.remaining.sub(applied);
  const receivable = inv(userId, "loan-receivable");
  const transfers =
    source === "profit"
      ? transfer(inv(userId, "profit"), receivable, applied)
      : source === "write-off"
        ? transfer(platform("loan-loss"), receivable, applied)
        : [
            ...transfer(platform("treasury"), receivable, applied),
            ...transfer(platform("treasury"), inv(userId, "profit"), (extra.received ?? applied).sub(applied)),
          ];
  return {
    type: "LoanRepaid",
    data: {
      loanId: loan.loanId,
      source,
      amount: toCents(applied),
      ...(extra.received ? { received: toCents(extra.received) } : {}),
      ...(extra.paymentIndex !== undefined ? { paymentIndex: extra.paymentIndex } : {}),
      ...(extra.runId ? { runId: extra.runId } : {}),
      ...(extra.excessCreditedToProfit ? { excessCreditedToProfit: true } : {}),
      balanceAfter: toCents(balanceAfter),
      note: extra.note,
      paidOff: balanceAfter.isZero(),
      at: now.toISOString(),
      transfers,
    },
  };
}
