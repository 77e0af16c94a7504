/**
 * Wall-clock arithmetic for statements: a statement's days are the investor's days in
 * STATEMENT_TIME_ZONE (Africa/Lagos by default), not UTC ones, so a credit at 00:30 on 1 Nov in
 * Lagos (23:30 UTC on 31 Oct) lands in November's statement.
 */
function wallClock(instant: Date, timeZone: string): Record<"year" | "month" | "day" | "hour" | "minute" | "second", string> {
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
    hourCycle: "h23",
  }).formatToParts(instant);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? "00";
  return { year: get("year"), month: get("month"), day: get("day"), hour: get("hour"), minute: get("minute"), second: get("second") };
}

/** How far the zone's wall clock is ahead of UTC at an instant, in ms. */
function offsetAt(instant: Date, timeZone: string): number {
  const w = wallClock(instant, timeZone);
  const asUtc = Date.UTC(Number(w.year), Number(w.month) - 1, Number(w.day), Number(w.hour), Number(w.minute), Number(w.second));
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

/** The instant a calendar day (YYYY-MM-DD) begins in the zone. */
export function dayStart(day: string, timeZone: string): Date {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  const guess = Date.UTC(y, m - 1, d);
  const first = guess - offsetAt(new Date(guess), timeZone);
  // Re-read the offset at the found instant (a DST change can sit between the two).
  return new Date(guess - offsetAt(new Date(first), timeZone));
}

/** The calendar day after YYYY-MM-DD. */
export function nextDay(day: string): string {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
}

/** The zone's calendar day at an instant, YYYY-MM-DD. */
export function localDay(instant: Date, timeZone: string): string {
  const w = wallClock(instant, timeZone);
  return `${w.year}-${w.month}-${w.day}`;
}

/** The zone's wall-clock time at an instant, "YYYY-MM-DD HH:mm" (no seconds). */
export function localDateTime(instant: Date, timeZone: string): string {
  const w = wallClock(instant, timeZone);
  return `${w.year}-${w.month}-${w.day} ${w.hour}:${w.minute}`;
}

/** Whether Intl knows the zone: the one check, in contracts' clock (time-label.ts). */
export { isTimeZone } from "@app/contracts/time-label";
