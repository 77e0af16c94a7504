import { describe, expect, it } from "vitest";
import { given, investorWithShares, purchaseRequest } from "../../testing/given-when-then.js";

const buy = (shares: string, purchaseId = "p-2", offeringRemaining = "2500") => purchaseRequest(shares, purchaseId, offeringRemaining);

describe("share purchases", () => {
  it("when an investor asks for 2.5 shares at $100, then a request for $250.00 at the locked price is recorded", () => {
    expect(given([]).when(buy("2.5"))).toEqual([
      {
        type: "SharePurchaseRequested",
        data: expect.objectContaining({ shares: "2.5", pricePerShare: "100.00", amount: "250.00", network: "TRC20" }),
      },
    ]);
  });

  it("when owned + pending + asked would pass 100, then 'You can only buy up to {n} shares.'", () => {
    const past = [...investorWithShares("60"), ...given(investorWithShares("60")).when(buy("30", "p-9"))];
    expect(() => given(past).when(buy("10.5", "p-10"))).toThrow("You can only buy up to 10 shares.");
    expect(given(past).when(buy("10", "p-10"))).toHaveLength(1);
  });

  it("when the offering has fewer shares left than asked, then it is refused", () => {
    expect(() => given([]).when(buy("5", "p-3", "4.5"))).toThrow("Only 4.5 shares remain in this offering.");
  });

  it("when approved, then treasury receives shares x locked price and share capital grows", () => {
    const requested = given([]).when(buy("2.5"));
    const [approved] = given(requested).when({ type: "ApproveSharePurchase", purchaseId: "p-2" });
    expect(approved?.data).toMatchObject({
      amount: "250.00",
      transfers: [{ debit: "platform:treasury", credit: "platform:share-capital", amount: "250.00" }],
    });
  });

  it("when a purchase is approved twice, then the second is a conflict (409)", () => {
    expect(() => given(investorWithShares("1")).when({ type: "ApproveSharePurchase", purchaseId: "p-1" })).toThrow(
      expect.objectContaining({ code: "conflict" }),
    );
  });
});
