/**
 * The loan screens' figures, in decimals (contracts' Money, half up to the cent) from the
 * contracts' constants. The server decides the loan; these only show it.
 */
import { LOAN_CAPITAL_PER_SHARE, LOAN_CHARGE_RATE, LOAN_MAX_PERCENT, LOAN_MIN_PERCENT } from "@app/contracts/constants";
import { Money } from "@app/contracts/money";
import { cappedPercent } from "@/lib/progress";

const cents = (value: Money | number | string) => new Money(value).toDecimalPlaces(2);
const amountOf = (text: string) => (/^\d+(\.\d+)?$/.test(text.trim()) ? new Money(text.trim()) : new Money(0));

/** Investment capital for loans: shares valued at a fixed $100 each (spec §5). */
export function investmentCapital(sharesOwned: number): number {
  return cents(new Money(sharesOwned).times(LOAN_CAPITAL_PER_SHARE)).toNumber();
}

/** The 1 %..20 % of capital a loan may be (shown on the form; the server checks it). */
export function loanLimits(sharesOwned: number): { min: number; max: number } {
  const capital = investmentCapital(sharesOwned);
  const percent = (p: string) => cents(new Money(capital).times(p).dividedBy(100)).toNumber();
  return { min: percent(LOAN_MIN_PERCENT), max: percent(LOAN_MAX_PERCENT) };
}

/** The company charge (10 % to the cent) and the total payable for a typed amount. */
export function loanCharges(amount: string): { charge: number; total: number } {
  const value = cents(amountOf(amount));
  const charge = cents(value.times(LOAN_CHARGE_RATE));
  return { charge: charge.toNumber(), total: value.plus(charge).toNumber() };
}

/** The percentage sent to the server: amount / capital x 100. */
export function loanPercentage(amount: string, sharesOwned: number): number {
  const capital = investmentCapital(sharesOwned);
  return capital > 0 ? amountOf(amount).dividedBy(capital).times(100).toNumber() : 0;
}

/** Share of the total payable already repaid, capped at 100, one decimal. */
export function repaidPercent(total: number, remaining: number): number {
  return cappedPercent(total - Math.max(0, remaining), total);
}

export function repaymentLabel(total: number, remaining: number): string {
  if (remaining <= 0) return "Fully repaid";
  return `${repaidPercent(total, remaining).toFixed(1)}% repaid`;
}
