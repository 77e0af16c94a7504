/**
 * Dates and times: one clock (issue 35 item 5). A time reads "28 Nov 2026, 16:19 WAT" through
 * @app/contracts/time-label, the formatter mails and notifications use too, in the investor's
 * zone: their profile's setting when one is set (setInvestorTimeZone), else Africa/Lagos, so a
 * screen and the mail about it never disagree (the browser's zone is not guessed).
 */
import { DEFAULT_TIME_ZONE, formatTimeLabel, isTimeZone } from "@app/contracts/time-label";

export { DEFAULT_TIME_ZONE };

let chosenTimeZone: string | undefined;

/** A profile setting, when the app has one; undefined returns to the default (Africa/Lagos). */
export function setInvestorTimeZone(timeZone: string | undefined): void {
  chosenTimeZone = timeZone && isTimeZone(timeZone) ? timeZone : undefined;
}

export function investorTimeZone(): string {
  return chosenTimeZone ?? DEFAULT_TIME_ZONE;
}

type Parts = Record<"day" | "month" | "year" | "hour" | "minute", string>;

function partsOf(value: unknown, timeZone: string): Parts | null {
  if (!(value instanceof Date) && typeof value !== "string" && typeof value !== "number") return null;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  // en-US month names are the three-letter ones ("Sep", where en-GB now writes "Sept").
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    day: "2-digit",
    month: "short",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).formatToParts(date);
  const get = (type: keyof Parts) => parts.find((p) => p.type === type)?.value ?? "";
  return { day: get("day"), month: get("month"), year: get("year"), hour: get("hour"), minute: get("minute") };
}

/** "27 Nov 2026"; "-" for a missing or invalid date. */
export function formatDate(value: unknown, timeZone = investorTimeZone()): string {
  const p = partsOf(value, timeZone);
  return p ? `${p.day} ${p.month} ${p.year}` : "-";
}

/** "27 Nov 2026, 14:05 WAT"; "-" for a missing or invalid date. */
export function formatDateTime(value: unknown, timeZone = investorTimeZone()): string {
  return formatTimeLabel(value, timeZone);
}

/** The calendar month ("2026-11") an instant falls in, in the investor's zone. */
export function monthKey(value: Date | string | number = new Date(), timeZone = investorTimeZone()): string {
  const parts = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit" }).formatToParts(new Date(value));
  return `${parts.find((p) => p.type === "year")?.value}-${parts.find((p) => p.type === "month")?.value}`;
}

/** The same clock as formatDateTime (admin screens read in the same zone and label as investors'). */
export function formatLocalDateTime(value: string | Date): string {
  return formatTimeLabel(value, investorTimeZone());
}
