import { describe, expect, it } from "vitest";
import {
  decimalString,
  isHalfStep,
  Money,
  money,
  netAfterFeeIsEnough,
  sharesString,
  toApiNumber,
  toCents,
  toShares,
  usdString,
  withdrawalSplit,
} from "./money.js";

const message = (schema: typeof decimalString, value: string) => schema.safeParse(value).error?.issues[0]?.message;
const accepted = (schema: typeof decimalString, values: string[]) => values.filter((v) => schema.safeParse(v).success);

describe("money formats: what an event or a request may carry", () => {
  it("when a decimal is written plainly (sign, digits, optional fraction), then it is accepted; anything around it is refused", () => {
    const good = ["0", "12", "-3", "12.345", "-0.5", "100000000000.000001"];
    const bad = ["", "12.", ".5", "1e3", "1.2.3", " 1", "1 ", "x1", "1x", "--1", "+1", "1,5", "-", "12.3a"];
    expect(accepted(decimalString, [...good, ...bad])).toEqual(good);
    expect(message(decimalString, "abc")).toBe("must be a decimal number");
  });

  it("when a USD amount has at most two decimals, then it is accepted; three decimals or stray characters are refused", () => {
    const good = ["0", "7", "12.5", "12.50", "-3.01", "1000000"];
    const bad = ["", "12.505", "12.", ".50", "a12.5", "12.5a", "12.5 ", "1e2", "-", "1.2.3"];
    expect(accepted(usdString, [...good, ...bad])).toEqual(good);
    expect(message(usdString, "1.234")).toBe("must be an amount with at most two decimals");
  });

  it("when shares are whole or a half (2.5, 3, 3.0, 2.50), then accepted; quarters, signs and other digits are refused", () => {
    const good = ["0", "3", "2.5", "3.0", "2.50", "100"];
    const bad = ["", "2.25", "2.05", "2.55", "2.", ".5", "-1", "x2.5", "2.5x", "2.500", "1e1", "2.1"];
    expect(accepted(sharesString, [...good, ...bad])).toEqual(good);
    expect(message(sharesString, "2.25")).toBe("shares move in steps of 0.5");
  });
});

describe("money arithmetic: exact decimals, cents half up", () => {
  it("when a third is taken, then it keeps 40 significant digits (no float, no 20-digit default)", () => {
    expect(money(1).div(3).toString()).toBe(`0.${"3".repeat(40)}`);
    expect(money(2).div(3).toString()).toBe(`0.${"6".repeat(39)}7`);
    expect(Money.precision).toBe(40);
    expect(Money.rounding).toBe(Money.ROUND_HALF_UP);
  });

  it("when an amount is posted, then it is rounded to cents half up (away from zero) and printed with two decimals", () => {
    expect(["1.005", "1.004", "-1.005", "2", "0.1", "19.995", "0", "123456789.125"].map(toCents)).toEqual([
      "1.01",
      "1.00",
      "-1.01",
      "2.00",
      "0.10",
      "20.00",
      "0.00",
      "123456789.13",
    ]);
    expect(toCents(money("0.125"))).toBe("0.13");
  });

  it("when shares are printed, then halves keep one decimal and whole counts none; a quarter is an error", () => {
    expect(["2.5", "3", "3.0", "2.50", "0", "100.5"].map(toShares)).toEqual(["2.5", "3", "3", "2.5", "0", "100.5"]);
    expect(() => toShares("2.25")).toThrow("shares must be a multiple of 0.5: 2.25");
    expect(() => toShares("0.1")).toThrow("shares must be a multiple of 0.5: 0.1");
  });

  it("when a count is a multiple of 0.5, then it is a half step; otherwise not", () => {
    expect(["2.5", "3", "0", "-1.5", "2.25", "0.1", "2.75"].map(isHalfStep)).toEqual([true, true, true, true, false, false, false]);
  });

  it("when the API prints a read model's decimal, then it is the same number whichever path reads it, up to 15 digits each side", () => {
    expect(toApiNumber("123456789012345.123456789012345")).toBe(123456789012345.12);
    expect(toApiNumber("-0.5")).toBe(-0.5);
    expect(toApiNumber("1234567890123456")).toBe(1234567890123456);
    expect(toApiNumber(money("0.1").add("0.2"))).toBe(0.3);
  });
});

describe("the withdrawal rule: a 5 % fee to the cent, and 95 % of the amount must reach $5", () => {
  it("when amounts are split, then the fee is 5 % rounded half up to the cent and the net is the rest", () => {
    const split = (amount: string) => {
      const s = withdrawalSplit(amount);
      return [s.amount.toString(), toCents(s.fee), toCents(s.net)];
    };
    expect(split("5.27")).toEqual(["5.27", "0.26", "5.01"]);
    expect(split("10")).toEqual(["10", "0.50", "9.50"]);
    expect(split("0.10")).toEqual(["0.1", "0.01", "0.09"]);
    expect(split("0.09")).toEqual(["0.09", "0.00", "0.09"]);
    expect(split("1234.57")).toEqual(["1234.57", "61.73", "1172.84"]);
  });

  it("when 95 % of the amount is $5 or more, then enough: $5.27 yes, $5.26 no, and no rounding of the fee decides", () => {
    expect(["5.27", "5.26", "5.2632", "5.2631", "100", "0", "-10"].map(netAfterFeeIsEnough)).toEqual([
      true,
      false,
      true,
      false,
      true,
      false,
      false,
    ]);
    expect(netAfterFeeIsEnough(money("5.27"))).toBe(true);
  });
});
