/** Display rules (spec §9): amounts with two decimals, admin dates in en-GB. */
export function toNumber(value: unknown): number {
  const parsed = typeof value === "number" ? value : Number(value);
  return Number.isFinite(parsed) ? parsed : 0;
}

export function formatAmount(value: unknown): string {
  return toNumber(value).toLocaleString("en-US", {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
}

export function formatUsd(value: unknown): string {
  const amount = toNumber(value);
  const sign = amount < 0 ? "-" : "";
  return `${sign}$${formatAmount(Math.abs(amount))}`;
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
