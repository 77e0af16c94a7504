import { type DomainEvent, money, type withdrawalNetworks } from "@app/contracts";
import type Decimal from "decimal.js";

/**
 * Loans over one investor's stream: their part of the investor's state and its evolve (the
 * decisions are in decide-loans.ts; investor/investor.ts composes the investor fold).
 */
export interface ManualPaymentState {
  amount: Decimal;
  proofUrl: string;
  approved: boolean;
  uploadedAt: string;
  /** The repayment's transaction id, when the investor gave one. */
  txId: string | null;
}
export interface LoanState {
  loanId: string;
  amount: Decimal;
  charge: Decimal;
  totalPayable: Decimal;
  remaining: Decimal;
  status: "Pending" | "Approved" | "Paid" | "Rejected";
  approvedAt: string | null;
  paidAt: string | null;
  manualPayments: ManualPaymentState[];
  /** Where the loan is paid out; null for loans requested before loans named one. */
  wallet: string | null;
  network: (typeof withdrawalNetworks)[number] | null;
  /** A new wallet's hold: no approval before this instant; null when none. */
  heldUntil: string | null;
}
/** What loans change of an investor's state (a repayment from profit, or its excess, moves profit). */
export interface LoansSlice {
  profit: Decimal;
  loans: Readonly<Record<string, LoanState>>;
  activeLoanId: string | null;
}

export type LoanEvent = Extract<
  DomainEvent,
  { type: "LoanRequested" | "LoanApproved" | "LoanRejected" | "ManualLoanPaymentSubmitted" | "LoanRepaid" }
>;

export function withLoan<S extends LoansSlice>(state: S, loanId: string, change: (loan: LoanState) => LoanState): S {
  const loan = state.loans[loanId];
  if (!loan) return state;
  const next = change(loan);
  const active =
    next.status === "Pending" || next.status === "Approved" ? loanId : state.activeLoanId === loanId ? null : state.activeLoanId;
  return { ...state, loans: { ...state.loans, [loanId]: next }, activeLoanId: active };
}

export function evolveLoan<S extends LoansSlice>(state: S, event: LoanEvent): S {
  switch (event.type) {
    case "LoanRequested": {
      const d = event.data;
      const loan: LoanState = {
        loanId: d.loanId,
        amount: money(d.amount),
        charge: money(d.charge),
        totalPayable: money(d.totalPayable),
        remaining: money(d.totalPayable),
        status: "Pending",
        approvedAt: null,
        paidAt: null,
        manualPayments: [],
        wallet: d.wallet ?? null,
        network: d.network ?? null,
        heldUntil: d.heldUntil ?? null,
      };
      return { ...state, loans: { ...state.loans, [d.loanId]: loan }, activeLoanId: d.loanId };
    }
    case "LoanApproved":
      return withLoan(state, event.data.loanId, (l) => ({ ...l, status: "Approved", approvedAt: event.data.approvedAt }));
    case "LoanRejected":
      return withLoan(state, event.data.loanId, (l) => ({ ...l, status: "Rejected" }));
    case "ManualLoanPaymentSubmitted": {
      const d = event.data;
      return withLoan(state, d.loanId, (l) => ({
        ...l,
        manualPayments: [
          ...l.manualPayments,
          { amount: money(d.amount), proofUrl: d.proofUrl, approved: false, uploadedAt: d.uploadedAt, txId: d.txId ?? null },
        ],
      }));
    }
    case "LoanRepaid": {
      const d = event.data;
      const excess = d.received ? money(d.received).sub(d.amount) : money(0);
      const afterLoan = withLoan(state, d.loanId, (l) => ({
        ...l,
        remaining: money(d.balanceAfter),
        status: d.paidOff ? "Paid" : l.status,
        paidAt: d.paidOff ? d.at : l.paidAt,
        manualPayments:
          d.paymentIndex === undefined
            ? l.manualPayments
            : l.manualPayments.map((p, i) => (i === d.paymentIndex ? { ...p, approved: true } : p)),
      }));
      const fromProfit = d.source === "profit" ? money(d.amount) : money(0);
      return { ...afterLoan, profit: afterLoan.profit.sub(fromProfit).add(excess) };
    }
  }
}
