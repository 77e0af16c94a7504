import type { DomainEvent } from "@app/contracts";
import { describe, expect, it } from "vitest";
import { transferMismatch } from "./transfer-totals.js";

const credit = (amount: string, transfers: Array<{ debit: string; credit: string; amount: string }>) =>
  ({
    type: "ProfitCredited",
    data: { runId: "r", percentage: "2", shares: "1", pricePerShare: "100", amount, transfers },
  }) as DomainEvent;
const line = (amount: string) => ({ debit: "platform:profit-expense", credit: "investor:u:profit", amount });

describe("each event's transfers match its amounts", () => {
  it("when a profit credit's transfer carries its amount, then it matches", () => {
    expect(transferMismatch(credit("2.00", [line("2.00")]))).toBeNull();
  });

  it("when the transfer carries less than the event's amount, then the difference is named", () => {
    expect(transferMismatch(credit("2.00", [line("1.99")]))).toBe("transfers total 1.99, its amounts 2.00");
  });

  it("when a transfer moves nothing or goes from an account to itself, then it is named", () => {
    expect(transferMismatch(credit("0.00", [line("0.00")]))).toMatch(/^a transfer of 0.00/);
    expect(transferMismatch(credit("2.00", [{ debit: "x", credit: "x", amount: "2.00" }]))).toMatch(/from x to x/);
  });

  it("when a manual loan payment's excess goes to profit, then the transfers total what was received", () => {
    const repaid = {
      type: "LoanRepaid",
      data: {
        loanId: "l",
        source: "manual",
        amount: "50.00",
        received: "60.00",
        excessCreditedToProfit: true,
        balanceAfter: "0.00",
        note: "",
        paidOff: true,
        at: "2026-01-01T00:00:00.000Z",
        transfers: [
          { debit: "platform:treasury", credit: "investor:u:loan-receivable", amount: "50.00" },
          { debit: "platform:treasury", credit: "investor:u:profit", amount: "10.00" },
        ],
      },
    } as DomainEvent;
    expect(transferMismatch(repaid)).toBeNull();
  });

  it("when an event that moves no money carries a transfer, then it is named", () => {
    const rejected = { type: "SharePurchaseRejected", data: { purchaseId: "p", transfers: [line("1.00")] } } as unknown as DomainEvent;
    expect(transferMismatch(rejected)).toBe("transfers total 1.00, its amounts 0.00");
  });
});
