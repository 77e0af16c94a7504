/** Display rules (spec §9, issue 27 item 7): money in format-money.ts, dates below. */
export { formatAmount, formatUsd } from "./format-money";

export function toNumber(value: unknown): number {
  const parsed = typeof value === "number" ? value : Number(value);
  return Number.isFinite(parsed) ? parsed : 0;
}

export function formatShares(value: unknown): string {
  return String(toNumber(value));
}

export function formatDate(value: unknown): string {
  if (typeof value !== "string" && typeof value !== "number") return "-";
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? "-" : date.toLocaleDateString("en-GB");
}

export function formatDateTime(value: unknown): string {
  if (typeof value !== "string" && typeof value !== "number") return "-";
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? "-" : date.toLocaleString("en-GB");
}
