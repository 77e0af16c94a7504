import { describe, expect, it } from "vitest";
import { estimatedShareValue, isValidShareCount, parseRemaining, remainingShares, validatePurchase } from "./share-rules";

const valid = { shares: "2.5", maxShares: 100, loggedIn: true, proofUrl: "/uploads/p.png", agreed: true };

describe("share figures", () => {
  it("when 2.5 shares are owned, then 97.5 remain under the cap", () => {
    expect(remainingShares(2.5)).toBe(97.5);
    expect(remainingShares(100)).toBe(0);
    expect(remainingShares(120)).toBe(0);
  });

  it("when 2.5 shares are worth $100 each, then the estimate is $250", () => {
    expect(estimatedShareValue(2.5, 100)).toBe(250);
  });

  it("when remaining is absent or junk, then it defaults to 100", () => {
    expect(parseRemaining(null)).toBe(100);
    expect(parseRemaining("abc")).toBe(100);
    expect(parseRemaining("97.5")).toBe(97.5);
  });

  it("when shares are not in steps of 0.5, then the count is invalid", () => {
    expect(isValidShareCount(0.5)).toBe(true);
    expect(isValidShareCount(3)).toBe(true);
    expect(isValidShareCount(0.3)).toBe(false);
    expect(isValidShareCount(0)).toBe(false);
  });
});

describe("validatePurchase", () => {
  it("when everything is in order, then no message", () => {
    expect(validatePurchase(valid)).toBeNull();
  });

  it("when more than the remaining shares are asked, then the cap message", () => {
    expect(validatePurchase({ ...valid, shares: "98", maxShares: 97.5 })).toBe("You can only buy up to 97.5 shares.");
  });

  it("when logged out, without proof, or without agreement, then the spec's messages in order", () => {
    expect(validatePurchase({ ...valid, loggedIn: false })).toBe("You must be logged in.");
    expect(validatePurchase({ ...valid, proofUrl: "" })).toBe("Please upload transaction proof.");
    expect(validatePurchase({ ...valid, agreed: false })).toBe("You must agree to the Policy & Risk terms.");
  });
});
