import { LOAN_CAPITAL_PER_SHARE, LOAN_CHARGE_PERCENT, LOAN_MAX_PERCENT, LOAN_MIN_PERCENT } from "@/config/constants";
import { cappedPercent } from "@/lib/progress";
import { fromCents, parseAmount, percentOf, toCents } from "./cents";

/** Investment capital for loans: shares valued at a fixed $100 each (spec §5). */
export function investmentCapital(sharesOwned: number): number {
  return fromCents(toCents(sharesOwned * LOAN_CAPITAL_PER_SHARE));
}

export function loanLimits(sharesOwned: number): { min: number; max: number } {
  const capital = investmentCapital(sharesOwned);
  return { min: percentOf(capital, LOAN_MIN_PERCENT), max: percentOf(capital, LOAN_MAX_PERCENT) };
}

/** The company charge: 10% of the requested amount, to the cent. */
export function companyCharge(amount: number): number {
  return percentOf(amount, LOAN_CHARGE_PERCENT);
}

export function totalPayable(amount: number): number {
  return fromCents(toCents(amount) + toCents(companyCharge(amount)));
}

/** The percentage sent to the server: amount / capital * 100. */
export function loanPercentage(amount: number, sharesOwned: number): number {
  const capital = investmentCapital(sharesOwned);
  return capital > 0 ? (amount / capital) * 100 : 0;
}

export function validateLoanAmount(value: string, sharesOwned: number): string | null {
  const { min, max } = loanLimits(sharesOwned);
  const amount = parseAmount(value);
  if (amount === null || amount < min || amount > max || amount <= 0) {
    return `Loan must be between $${min.toFixed(2)} and $${max.toFixed(2)}`;
  }
  return null;
}

/** Share of the total payable already repaid, capped at 100, one decimal. */
export function repaidPercent(total: number, remaining: number): number {
  return cappedPercent(total - Math.max(0, remaining), total);
}

export function repaymentLabel(total: number, remaining: number): string {
  if (remaining <= 0) return "Fully repaid";
  return `${repaidPercent(total, remaining).toFixed(1)}% repaid`;
}

export function validateManualPayment(amount: string, proofUrl: string): string | null {
  const parsed = parseAmount(amount);
  if (parsed === null || parsed <= 0 || !proofUrl) return "Please enter amount and upload receipt";
  return null;
}
