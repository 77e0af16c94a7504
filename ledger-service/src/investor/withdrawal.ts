import { type DomainEvent, money } from "@app/contracts";
import type Decimal from "decimal.js";

/**
 * Withdrawals over one investor's stream: their part of the investor's state and its evolve
 * (the decisions are in decide-withdrawals.ts; investor/investor.ts composes the investor fold).
 */
export interface WithdrawalState {
  amount: Decimal;
  fee: Decimal;
  net: Decimal;
  source: "profit" | "reward";
  status: "Pending" | "Approved" | "Rejected" | "Cancelled";
  /** To a wallet new to the investor: not approvable before this (the request's `heldUntil`). */
  heldUntil?: Date;
}
/** What withdrawals change of an investor's state: the request holds the amount at once. */
export interface WithdrawalsSlice {
  profit: Decimal;
  reward: Decimal;
  withdrawalHold: Decimal;
  withdrawals: Readonly<Record<string, WithdrawalState>>;
}

export type WithdrawalEvent = Extract<
  DomainEvent,
  { type: "WithdrawalRequested" | "WithdrawalApproved" | "WithdrawalRejected" | "WithdrawalCancelled" }
>;

export function evolveWithdrawal<S extends WithdrawalsSlice>(state: S, event: WithdrawalEvent): S {
  switch (event.type) {
    case "WithdrawalRequested": {
      const d = event.data;
      const w: WithdrawalState = {
        amount: money(d.amount),
        fee: money(d.fee),
        net: money(d.net),
        source: d.source,
        status: "Pending",
        ...(d.heldUntil ? { heldUntil: new Date(d.heldUntil) } : {}),
      };
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
  }
}
