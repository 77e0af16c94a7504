import type { DomainEvent } from "@app/contracts";
import {
  type LoanCommand,
  approveLoan,
  approveManualLoanPayment,
  markLoanPaid,
  rejectLoan,
  requestLoan,
  submitManualLoanPayment,
} from "./decide-loans.js";
import { approveSellBack, cancelSellBack, rejectSellBack, requestSellBack, type SellBackCommand } from "./decide-sell-backs.js";
import { type CreditCommand, creditProfit, creditReferralReward } from "./decide-credits.js";
import { type PurchaseCommand, adjustShares, approveSharePurchase, rejectSharePurchase, requestSharePurchase } from "./decide-purchases.js";
import { type WithdrawalCommand, approveWithdrawal, cancelWithdrawal, rejectWithdrawal, requestWithdrawal } from "./decide-withdrawals.js";
import type { InvestorState } from "./investor.js";

/**
 * Commands on one investor's stream, one decide function per command in its capability's folder
 * (shares, profits, withdrawals, loans, sell-backs), all over the one investor state (investor.ts). Ids and
 * the clock come from the caller: deciding is pure. A refusal is a DomainError with a plain code.
 */
export type InvestorCommand = PurchaseCommand | CreditCommand | WithdrawalCommand | LoanCommand | SellBackCommand;

export function decide(command: InvestorCommand, state: InvestorState, userId: string): DomainEvent[] {
  switch (command.type) {
    case "RequestSharePurchase":
      return requestSharePurchase(command, state);
    case "ApproveSharePurchase":
      return approveSharePurchase(command, state);
    case "RejectSharePurchase":
      return rejectSharePurchase(command, state);
    case "AdjustShares":
      return adjustShares(command, state);
    case "CreditProfit":
      return creditProfit(command, state, userId);
    case "CreditReferralReward":
      return creditReferralReward(command, state, userId);
    case "RequestWithdrawal":
      return requestWithdrawal(command, state, userId);
    case "ApproveWithdrawal":
      return approveWithdrawal(command, state, userId);
    case "RejectWithdrawal":
      return rejectWithdrawal(command, state, userId);
    case "CancelWithdrawal":
      return cancelWithdrawal(command, state, userId);
    case "RequestLoan":
      return requestLoan(command, state);
    case "ApproveLoan":
      return approveLoan(command, state, userId);
    case "RejectLoan":
      return rejectLoan(command, state);
    case "MarkLoanPaid":
      return markLoanPaid(command, state, userId);
    case "SubmitManualLoanPayment":
      return submitManualLoanPayment(command, state);
    case "ApproveManualLoanPayment":
      return approveManualLoanPayment(command, state, userId);
    case "RequestSellBack":
      return requestSellBack(command, state);
    case "ApproveSellBack":
      return approveSellBack(command, state);
    case "RejectSellBack":
      return rejectSellBack(command, state);
    case "CancelSellBack":
      return cancelSellBack(command, state);
    default: {
      const unreachable: never = command;
      throw new Error(`unknown command ${JSON.stringify(unreachable)}`);
    }
  }
}
