import { type DomainEvent, money, type withdrawalNetworks } from "@app/contracts";
import type Decimal from "decimal.js";
import { withValue } from "@app/event-store/append-only-set";
import { foldId } from "@app/event-store/state-codec";

/** Everything one investor's stream (`investor-{userId}`) knows; rebuilt by `evolve`. */
export interface PurchaseState {
  shares: Decimal;
  pricePerShare: Decimal;
  amount: Decimal;
  status: "Pending" | "Approved" | "Rejected";
  requestedAt: string;
}
/** Shares acquired at one time (a purchase's approval, an admin's increase); sold oldest first. */
export interface LotState {
  at: string;
  shares: Decimal;
}
export interface SellBackState {
  shares: Decimal;
  status: "Pending" | "Approved" | "Rejected" | "Cancelled";
  requestedAt: string;
  /** A new wallet's hold: no approval before this instant; null when none. */
  heldUntil: string | null;
}
export interface WithdrawalState {
  amount: Decimal;
  fee: Decimal;
  net: Decimal;
  source: "profit" | "reward";
  status: "Pending" | "Approved" | "Rejected" | "Cancelled";
}
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
export interface InvestorState {
  /** Owned shares, those held by pending sell-backs included. */
  shares: Decimal;
  /** Shares held by pending sell-backs: they earn no profit and cannot be sold twice. */
  heldShares: Decimal;
  /** Acquisition lots, oldest first; their shares sum to `shares`. */
  lots: readonly LotState[];
  sellBacks: Readonly<Record<string, SellBackState>>;
  profit: Decimal;
  reward: Decimal;
  withdrawalHold: Decimal;
  purchases: Readonly<Record<string, PurchaseState>>;
  withdrawals: Readonly<Record<string, WithdrawalState>>;
  loans: Readonly<Record<string, LoanState>>;
  activeLoanId: string | null;
  creditedRuns: ReadonlySet<string>;
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

/** Shares asked for in purchases still waiting for approval. */
export function pendingShares(state: InvestorState): Decimal {
  return Object.values(state.purchases)
    .filter((p) => p.status === "Pending")
    .reduce((sum, p) => sum.add(p.shares), money(0));
}

/** Adds a lot, keeping the list ordered by date (an edit may be dated before a late approval). */
function addLot(lots: readonly LotState[], lot: LotState): readonly LotState[] {
  return [...lots, lot].sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
}

/** Takes `shares` from the oldest lots (newest first when `newestFirst`). */
function takeFromLots(lots: readonly LotState[], shares: Decimal, newestFirst = false): readonly LotState[] {
  const ordered = newestFirst ? [...lots].reverse() : [...lots];
  let left = shares;
  const kept: LotState[] = [];
  for (const lot of ordered) {
    if (left.lte(0)) kept.push(lot);
    else if (lot.shares.lte(left)) left = left.sub(lot.shares);
    else {
      kept.push({ ...lot, shares: lot.shares.sub(left) });
      left = money(0);
    }
  }
  return newestFirst ? kept.reverse() : kept;
}

/** Old SharesAdjusted events carry no date: their lots count as acquired long ago. */
const UNDATED_LOT = "1970-01-01T00:00:00.000Z";

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
    case "SharePurchaseRequested": {
      const d = event.data;
      const purchase: PurchaseState = {
        shares: money(d.shares),
        pricePerShare: money(d.pricePerShare),
        amount: money(d.amount),
        status: "Pending",
        requestedAt: d.requestedAt,
      };
      return { ...state, purchases: { ...state.purchases, [d.purchaseId]: purchase } };
    }
    case "SharePurchaseApproved": {
      const p = state.purchases[event.data.purchaseId];
      if (!p) return state;
      return {
        ...state,
        shares: state.shares.add(event.data.shares),
        lots: addLot(state.lots, { at: event.data.approvedAt ?? p.requestedAt, shares: money(event.data.shares) }),
        purchases: { ...state.purchases, [event.data.purchaseId]: { ...p, status: "Approved" } },
      };
    }
    case "SharePurchaseRejected": {
      const p = state.purchases[event.data.purchaseId];
      if (!p) return state;
      return { ...state, purchases: { ...state.purchases, [event.data.purchaseId]: { ...p, status: "Rejected" } } };
    }
    case "SharesAdjusted": {
      const next = money(event.data.newShares);
      const delta = next.sub(state.shares);
      const lots = delta.gt(0)
        ? addLot(state.lots, { at: event.data.at ?? UNDATED_LOT, shares: delta })
        : delta.lt(0)
          ? takeFromLots(state.lots, delta.neg(), true)
          : state.lots;
      return { ...state, shares: next, lots };
    }
    case "SharesSellBackRequested": {
      const d = event.data;
      const sellBack: SellBackState = {
        shares: money(d.shares),
        status: "Pending",
        requestedAt: d.requestedAt,
        heldUntil: d.heldUntil ?? null,
      };
      return { ...state, heldShares: state.heldShares.add(d.shares), sellBacks: { ...state.sellBacks, [d.sellBackId]: sellBack } };
    }
    case "SharesSellBackApproved": {
      const b = state.sellBacks[event.data.sellBackId];
      if (!b) return state;
      return {
        ...state,
        shares: state.shares.sub(b.shares),
        heldShares: state.heldShares.sub(b.shares),
        lots: takeFromLots(state.lots, b.shares),
        sellBacks: { ...state.sellBacks, [event.data.sellBackId]: { ...b, status: "Approved" } },
      };
    }
    case "SharesSellBackRejected":
    case "SharesSellBackCancelled": {
      const b = state.sellBacks[event.data.sellBackId];
      if (!b) return state;
      const status = event.type === "SharesSellBackRejected" ? "Rejected" : "Cancelled";
      return {
        ...state,
        heldShares: state.heldShares.sub(b.shares),
        sellBacks: { ...state.sellBacks, [event.data.sellBackId]: { ...b, status } },
      };
    }
    case "ProfitCredited":
      return { ...state, profit: state.profit.add(event.data.amount), creditedRuns: withValue(state.creditedRuns, event.data.runId) };
    case "ReferralRewardCredited":
      return { ...state, reward: state.reward.add(event.data.amount), creditedRuns: withValue(state.creditedRuns, event.data.runId) };
    case "WithdrawalRequested": {
      const d = event.data;
      const w: WithdrawalState = { amount: money(d.amount), fee: money(d.fee), net: money(d.net), source: d.source, status: "Pending" };
      return {
        ...state,
        profit: d.source === "profit" ? state.profit.sub(d.amount) : state.profit,
        reward: d.source === "reward" ? state.reward.sub(d.amount) : state.reward,
        withdrawalHold: state.withdrawalHold.add(d.amount),
        withdrawals: { ...state.withdrawals, [d.withdrawalId]: w },
      };
    }
    case "WithdrawalApproved": {
      const w = state.withdrawals[event.data.withdrawalId];
      if (!w) return state;
      return {
        ...state,
        withdrawalHold: state.withdrawalHold.sub(w.amount),
        withdrawals: { ...state.withdrawals, [event.data.withdrawalId]: { ...w, status: "Approved" } },
      };
    }
    case "WithdrawalRejected":
    case "WithdrawalCancelled": {
      const w = state.withdrawals[event.data.withdrawalId];
      if (!w) return state;
      const status = event.type === "WithdrawalRejected" ? "Rejected" : "Cancelled";
      return {
        ...state,
        profit: w.source === "profit" ? state.profit.add(w.amount) : state.profit,
        reward: w.source === "reward" ? state.reward.add(w.amount) : state.reward,
        withdrawalHold: state.withdrawalHold.sub(w.amount),
        withdrawals: { ...state.withdrawals, [event.data.withdrawalId]: { ...w, status } },
      };
    }
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
export const INVESTOR_FOLD_ID = foldId("investor", 1, evolve, initialInvestorState, withLoan, addLot, takeFromLots);
