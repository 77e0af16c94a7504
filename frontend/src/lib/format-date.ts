/**
 * Dates and times: one clock (issue 35 item 5). One formatter, @app/contracts/time-label, the
 * one mails, notifications and statements use too: a time reads "28 Nov 2026, 16:19 WAT" in the
 * investor's zone, their profile's setting (timeZone on /api/user/me) once known, else
 * Africa/Lagos, so a screen and the mail about it never disagree (the browser's zone is not guessed).
 */
import { DEFAULT_TIME_ZONE, formatDayLabel, formatTimeLabel, isTimeZone } from "@app/contracts/time-label";

export { DEFAULT_TIME_ZONE };

let chosenTimeZone: string | undefined;

/** The profile's setting (getProfile and the profile form set it); undefined returns to the default (Africa/Lagos). */
export function setInvestorTimeZone(timeZone: string | undefined): void {
  chosenTimeZone = timeZone && isTimeZone(timeZone) ? timeZone : undefined;
}

let storedRaw: string | null = null;
let storedZone: string | undefined;

/** The zone the signed-in user's stored record names (set at sign-in), read once per change. */
function storedUserZone(): string | undefined {
  try {
    const raw = globalThis.localStorage?.getItem("user") ?? null;
    if (raw !== storedRaw) {
      storedRaw = raw;
      const zone = raw ? (JSON.parse(raw) as { timeZone?: unknown }).timeZone : undefined;
      storedZone = typeof zone === "string" && isTimeZone(zone) ? zone : undefined;
    }
  } catch {
    storedZone = undefined;
  }
  return storedZone;
}

export function investorTimeZone(): string {
  return chosenTimeZone ?? storedUserZone() ?? DEFAULT_TIME_ZONE;
}

/** "27 Nov 2026"; "-" for a missing or invalid date. */
export function formatDate(value: unknown, timeZone = investorTimeZone()): string {
  return formatDayLabel(value, timeZone);
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
