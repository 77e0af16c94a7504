/** Progress of a repayment or a batch run: a percentage capped at 100, shown to one decimal. */
export function cappedPercent(part: number, whole: number): number {
  if (!Number.isFinite(part) || !Number.isFinite(whole) || whole <= 0) return 0;
  const percent = (part / whole) * 100;
  return Math.min(100, Math.max(0, Math.round(percent * 10) / 10));
}

export function clampPercent(percent: number): number {
  if (!Number.isFinite(percent)) return 0;
  return Math.min(100, Math.max(0, Math.round(percent * 10) / 10));
}

export function formatPercent(percent: number): string {
  return `${clampPercent(percent).toFixed(1)}%`;
}
