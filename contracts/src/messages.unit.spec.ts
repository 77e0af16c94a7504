import { describe, expect, it } from "vitest";
import { holdPeriodText, sellBackNotYetEligible, sellBackRule } from "./messages.js";

describe("sell-back hold period in words", () => {
  it("when the days are about whole months, then months are named; else the days", () => {
    expect(holdPeriodText(182)).toBe("6 months");
    expect(holdPeriodText(30)).toBe("1 month");
    expect(holdPeriodText(365)).toBe("12 months");
    expect(holdPeriodText(10)).toBe("10 days");
    expect(holdPeriodText(1)).toBe("1 day");
    expect(holdPeriodText(45)).toBe("45 days");
  });

  it("when the hold is the default, then the refusal reads as the spec writes it", () => {
    expect(sellBackNotYetEligible(182, "2 July 2026")).toBe(
      "Shares can be sold 6 months after purchase. Your next shares become eligible on 2 July 2026.",
    );
  });
});

describe("the sell screen's rule", () => {
  it("names the hold period, or says 'as soon as' when there is none", () => {
    expect(sellBackRule(182, "10%")).toContain("Shares can be sold back 6 months after their purchase was approved, oldest first");
    expect(sellBackRule(0, "10%")).toContain("Shares can be sold back as soon as their purchase is approved, oldest first");
  });
});
