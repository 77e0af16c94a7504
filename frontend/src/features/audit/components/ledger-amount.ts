/**
 * Ledger amounts arrive as exact decimal strings ("-1234.5"); they are shown with thousands
 * separators and two decimals by string work alone, so no float ever rounds an auditor's cent.
 */
export function formatLedgerAmount(value: string | null | undefined): string {
  const text = (value ?? "").trim();
  const match = /^(-)?(\d*)(?:\.(\d*))?$/.exec(text);
  if (!text || !match) return text || "0.00";
  const [, sign = "", whole = "", fraction = ""] = match;
  const cents = `${fraction}00`.slice(0, 2);
  const grouped = (whole.replace(/^0+(?=\d)/, "") || "0").replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  const isZero = /^0*$/.test(whole) && /^0*$/.test(fraction);
  return `${isZero ? "" : sign}${grouped}.${cents}`;
}

/** True when a decimal string is exactly zero ("0", "0.00", "-0.00"). */
export function isZeroAmount(value: string | null | undefined): boolean {
  return /^-?0*(\.0*)?$/.test((value ?? "").trim()) && (value ?? "").trim() !== "";
}

/** An investor's own accounts read as their kind ("profit"); other accounts stay whole. */
export function shortAccount(account: string, userId?: string): string {
  return userId && account.startsWith(`investor:${userId}:`) ? account.slice(`investor:${userId}:`.length) : account;
}
