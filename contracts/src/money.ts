import Decimal from "decimal.js";
import { z } from "zod";
import { MIN_NET_WITHDRAWAL, WITHDRAWAL_FEE_RATE } from "./constants.js";

/**
 * Money rules (design notes §5): exact decimals everywhere, strings in events, USD rounded to
 * cents half-up when posted, shares in steps of 0.5. Never a JS float on a money path.
 */
export const Money = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP });
export type Money = Decimal;

const decimalPattern = /^-?\d+(\.\d+)?$/;
const centsPattern = /^-?\d+(\.\d{1,2})?$/;
const sharesPattern = /^\d+(\.(0|5|50))?$/;

/** Any exact decimal as a string, e.g. "12.345". */
export const decimalString = z.string().regex(decimalPattern, "must be a decimal number");
/** A USD amount in cents precision, e.g. "12.50". */
export const usdString = z.string().regex(centsPattern, "must be an amount with at most two decimals");
/** A number of shares: a multiple of 0.5, e.g. "2.5". */
export const sharesString = z.string().regex(sharesPattern, "shares move in steps of 0.5");

export function money(value: Decimal.Value): Decimal {
  return new Money(value);
}

/** Rounds to cents, half up, and prints two decimals: the only way a USD amount is posted. */
export function toCents(value: Decimal.Value): string {
  return new Money(value).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2);
}

/** Prints a share count canonically ("2.5", "3"). */
export function toShares(value: Decimal.Value): string {
  const d = new Money(value);
  if (!d.mul(2).isInteger()) throw new Error(`shares must be a multiple of 0.5: ${d.toString()}`);
  return d.toFixed(d.isInteger() ? 0 : 1);
}

export function isHalfStep(value: Decimal.Value): boolean {
  return new Money(value).mul(2).isInteger();
}

const PLAIN_DECIMAL = /^-?\d{1,15}(\.\d{1,15})?$/;

/**
 * For API responses, where the spec's client expects numbers. Only at the edge. A plain decimal
 * string (what the read models give) is read by Number directly: the same double Decimal's
 * toNumber gives, since it too ends in Number of the decimal's string.
 */
export function toApiNumber(value: Decimal.Value): number {
  // Stryker disable next-line ConditionalExpression,EqualityOperator,StringLiteral: skipping the fast path gives the same number (equivalent mutants).
  if (typeof value === "string" && PLAIN_DECIMAL.test(value)) return Number(value);
  return new Money(value).toNumber();
}

/**
 * The one withdrawal calculation: the fee is 5 % of the amount rounded to cents half up (as it
 * is posted to fee income), the net is the amount less that fee: $5.27 pays a fee of $0.26 and
 * nets $5.01.
 */
export function withdrawalSplit(amount: Decimal.Value): { amount: Decimal; fee: Decimal; net: Decimal } {
  const gross = money(amount);
  const fee = money(toCents(gross.mul(WITHDRAWAL_FEE_RATE)));
  return { amount: gross, fee, net: gross.sub(fee) };
}

/**
 * The spec's rule, "amount minus 5% fee at least 5", in its stricter reading: the exact 95 % of
 * the amount, before the fee is rounded to cents, must reach $5. So $5.27 (95 % = $5.0065) is the
 * smallest withdrawal and $5.26 (95 % = $4.997) is refused, although its posted fee ($0.26)
 * would leave $5.00: no rounding ever decides whether a request is allowed.
 */
export function netAfterFeeIsEnough(amount: Decimal.Value): boolean {
  return money(amount).mul(money(1).sub(WITHDRAWAL_FEE_RATE)).gte(MIN_NET_WITHDRAWAL);
}
