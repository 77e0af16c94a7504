import { describe, expect, it } from "vitest";
import { meetsMinimumNet, validateWithdrawal, withdrawalFee, withdrawalNet } from "./withdrawal-rules";

const balances = { profitBalance: 100, referralRewardBalance: 20 };
const valid = { amount: "50", wallet: "TXwallet", network: "USDT TRC20", source: "profit" as const };

describe("withdrawal figures", () => {
  it("when 100 is withdrawn, then the fee is 5.00 and the net 95.00", () => {
    expect(withdrawalFee(100)).toBe(5);
    expect(withdrawalNet(100)).toBe(95);
  });

  it("when amounts have cents, then fee and net stay exact to the cent and add up", () => {
    expect(withdrawalFee(10.1)).toBe(0.51);
    expect(withdrawalNet(10.1)).toBe(9.59);
    expect(withdrawalFee(0.1 + 0.2)).toBe(0.02);
  });

  it("when the net after fees is below $5, then the minimum is not met", () => {
    expect(meetsMinimumNet(5)).toBe(false);
    expect(meetsMinimumNet(5.26)).toBe(false);
    expect(meetsMinimumNet(5.27)).toBe(true);
  });
});

describe("validateWithdrawal", () => {
  it("when everything is in order, then there is no message", () => {
    expect(validateWithdrawal(valid, balances)).toBeNull();
  });

  it.each([[""], ["abc"], ["-3"]])("when the amount is %j, then 'Enter a valid amount'", (amount) => {
    expect(validateWithdrawal({ ...valid, amount }, balances)).toBe("Enter a valid amount");
  });

  it("when the net is under $5, then the spec's message", () => {
    expect(validateWithdrawal({ ...valid, amount: "5" }, balances)).toBe("After fees, you must receive at least $5. Increase the amount.");
  });

  it("when profit is short, then 'Insufficient profit balance'", () => {
    expect(validateWithdrawal({ ...valid, amount: "100.01" }, balances)).toBe("Insufficient profit balance");
  });

  it("when the reward balance is short, then 'Insufficient referral reward balance'", () => {
    expect(validateWithdrawal({ ...valid, amount: "21", source: "reward" }, balances)).toBe("Insufficient referral reward balance");
  });

  it("when wallet or network is missing, then a required message", () => {
    expect(validateWithdrawal({ ...valid, wallet: " " }, balances)).toMatch(/required/);
    expect(validateWithdrawal({ ...valid, network: "" }, balances)).toMatch(/required/);
  });
});
