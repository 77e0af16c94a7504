/**
 * The loan screens' figures, in decimals (contracts' Money, half up to the cent). The server
 * decides the loan and answers the capital and the Min/Max (GET /api/loans/limits); these only
 * show it and turn the typed amount into the percentage of that same capital.
 */
import { LOAN_CHARGE_RATE } from "@app/contracts/constants";
import { Money } from "@app/contracts/money";
import { cappedPercent } from "@/lib/progress";

const cents = (value: Money | number | string) => new Money(value).toDecimalPlaces(2);
const amountOf = (text: string) => (/^\d+(\.\d+)?$/.test(text.trim()) ? new Money(text.trim()) : new Money(0));

/** The company charge (10 % to the cent) and the total payable for a typed amount. */
export function loanCharges(amount: string): { charge: number; total: number } {
  const value = cents(amountOf(amount));
  const charge = cents(value.times(LOAN_CHARGE_RATE));
  return { charge: charge.toNumber(), total: value.plus(charge).toNumber() };
}

/** The percentage sent to the server: amount / capital x 100, with the server's own capital. */
export function loanPercentage(amount: string, capital: number): number {
  return capital > 0 ? amountOf(amount).dividedBy(capital).times(100).toNumber() : 0;
}

/** Whether a typed amount lies within the server's Min/Max (to the cent). */
export function withinLimits(amount: string, limits: { minLoan: number; maxLoan: number }): boolean {
  const value = cents(amountOf(amount));
  return value.gte(cents(limits.minLoan)) && value.lte(cents(limits.maxLoan));
}

/** Share of the total payable already repaid, capped at 100, one decimal. */
export function repaidPercent(total: number, remaining: number): number {
  return cappedPercent(total - Math.max(0, remaining), total);
}

export function repaymentLabel(total: number, remaining: number): string {
  if (remaining <= 0) return "Fully repaid";
  return `${repaidPercent(total, remaining).toFixed(1)}% repaid`;
}
