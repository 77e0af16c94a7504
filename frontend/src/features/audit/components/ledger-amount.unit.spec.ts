import { describe, expect, it } from "vitest";
import { expectOutputs } from "@/testing/expect-outputs";
import { formatLedgerAmount, isZeroAmount, shortAccount } from "./ledger-amount";

describe("ledger amounts", () => {
  it("when an exact decimal string is shown, then it keeps every cent and groups thousands", () => {
    expectOutputs(formatLedgerAmount, {
      "1234567890123.45": "1,234,567,890,123.45",
      "-1250": "-1,250.00",
      "0.5": "0.50",
      "-0.00": "0.00",
      "007.10": "7.10",
    });
  });

  it("when a total is checked, then only an exact zero counts as zero", () => {
    expectOutputs(isZeroAmount, { "0.00": true, "-0": true, "0.01": false, "": false });
  });

  it("when an account is the investor's own, then its kind is shown", () => {
    expect(shortAccount("investor:u1:profit", "u1")).toBe("profit");
    expect(shortAccount("investor:u2:profit", "u1")).toBe("investor:u2:profit");
    expect(shortAccount("platform:treasury", "u1")).toBe("platform:treasury");
  });
});
