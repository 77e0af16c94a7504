import {
  type DomainEvent,
  INSUFFICIENT_PROFIT,
  INSUFFICIENT_REWARD,
  REQUEST_ALREADY_DECIDED,
  toCents,
  type withdrawalNetworks,
  type withdrawalSources,
  withdrawalSplit,
} from "@app/contracts";
import type { InvestorState } from "./investor.js";
import { DomainError } from "../shared/domain-error.js";
import { newWalletHoldMessage } from "./wallet-hold-message.js";
import { investorAccount as inv, platformAccount as platform, transfer } from "../shared/transfers.js";

/**
 * Withdrawals over the investor's stream. The amount, the $5 net after the fee, wallet, network
 * and source are the request schema's (contracts); here: the balance of the source and the hold.
 */
export type RequestWithdrawal = {
  type: "RequestWithdrawal";
  withdrawalId: string;
  amount: string;
  source: (typeof withdrawalSources)[number];
  wallet: string;
  network: (typeof withdrawalNetworks)[number];
  now: Date;
  /** Set when the wallet is new to the investor: recorded in the event (audit, notification). */
  heldUntil?: Date;
};
/** `now`: a withdrawal to a new wallet is not approved before its hold ends (decided here, from the stream). */
export type ApproveWithdrawal = { type: "ApproveWithdrawal"; withdrawalId: string; now: Date };
export type RejectWithdrawal = { type: "RejectWithdrawal"; withdrawalId: string; reason?: string };
/** The investor's own cancel of a pending request. */
export type CancelWithdrawal = { type: "CancelWithdrawal"; withdrawalId: string; now: Date };
export type WithdrawalCommand = RequestWithdrawal | ApproveWithdrawal | RejectWithdrawal | CancelWithdrawal;

/** Holds the amount at once (source to withdrawal-hold): two requests never spend the same balance. */
export function requestWithdrawal(command: RequestWithdrawal, state: InvestorState, userId: string): DomainEvent[] {
  const { amount, fee, net } = withdrawalSplit(command.amount);
  const available = command.source === "profit" ? state.profit : state.reward;
  if (amount.gt(available)) throw new DomainError("rule-violated", command.source === "profit" ? INSUFFICIENT_PROFIT : INSUFFICIENT_REWARD);
  return [
    {
      type: "WithdrawalRequested",
      data: {
        withdrawalId: command.withdrawalId,
        amount: toCents(amount),
        fee: toCents(fee),
        net: toCents(net),
        source: command.source,
        wallet: command.wallet,
        network: command.network,
        requestedAt: command.now.toISOString(),
        ...(command.heldUntil ? { heldUntil: command.heldUntil.toISOString() } : {}),
        transfers: transfer(inv(userId, command.source), inv(userId, "withdrawal-hold"), amount),
      },
    },
  ];
}

/** The hold settles: the net to the treasury payout, the fee to fee income. */
export function approveWithdrawal(command: ApproveWithdrawal, state: InvestorState, userId: string): DomainEvent[] {
  const w = pendingWithdrawal(state, command.withdrawalId);
  if (w.heldUntil && w.heldUntil.getTime() > command.now.getTime())
    throw new DomainError("conflict", newWalletHoldMessage("withdrawal", w.heldUntil));
  return [
    {
      type: "WithdrawalApproved",
      data: {
        withdrawalId: command.withdrawalId,
        amount: toCents(w.amount),
        fee: toCents(w.fee),
        net: toCents(w.net),
        transfers: [
          ...transfer(inv(userId, "withdrawal-hold"), platform("treasury"), w.net),
          ...transfer(inv(userId, "withdrawal-hold"), platform("fee-income"), w.fee),
        ],
      },
    },
  ];
}

/** The hold goes back to the source balance. */
export function rejectWithdrawal(command: RejectWithdrawal, state: InvestorState, userId: string): DomainEvent[] {
  const w = pendingWithdrawal(state, command.withdrawalId);
  return [
    {
      type: "WithdrawalRejected",
      data: {
        withdrawalId: command.withdrawalId,
        amount: toCents(w.amount),
        transfers: transfer(inv(userId, "withdrawal-hold"), inv(userId, w.source), w.amount),
        ...(command.reason ? { reason: command.reason } : {}),
      },
    },
  ];
}

/** The investor takes a pending request back: the hold returns to its source in the same event. */
export function cancelWithdrawal(command: CancelWithdrawal, state: InvestorState, userId: string): DomainEvent[] {
  const w = state.withdrawals[command.withdrawalId];
  if (!w) throw new DomainError("not-found", "Withdrawal not found");
  if (w.status !== "Pending") throw new DomainError("conflict", REQUEST_ALREADY_DECIDED);
  return [
    {
      type: "WithdrawalCancelled",
      data: {
        withdrawalId: command.withdrawalId,
        amount: toCents(w.amount),
        cancelledAt: command.now.toISOString(),
        transfers: transfer(inv(userId, "withdrawal-hold"), inv(userId, w.source), w.amount),
      },
    },
  ];
}

function pendingWithdrawal(state: InvestorState, withdrawalId: string) {
  const w = state.withdrawals[withdrawalId];
  if (!w) throw new DomainError("not-found", "Withdrawal not found");
  if (w.status !== "Pending") throw new DomainError("conflict", `Withdrawal already ${w.status.toLowerCase()}`);
  return w;
}
