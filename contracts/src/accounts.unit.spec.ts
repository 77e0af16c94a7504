import { describe, expect, it } from "vitest";
import { balanceColumns, normalBalance, normalSide } from "./accounts.js";

const profit = "investor:0b7f6a52-3c1d-4e8f-9a21-5d6c7b8e9f01:profit";
const loan = "investor:0b7f6a52-3c1d-4e8f-9a21-5d6c7b8e9f01:loan-receivable";

describe("the normal side of an account", () => {
  it("when the account is a liability, income or equity, then it is credit-normal; assets and expenses are debit-normal", () => {
    expect([profit, "platform:fee-income", "platform:share-capital"].map(normalSide)).toEqual(["credit", "credit", "credit"]);
    expect([loan, "platform:treasury", "platform:profit-expense"].map(normalSide)).toEqual(["debit", "debit", "debit"]);
  });

  it("when an investor's profit holds 249.50 (credits - debits), then it is a positive Credit balance to the cent", () => {
    expect(balanceColumns(profit, "249.5")).toEqual({ debit: null, credit: "249.50" });
    expect(normalBalance(profit, "249.5")).toBe("249.50");
  });

  it("when the treasury holds 1,250.00 (credits - debits = -1250), then it is a positive Debit balance", () => {
    expect(balanceColumns("platform:treasury", "-1250")).toEqual({ debit: "1250.00", credit: null });
    expect(normalBalance(loan, "-250.00")).toBe("250.00");
  });

  it("when a balance is zero, then it sits on the account's normal side without a sign", () => {
    expect(balanceColumns("platform:treasury", "0")).toEqual({ debit: "0.00", credit: null });
    expect(balanceColumns("platform:fee-income", "-0.00")).toEqual({ debit: null, credit: "0.00" });
    expect(normalBalance("platform:treasury", "0")).toBe("0.00");
  });

  it("when a credit-normal account is overdrawn, then its balance shows on the Debit side (never a negative credit)", () => {
    expect(balanceColumns(profit, "-10.01")).toEqual({ debit: "10.01", credit: null });
  });
});
