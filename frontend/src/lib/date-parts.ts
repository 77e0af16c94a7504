/**
 * The parts of a date picked in the app's date fields (day, month, year and, for a date-time, hour
 * and minute) and the value they stand for: "2026-11-27" or "2026-11-27T14:05", the forms the
 * API and the audit filters already take. Any part unpicked means no value ("").
 */
export const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"] as const;

export type DateParts = { day: string; month: string; year: string; hour: string; minute: string };

export const EMPTY_PARTS: DateParts = { day: "", month: "", year: "", hour: "", minute: "" };

const pad = (n: number | string) => String(n).padStart(2, "0");

/** 28 to 31; 31 while the month or year is not picked yet. */
export function daysInMonth(year: string, month: string): number {
  if (!year || !month) return 31;
  return new Date(Date.UTC(Number(year), Number(month), 0)).getUTCDate();
}

/** "2026-11-27" or "2026-11-27T14:05" into its parts; anything else is no date. */
export function partsOfValue(value: string): DateParts {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}))?/.exec(value);
  if (!match) return EMPTY_PARTS;
  const [, year = "", month = "", day = "", hour = "", minute = ""] = match;
  if (Number(month) < 1 || Number(month) > 12 || Number(day) < 1 || Number(day) > daysInMonth(year, String(Number(month))))
    return EMPTY_PARTS;
  return { year, month: String(Number(month)), day: String(Number(day)), hour, minute };
}

/** The value the parts stand for, or "" while one is missing. */
export function dateValueOf(parts: DateParts, withTime: boolean): string {
  const { day, month, year, hour, minute } = parts;
  if (!day || !month || !year) return "";
  const date = `${year}-${pad(month)}-${pad(day)}`;
  if (!withTime) return date;
  return hour && minute ? `${date}T${hour}:${minute}` : "";
}

/** A part changed: a day past the month's end (31 Feb) becomes the month's last day. */
export function withPart(parts: DateParts, key: keyof DateParts, value: string): DateParts {
  const next = { ...parts, [key]: value };
  const last = daysInMonth(next.year, next.month);
  if (next.day && Number(next.day) > last) next.day = String(last);
  return next;
}
