import { type DomainEvent, money } from "@app/contracts";
import type { Fold } from "@app/event-store/command-runner";
import { foldId } from "@app/event-store/state-codec";
import { addLot, evolvePurchase, type PurchasesSlice, takeFromLots } from "./purchase.js";
import { evolveSellBack, type SellBacksSlice } from "./sell-back.js";
import { type CreditsSlice, evolveCredit } from "./credit.js";
import { evolveWithdrawal, type WithdrawalsSlice } from "./withdrawal.js";
import { evolveLoan, type LoansSlice, withLoan } from "./loan.js";

/**
 * Everything one investor's stream (`investor-{userId}`) knows, rebuilt by `evolve`: the parts of
 * each capability (state and evolve beside its decisions), composed. One stream per investor is
 * where "no balance below zero" is decided, so the parts share its balances.
 */
export type InvestorState = PurchasesSlice & SellBacksSlice & CreditsSlice & WithdrawalsSlice & LoansSlice;

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
    case "LoanRequested":
    case "LoanApproved":
    case "LoanRejected":
    case "ManualLoanPaymentSubmitted":
    case "LoanRepaid":
      return evolveLoan(state, event);
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
    case "LiabilitiesPublished":
    case "ChainTxClaimed":
    case "ChainPaymentChecked":
    case "PayoutRecorded":
      return state;
    default: {
      const unreachable: never = event;
      return unreachable;
    }
  }
}

/** The fold of an investor's stream, as commands read it. */
export const investorFold: Fold<InvestorState> = { initial: initialInvestorState, evolve };

/**
 * The investor fold's name in stream snapshots. Bump the revision when code that `evolve` calls
 * (withValue, money) changes how a state comes out; edits of the functions named here
 * change the id by themselves.
 */
export const INVESTOR_FOLD_ID = foldId(
  "investor",
  1,
  evolve,
  initialInvestorState,
  evolvePurchase,
  evolveSellBack,
  evolveCredit,
  evolveWithdrawal,
  evolveLoan,
  withLoan,
  addLot,
  takeFromLots,
);
