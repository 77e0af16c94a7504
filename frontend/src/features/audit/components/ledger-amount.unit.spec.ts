import { describe, expect, it } from "vitest";
import { formatLedgerAmount, isZeroAmount, shortAccount } from "./ledger-amount";

describe("ledger amounts", () => {
  it("when an exact decimal string is shown, then it keeps every cent and groups thousands", () => {
    expect(formatLedgerAmount("1234567890123.45")).toBe("1,234,567,890,123.45");
    expect(formatLedgerAmount("-1250")).toBe("-1,250.00");
    expect(formatLedgerAmount("0.5")).toBe("0.50");
    expect(formatLedgerAmount("-0.00")).toBe("0.00");
    expect(formatLedgerAmount("007.10")).toBe("7.10");
  });

  it("when a total is checked, then only an exact zero counts as zero", () => {
    expect(isZeroAmount("0.00")).toBe(true);
    expect(isZeroAmount("-0")).toBe(true);
    expect(isZeroAmount("0.01")).toBe(false);
    expect(isZeroAmount("")).toBe(false);
  });

  it("when an account is the investor's own, then its kind is shown", () => {
    expect(shortAccount("investor:u1:profit", "u1")).toBe("profit");
    expect(shortAccount("investor:u2:profit", "u1")).toBe("investor:u2:profit");
    expect(shortAccount("platform:treasury", "u1")).toBe("platform:treasury");
  });
});
