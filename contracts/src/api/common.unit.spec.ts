import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { decimalCommaMessage, ENTER_VALID_AMOUNT, SHARES_STEP } from "../messages.js";
import { decimalInput, parseDecimalText } from "./common.js";
import { shareCountInput } from "./shares.js";

const amount = decimalInput(ENTER_VALID_AMOUNT);
const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

/** "1234567" → "1,234,567": how people write thousands. */
const grouped = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ",");

describe("amounts: a dot for decimals, commas only between thousands", () => {
  it("when '1,000' is typed, then it is one thousand; '1,000.50' is 1000.50", () => {
    expect(amount.parse("1,000")).toBe("1000");
    expect(amount.parse(" 1,000.50 ")).toBe("1000.50");
    expect(amount.parse("12,345,678")).toBe("12345678");
  });

  it("when '1,5' is typed, then 'Use a dot for decimals: 1.5' and no amount", () => {
    expect(messageOf(amount.safeParse("1,5"))).toBe("Use a dot for decimals: 1.5");
    expect(messageOf(amount.safeParse("12,50"))).toBe(decimalCommaMessage("12.50"));
  });

  it("when '1,5' shares are asked, then the same message and never 15 shares", () => {
    const result = shareCountInput.safeParse("1,5");
    expect(result.success).toBe(false);
    expect(messageOf(result)).toBe("Use a dot for decimals: 1.5");
  });

  it("when the text is not a number (letters, signs, misplaced commas), then the field's own message", () => {
    for (const text of ["abc", "-1", "1.2.3", ",5", "1,00,000", "1,000,5", "", "1e3"]) {
      expect(messageOf(amount.safeParse(text))).toBe(ENTER_VALID_AMOUNT);
    }
    expect(messageOf(shareCountInput.safeParse("0,5,"))).toBe(SHARES_STEP);
  });

  it("when any whole number is written with thousands commas, then it reads as the same number without them", () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 1000n, max: 10n ** 15n }), fc.option(fc.integer({ min: 0, max: 99 })), (whole, cents) => {
        const plain = cents === null ? String(whole) : `${whole}.${String(cents).padStart(2, "0")}`;
        const [intPart, fraction] = plain.split(".");
        const typed = fraction === undefined ? grouped(intPart ?? "") : `${grouped(intPart ?? "")}.${fraction}`;
        expect(amount.parse(typed)).toBe(plain);
      }),
    );
  });

  it("when a comma stands before one, two or four-plus digits, then it is never read as thousands", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 999_999 }), fc.stringMatching(/^\d{1,2}$|^\d{4,8}$/), (whole, after) => {
        const result = parseDecimalText(`${whole},${after}`);
        expect(result).toEqual({ comma: `${whole}.${after}` });
        expect(amount.safeParse(`${whole},${after}`).success).toBe(false);
      }),
    );
  });

  it("when a plain decimal is typed, then it comes back unchanged", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{1,12}(\.\d{1,6})?$/), (text) => {
        expect(amount.parse(text)).toBe(text);
      }),
    );
  });
});
