/** Display rules (spec §9, issue 27 item 7): money in format-money.ts, dates below. */
export { DEFAULT_TIME_ZONE, formatDate, formatDateTime, investorTimeZone, monthKey, setInvestorTimeZone } from "./format-date";
export { formatAmount, formatUsd } from "./format-money";

export function toNumber(value: unknown): number {
  const parsed = typeof value === "number" ? value : Number(value);
  return Number.isFinite(parsed) ? parsed : 0;
}

export function formatShares(value: unknown): string {
  return String(toNumber(value));
}
