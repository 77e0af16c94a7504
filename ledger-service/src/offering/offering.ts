import { type DomainEvent, OFFERING_SUPPLY_SHARES, money, toShares } from "@app/contracts";
import type Decimal from "decimal.js";
import { withValue } from "@app/event-store/append-only-set";
import { DomainError } from "../shared/domain-error.js";
import type { Fold } from "@app/event-store/command-runner";
import { foldId } from "@app/event-store/state-codec";

/** The share offering (stream `offering`): 2,500 shares; approvals and share edits pass here. */
export interface OfferingState {
  allocated: Decimal;
  allocatedPurchases: ReadonlySet<string>;
}

export const initialOfferingState = (): OfferingState => ({ allocated: money(0), allocatedPurchases: new Set() });

export function evolveOffering(state: OfferingState, event: DomainEvent): OfferingState {
  switch (event.type) {
    case "OfferingSharesAllocated":
      return {
        allocated: state.allocated.add(event.data.shares),
        allocatedPurchases: withValue(state.allocatedPurchases, event.data.purchaseId),
      };
    case "OfferingSharesAdjusted":
      return { ...state, allocated: state.allocated.add(money(event.data.newShares).sub(event.data.previousShares)) };
    case "OfferingSharesReturned":
      return { ...state, allocated: state.allocated.sub(event.data.shares) };
    default:
      return state;
  }
}

/** The `offering` stream's fold. */
export const offeringFold: Fold<OfferingState> = {
  initial: initialOfferingState,
  evolve: evolveOffering,
  // Persisted snapshots: a purchase after a restart does not fold the offering from version 0.
  id: foldId("offering", 1, initialOfferingState, evolveOffering),
};

export function remainingSupply(state: OfferingState): Decimal {
  return money(OFFERING_SUPPLY_SHARES).sub(state.allocated);
}

export type OfferingCommand =
  | { type: "AllocateShares"; purchaseId: string; userId: string; shares: string }
  | { type: "AdjustAllocation"; userId: string; previousShares: string; newShares: string }
  | { type: "ReturnShares"; sellBackId: string; userId: string; shares: string };

export function decideOffering(command: OfferingCommand, state: OfferingState): DomainEvent[] {
  switch (command.type) {
    case "AllocateShares": {
      if (state.allocatedPurchases.has(command.purchaseId)) throw new DomainError("conflict", "Purchase already approved");
      if (money(command.shares).gt(remainingSupply(state)))
        throw new DomainError("rule-violated", `Only ${toShares(remainingSupply(state))} shares remain in this offering.`);
      return [
        {
          type: "OfferingSharesAllocated",
          data: { purchaseId: command.purchaseId, userId: command.userId, shares: toShares(command.shares) },
        },
      ];
    }
    case "AdjustAllocation": {
      const delta = money(command.newShares).sub(command.previousShares);
      if (delta.gt(remainingSupply(state)))
        throw new DomainError("rule-violated", `Only ${toShares(remainingSupply(state))} shares remain in this offering.`);
      return [
        {
          type: "OfferingSharesAdjusted",
          data: { userId: command.userId, previousShares: toShares(command.previousShares), newShares: toShares(command.newShares) },
        },
      ];
    }
    case "ReturnShares":
      return [
        {
          type: "OfferingSharesReturned",
          data: { sellBackId: command.sellBackId, userId: command.userId, shares: toShares(command.shares) },
        },
      ];
    default: {
      const unreachable: never = command;
      throw new Error(`unknown command ${JSON.stringify(unreachable)}`);
    }
  }
}
