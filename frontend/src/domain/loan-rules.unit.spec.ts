import { describe, expect, it } from "vitest";
import {
  companyCharge,
  investmentCapital,
  loanLimits,
  loanPercentage,
  repaidPercent,
  repaymentLabel,
  totalPayable,
  validateLoanAmount,
  validateManualPayment,
} from "./loan-rules";

describe("loan figures", () => {
  it("when an investor holds 2.5 shares, then capital is $250, min $2.50 and max $50", () => {
    expect(investmentCapital(2.5)).toBe(250);
    expect(loanLimits(2.5)).toEqual({ min: 2.5, max: 50 });
  });

  it("when $25 is requested, then the charge is $2.50 and the total $27.50", () => {
    expect(companyCharge(25)).toBe(2.5);
    expect(totalPayable(25)).toBe(27.5);
  });

  it("when the charge has a half cent, then it rounds half up", () => {
    expect(companyCharge(10.05)).toBe(1.01);
    expect(totalPayable(10.05)).toBe(11.06);
  });

  it("when $25 is asked on $250 capital, then the percentage sent is 10", () => {
    expect(loanPercentage(25, 2.5)).toBe(10);
    expect(loanPercentage(10, 0)).toBe(0);
  });
});

describe("validateLoanAmount", () => {
  it("when inside 1%..20% of capital, then no message", () => {
    expect(validateLoanAmount("2.50", 2.5)).toBeNull();
    expect(validateLoanAmount("50", 2.5)).toBeNull();
  });

  it.each([[""], ["x"], ["2.49"], ["50.01"]])("when %j, then the range message with two decimals", (value) => {
    expect(validateLoanAmount(value, 2.5)).toBe("Loan must be between $2.50 and $50.00");
  });

  it("when the investor has no shares, then every amount is refused", () => {
    expect(validateLoanAmount("1", 0)).toBe("Loan must be between $0.00 and $0.00");
  });
});

describe("repayment progress", () => {
  it("when $11 of $27.50 remains, then 60.0% is repaid", () => {
    expect(repaidPercent(27.5, 11)).toBe(60);
    expect(repaymentLabel(27.5, 11)).toBe("60.0% repaid");
  });

  it("when a third is repaid, then the percent has one decimal", () => {
    expect(repaidPercent(30, 20)).toBe(33.3);
  });

  it("when nothing remains, then 'Fully repaid' and 100 at most", () => {
    expect(repaymentLabel(27.5, 0)).toBe("Fully repaid");
    expect(repaidPercent(27.5, -5)).toBe(100);
  });
});

describe("validateManualPayment", () => {
  it("when amount or receipt is missing, then the spec's message", () => {
    expect(validateManualPayment("", "/uploads/a.png")).toBe("Please enter amount and upload receipt");
    expect(validateManualPayment("10", "")).toBe("Please enter amount and upload receipt");
    expect(validateManualPayment("10", "/uploads/a.png")).toBeNull();
  });
});
