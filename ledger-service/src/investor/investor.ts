import { type DomainEvent, money, type withdrawalNetworks } from "@app/contracts";
import type Decimal from "decimal.js";
import { foldId } from "@app/event-store/state-codec";
import { addLot, evolvePurchase, type PurchasesSlice, takeFromLots } from "../shares/purchase.js";
import { evolveSellBack, type SellBacksSlice } from "../sell-backs/sell-back.js";
import { type CreditsSlice, evolveCredit } from "../profits/credit.js";
import { evolveWithdrawal, type WithdrawalsSlice } from "../withdrawals/withdrawal.js";

export interface ManualPaymentState {
  amount: Decimal;
  proofUrl: string;
  approved: boolean;
  uploadedAt: string;
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
/** Everything one investor's stream (`investor-{userId}`) knows; rebuilt by `evolve`. */
export interface InvestorState extends PurchasesSlice, SellBacksSlice, CreditsSlice, WithdrawalsSlice {
  profit: Decimal;
  reward: Decimal;
  loans: Readonly<Record<string, LoanState>>;
  activeLoanId: string | null;
}

export const initialInvestorState = (): InvestorState => ({
  shares: money(0),
  heldShares: money(0),
  lots: [],
  sellBacks: {},
  profit: money(0),
  reward: money(0),
  withdrawalHold: money(0),
  purchases: {},
  withdrawals: {},
  loans: {},
  activeLoanId: null,
  creditedRuns: new Set(),
});

function withLoan(state: InvestorState, loanId: string, change: (loan: LoanState) => LoanState): InvestorState {
  const loan = state.loans[loanId];
  if (!loan) return state;
  const next = change(loan);
  const active =
    next.status === "Pending" || next.status === "Approved" ? loanId : state.activeLoanId === loanId ? null : state.activeLoanId;
  return { ...state, loans: { ...state.loans, [loanId]: next }, activeLoanId: active };
}

export function evolve(state: InvestorState, event: DomainEvent): InvestorState {
  switch (event.type) {
    case "SharePurchaseRequested":
    case "SharePurchaseApproved":
    case "SharePurchaseRejected":
    case "SharesAdjusted":
      return evolvePurchase(state, event);
    case "SharesSellBackRequested":
    case "SharesSellBackApproved":
    case "SharesSellBackRejected":
    case "SharesSellBackCancelled":
      return evolveSellBack(state, event);
    case "ProfitCredited":
    case "ReferralRewardCredited":
      return evolveCredit(state, event);
    case "WithdrawalRequested":
    case "WithdrawalApproved":
    case "WithdrawalRejected":
    case "WithdrawalCancelled":
      return evolveWithdrawal(state, event);
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
        manualPayments: [...l.manualPayments, { amount: money(d.amount), proofUrl: d.proofUrl, approved: false, uploadedAt: d.uploadedAt }],
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
    case "OfferingSharesAllocated":
    case "OfferingSharesAdjusted":
    case "OfferingSharesReturned":
    case "SharePriceChanged":
    case "LoanPortalToggled":
    case "PurchaseWindowScheduled":
    case "PurchaseWindowRemoved":
    case "ProfitRunStarted":
    case "ProfitRunCompleted":
    case "ReferralRewardRunStarted":
    case "ReferralRewardRunCompleted":
    case "ApprovalRequested":
    case "ApprovalGranted":
    case "ApprovalRejected":
    case "ApprovalFailed":
    case "UserRoleChanged":
    case "AdminAllowanceUsed":
    case "ApprovalTargetClaimed":
    case "AdminBootstrapped":
      return state;
    default: {
      const unreachable: never = event;
      return unreachable;
    }
  }
}

/**
 * The investor fold's name in stream snapshots. Bump the revision when code that `evolve` calls
 * (withLoan, withValue, money) changes how a state comes out; edits of the functions named here
 * change the id by themselves.
 */
export const INVESTOR_FOLD_ID = foldId(
  "investor",
  1,
  evolve,
  initialInvestorState,
  withLoan,
  evolvePurchase,
  evolveSellBack,
  addLot,
  takeFromLots,
);
