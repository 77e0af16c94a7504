import { describe, expect, it } from "vitest";
import { liabilityAccount, liabilityLeafOf, liabilityTotals } from "./leaves.js";

const account = `0x${"12".repeat(32)}`;

describe("liability leaves", () => {
  it("when balances are dollars and half shares, then the leaf holds whole cents and half shares as decimal strings", () => {
    expect(liabilityLeafOf({ account, profitBalance: "1234.56", rewardBalance: "0.05", shares: "3.5" })).toEqual([
      account,
      "123456",
      "5",
      "7",
    ]);
    expect(liabilityLeafOf({ account, profitBalance: "0", rewardBalance: "0.00", shares: "100.0" })).toEqual([account, "0", "0", "200"]);
  });

  it("when a balance is not whole cents, a share not a half step or a balance negative, then no leaf is made", () => {
    expect(() => liabilityLeafOf({ account, profitBalance: "1.005", rewardBalance: "0", shares: "1" })).toThrow(/profit balance/);
    expect(() => liabilityLeafOf({ account, profitBalance: "1", rewardBalance: "0", shares: "1.25" })).toThrow(/shares/);
    expect(() => liabilityLeafOf({ account, profitBalance: "1", rewardBalance: "-0.01", shares: "1" })).toThrow(/reward balance/);
  });

  it("when leaves are summed, then the totals are exact whatever their size", () => {
    const big = "9".repeat(30);
    expect(
      liabilityTotals([
        [account, big, "5", "7"],
        [account, "1", "10", "1"],
      ]),
    ).toEqual({ profitCents: `1${"0".repeat(30)}`, rewardCents: "15", shareHalves: "8" });
  });

  it("when an account is made, then it is 32 bytes of hex, the same for one salt and id, and differs by salt or id", () => {
    const salt = Buffer.alloc(32, 1);
    const a = liabilityAccount(salt, "user-a");
    expect(a).toMatch(/^0x[0-9a-f]{64}$/);
    expect(liabilityAccount(Buffer.from(salt), "user-a")).toBe(a);
    expect(liabilityAccount(Buffer.alloc(32, 2), "user-a")).not.toBe(a);
    expect(liabilityAccount(salt, "user-b")).not.toBe(a);
    expect(a).not.toContain("user-a");
  });
});
