import type { DomainEvent } from "@app/contracts";
import type Decimal from "decimal.js";
import { withValue } from "@app/event-store/append-only-set";

/**
 * Profit and referral-reward credits over one investor's stream: their part of the investor's
 * state and its evolve (the decisions are in decide-credits.ts; investor/investor.ts composes
 * the investor fold).
 */
export interface CreditsSlice {
  profit: Decimal;
  reward: Decimal;
  /** The runs that credited this investor: a rerun credits nobody twice. */
  creditedRuns: ReadonlySet<string>;
}

export type CreditEvent = Extract<DomainEvent, { type: "ProfitCredited" | "ReferralRewardCredited" }>;

export function evolveCredit<S extends CreditsSlice>(state: S, event: CreditEvent): S {
  switch (event.type) {
    case "ProfitCredited":
      return { ...state, profit: state.profit.add(event.data.amount), creditedRuns: withValue(state.creditedRuns, event.data.runId) };
    case "ReferralRewardCredited":
      return { ...state, reward: state.reward.add(event.data.amount), creditedRuns: withValue(state.creditedRuns, event.data.runId) };
  }
}
