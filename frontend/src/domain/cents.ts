/** Money on screen is computed in whole cents so 0.1 + 0.2 never shows up as a fee. */
export function toCents(amount: number): number {
  return Math.round(amount * 100);
}

export function fromCents(cents: number): number {
  return cents / 100;
}

/** A percentage of an amount, rounded half up to the cent. */
export function percentOf(amount: number, percent: number): number {
  const cents = toCents(amount);
  return fromCents(Math.round((cents * percent) / 100));
}

/** Parses a form value: a finite number or null (empty, blank, not numeric). */
export function parseAmount(value: string | number | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  const text = String(value).trim();
  if (text === "") return null;
  const parsed = Number(text);
  return Number.isFinite(parsed) ? parsed : null;
}
