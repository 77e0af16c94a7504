import { describe, expect, it } from "vitest";
import { expectOutputs } from "@/testing/expect-outputs";
import { formatAmount, formatUsd } from "./format";

describe("formatUsd", () => {
  it("when given exact decimal strings, then they read as en-NG US dollars with two decimals", () => {
    expectOutputs(formatUsd, { "1000": "$1,000.00", "0.10": "$0.10", "1234567.89": "$1,234,567.89", "1234.5": "$1,234.50" });
  });

  it("when an amount is too large for a float, then every digit is kept", () => {
    expect(formatUsd("90071992547409931.23")).toBe("$90,071,992,547,409,931.23");
  });

  it("when an amount has more than two decimals, then it rounds half away from zero on the string", () => {
    expectOutputs(formatUsd, { "1.005": "$1.01", "-1.005": "-$1.01", "0.004": "$0.00" });
  });

  it("when the amount is negative, numeric or missing, then it still reads as money", () => {
    expect(formatUsd("-2")).toBe("-$2.00");
    expect(formatUsd(5)).toBe("$5.00");
    expect(formatUsd(undefined)).toBe("$0.00");
    expect(formatUsd("abc")).toBe("$0.00");
    expect(formatAmount("1234.5")).toBe("1,234.50");
  });

  it("when en-NG formats USD without a pinned symbol, then Node 20's ICU writes US$ (why the symbol is pinned)", () => {
    const icu = new Intl.NumberFormat("en-NG", { style: "currency", currency: "USD" }).format(1000);
    expect(icu).toBe("US$1,000.00");
    expect(formatUsd("1000")).toBe("$1,000.00");
  });
});
