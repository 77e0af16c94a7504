import Decimal from "decimal.js";
import { describe, expect, it } from "vitest";
import { toApiNumber } from "./money.js";

describe("toApiNumber: the numbers API responses carry", () => {
  it("when given the read models' decimal strings, then each is the very number Decimal gives", () => {
    const samples = ["0", "0.00", "-0.00", "12.34", "-12.34", "0.1", "0.3", "100000000.01", "123456789012345.67", "2.5", "99999.999999"];
    for (let i = 0; i < 2000; i++) samples.push((Math.floor(Math.random() * 1e12) / 100).toFixed(2), (Math.random() * 1000).toFixed(6));
    for (const s of samples) expect(Object.is(toApiNumber(s), new Decimal(s).toNumber())).toBe(true);
  });

  it("when given other forms (exponents, Decimals, numbers), then they are read through Decimal as before", () => {
    expect(toApiNumber("1e3")).toBe(1000);
    expect(toApiNumber(new Decimal("7.25"))).toBe(7.25);
    expect(toApiNumber(3)).toBe(3);
    expect(() => toApiNumber("twelve")).toThrow();
  });

  it("when a string only starts or ends like a decimal, then it is refused, never answered as NaN", () => {
    for (const malformed of ["12abc", "abc12", "1.x", ".5x", "--1"]) expect(() => toApiNumber(malformed), malformed).toThrow();
  });
});
