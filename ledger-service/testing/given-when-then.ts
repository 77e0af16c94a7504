import type { DomainEvent } from "@app/contracts";
import { decide, type InvestorCommand } from "../src/investor/decide.js";
import type { RequestSharePurchase } from "../src/investor/decide-purchases.js";
import { evolve, initialInvestorState, type InvestorState } from "../src/investor/investor.js";

export const USER = "00000000-0000-4000-8000-000000000001";
export const NOW = new Date("2026-11-01T10:00:00.000Z");

export function stateOf(events: DomainEvent[]): InvestorState {
  return events.reduce(evolve, initialInvestorState());
}

/** Given past events, when a command: the events it decides (or the error it throws). */
export function given(events: DomainEvent[]) {
  return {
    when(command: InvestorCommand): DomainEvent[] {
      return decide(command, stateOf(events), USER);
    },
  };
}

/** The past events followed by what `command` decides on them: the history once the command ran. */
export function andThen(events: DomainEvent[], command: InvestorCommand): DomainEvent[] {
  return [...events, ...given(events).when(command)];
}

/** A request for `shares` at $100 with a proof, as the purchase route sends it. */
export function purchaseRequest(shares: string, purchaseId = "p-1", offeringRemaining = "2500", now = NOW): RequestSharePurchase {
  return {
    type: "RequestSharePurchase",
    purchaseId,
    shares,
    pricePerShare: "100",
    network: "TRC20",
    proof: "https://x/p.png",
    offeringRemaining,
    now,
  };
}

/** Past events (after `before`) of an investor who bought `shares` at $100 and was approved at `now`. */
export function investorWithShares(shares: string, purchaseId = "p-1", now?: Date, before: DomainEvent[] = []): DomainEvent[] {
  const requested = given(before).when(purchaseRequest(shares, purchaseId, "2500", now));
  const approved = given([...before, ...requested]).when({ type: "ApproveSharePurchase", purchaseId, ...(now ? { now } : {}) });
  return [...before, ...requested, ...approved];
}

export function withProfit(events: DomainEvent[], percentage: string, runId = "run-1"): DomainEvent[] {
  const s = stateOf(events);
  return [
    ...events,
    ...decide(
      { type: "CreditProfit", runId, percentage, shares: s.shares.toString(), pricePerShare: "100", loanRepaymentShare: "1", now: NOW },
      s,
      USER,
    ),
  ];
}
