/**
 * Dates and times (issue 27 item 7): one formatter, in the investor's time zone, "27 Nov 2026"
 * and "27 Nov 2026, 14:05" (no seconds). The zone is a profile's setting when one is set
 * (setInvestorTimeZone), else the browser's; Africa/Lagos when the browser gives none or only
 * UTC (headless browsers and servers report UTC, investors' devices report their city).
 */
export const DEFAULT_TIME_ZONE = "Africa/Lagos";

let chosenTimeZone: string | undefined;

/** A profile setting, when the app has one; undefined returns to the browser's zone. */
export function setInvestorTimeZone(timeZone: string | undefined): void {
  chosenTimeZone = timeZone && isTimeZone(timeZone) ? timeZone : undefined;
}

function isTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone });
    return true;
  } catch {
    return false;
  }
}

export function investorTimeZone(): string {
  if (chosenTimeZone) return chosenTimeZone;
  const browser = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return browser && !/^(Etc\/)?(UTC|GMT)$/i.test(browser) && isTimeZone(browser) ? browser : DEFAULT_TIME_ZONE;
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

/** "27 Nov 2026, 14:05"; "-" for a missing or invalid date. */
export function formatDateTime(value: unknown, timeZone = investorTimeZone()): string {
  const p = partsOf(value, timeZone);
  return p ? `${p.day} ${p.month} ${p.year}, ${p.hour}:${p.minute}` : "-";
}

/** The calendar month ("2026-11") an instant falls in, in the investor's zone. */
export function monthKey(value: Date | string | number = new Date(), timeZone = investorTimeZone()): string {
  const parts = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit" }).formatToParts(new Date(value));
  return `${parts.find((p) => p.type === "year")?.value}-${parts.find((p) => p.type === "month")?.value}`;
}

const localDateTimeFormat = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  hour12: false,
});

/** "27 Nov 2026, 14:05" in the browser's own time zone (the admin's local time). */
export function formatLocalDateTime(value: string | Date): string {
  return localDateTimeFormat.format(new Date(value));
}
