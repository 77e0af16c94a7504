import type { DomainEvent } from "@app/contracts";
import { describe, expect, it } from "vitest";
import { decideOffering, evolveOffering, initialOfferingState, remainingSupply } from "./offering.js";

const stateOf = (events: DomainEvent[]) => events.reduce(evolveOffering, initialOfferingState());
const allocate = (purchaseId: string, shares: string, userId = "u1") => ({ type: "AllocateShares", purchaseId, userId, shares }) as const;

describe("the 2,500-share offering", () => {
  it("when purchases are allocated, then the remaining supply shrinks by their shares", () => {
    const events = decideOffering(allocate("p1", "100"), stateOf([]));
    expect(remainingSupply(stateOf(events)).toString()).toBe("2400");
  });

  it("when an allocation would pass 2,500, then it is refused and exactly 2,500 can be allocated", () => {
    let events: DomainEvent[] = [];
    for (let i = 0; i < 25; i++) events = [...events, ...decideOffering(allocate(`p${i}`, "100", `u${i}`), stateOf(events))];
    expect(remainingSupply(stateOf(events)).toString()).toBe("0");
    expect(() => decideOffering(allocate("p-late", "0.5"), stateOf(events))).toThrow("Only 0 shares remain in this offering.");
  });

  it("when the same purchase is allocated twice, then the second is a conflict", () => {
    const events = decideOffering(allocate("p1", "1"), stateOf([]));
    expect(() => decideOffering(allocate("p1", "1"), stateOf(events))).toThrow(expect.objectContaining({ code: "conflict" }));
  });

  it("when an admin edit raises shares beyond the supply, then it is refused; lowering frees supply", () => {
    const full = decideOffering(allocate("p1", "2500"), stateOf([]));
    expect(() =>
      decideOffering({ type: "AdjustAllocation", userId: "u1", previousShares: "2500", newShares: "2500.5" }, stateOf(full)),
    ).toThrow(/remain/);
    const lowered = [
      ...full,
      ...decideOffering({ type: "AdjustAllocation", userId: "u1", previousShares: "100", newShares: "50" }, stateOf(full)),
    ];
    expect(remainingSupply(stateOf(lowered)).toString()).toBe("50");
  });
});
