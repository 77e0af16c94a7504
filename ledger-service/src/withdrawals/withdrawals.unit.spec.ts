import { describe, expect, it } from "vitest";
import { checkWithdrawalInput } from "./withdrawals.js";

const valid = { amount: "10", wallet: " 0xabc ", network: "USDT TRC20", source: "profit" };

describe("withdrawal input checks", () => {
  it("when every field is fine, then the trimmed, typed request", () => {
    expect(checkWithdrawalInput(valid)).toEqual({ amount: "10", wallet: "0xabc", network: "USDT TRC20", source: "profit" });
  });

  it("when several fields are wrong, then the spec's first failing rule speaks", () => {
    expect(() => checkWithdrawalInput({ amount: "1.234", wallet: "" })).toThrow("Enter a valid amount");
    expect(() => checkWithdrawalInput({ amount: "0" })).toThrow("Enter a valid amount");
    expect(() => checkWithdrawalInput({ amount: "5.25" })).toThrow("After fees, you must receive at least $5. Increase the amount.");
    expect(() => checkWithdrawalInput({ ...valid, amount: "5.27", wallet: "  " })).toThrow("Wallet and network are required");
    expect(() => checkWithdrawalInput({ ...valid, network: undefined })).toThrow("Wallet and network are required");
    expect(() => checkWithdrawalInput({ ...valid, network: "TRC20" })).toThrow("Network must be one of");
    expect(() => checkWithdrawalInput({ ...valid, source: "loan" })).toThrow("Source must be profit or reward");
  });

  it("when the net after the 5% fee (rounded half up to cents) is exactly $5, then it is allowed", () => {
    expect(checkWithdrawalInput({ ...valid, amount: "5.26" }).amount).toBe("5.26");
  });
});
