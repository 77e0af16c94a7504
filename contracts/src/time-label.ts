/**
 * One clock for every time a person reads (screens, notifications, mails, statements, admin
 * lists): in the investor's zone, default Africa/Lagos, labelled with the zone's name,
 * "28 Nov 2026, 16:19 WAT". Plain Intl, no zod: the web app, projections and mails share it.
 */
export const DEFAULT_TIME_ZONE = "Africa/Lagos";

/**
 * The names people use for the zones Intl may only give as an offset ("GMT+1"): ICU data differ
 * between Node and browsers, so the common ones are fixed here.
 */
const ZONE_NAMES: Record<string, string> = {
  "Africa/Lagos": "WAT",
  "Africa/Douala": "WAT",
  "Africa/Kinshasa": "WAT",
  "Africa/Accra": "GMT",
  "Africa/Abidjan": "GMT",
  "Africa/Dakar": "GMT",
  "Africa/Nairobi": "EAT",
  "Africa/Addis_Ababa": "EAT",
  "Africa/Johannesburg": "SAST",
  "Africa/Cairo": "EET",
  UTC: "UTC",
  "Etc/UTC": "UTC",
};

/**
 * Intl formatters cost far more to make than to use (a withdrawal's answer made three, 15 % of the
 * API's CPU): one per zone and kind is kept. The zones people use are few; a process that met many
 * (a stream of bad input) starts the cache again rather than grow.
 */
const formatters = new Map<string, Intl.DateTimeFormat | null>();
const FORMATTERS_KEPT = 1_000;

function formatter(kind: "check" | "parts" | "british", timeZone: string): Intl.DateTimeFormat | null {
  const key = `${kind} ${timeZone}`;
  const kept = formatters.get(key);
  if (kept !== undefined) return kept;
  let made: Intl.DateTimeFormat | null;
  try {
    made =
      kind === "parts"
        ? // en-US month names are the three-letter ones ("Sep", where en-GB now writes "Sept").
          new Intl.DateTimeFormat("en-US", {
            timeZone,
            day: "2-digit",
            month: "short",
            year: "numeric",
            hour: "2-digit",
            minute: "2-digit",
            hourCycle: "h23",
            timeZoneName: "short",
          })
        : kind === "british"
          ? new Intl.DateTimeFormat("en-GB", { timeZone, timeZoneName: "short" })
          : new Intl.DateTimeFormat("en-US", { timeZone });
  } catch {
    made = null;
  }
  if (formatters.size >= FORMATTERS_KEPT) formatters.clear();
  formatters.set(key, made);
  return made;
}

export function isTimeZone(timeZone: string): boolean {
  return typeof timeZone === "string" && formatter("check", timeZone) !== null;
}

/** Names Intl accepts that are no IANA zone ("+01:00", "EST5EDT" style) are refused by the shape. */
const IANA_NAME = /^(?:UTC|GMT|[A-Za-z][A-Za-z_]+(?:\/[A-Za-z0-9_+-]+){1,2})$/i;

/**
 * The IANA zone a person chose ("Africa/Lagos", "Europe/London", "UTC"), in Intl's own spelling,
 * or null when Intl does not know it or it is no zone name (an offset such as "+01:00").
 * Intl.supportedValuesOf lists canonical zones only and differs between ICU versions (Node 20
 * lists "Asia/Calcutta", newer ones "Asia/Kolkata"), so the zone is checked by Intl resolving it.
 */
export function canonicalTimeZone(timeZone: string): string | null {
  if (typeof timeZone !== "string" || !IANA_NAME.test(timeZone)) return null;
  try {
    const resolved = new Intl.DateTimeFormat("en-US", { timeZone }).resolvedOptions().timeZone;
    // An alias as written ("Asia/Kolkata") stays; a mis-cased name takes Intl's spelling.
    return /^[A-Z]/.test(timeZone) && timeZone.toLowerCase() !== resolved.toLowerCase() ? timeZone : resolved;
  } catch {
    return null;
  }
}

export const TIME_ZONE_MESSAGE = "Please choose a valid time zone, such as Africa/Lagos.";

type Parts = Record<"day" | "month" | "year" | "hour" | "minute" | "timeZoneName", string>;

function partsOf(date: Date, timeZone: string): Parts {
  const made = formatter("parts", timeZone);
  if (!made) throw new RangeError(`Invalid time zone specified: ${timeZone}`);
  const parts = made.formatToParts(date);
  const get = (type: keyof Parts) => parts.find((p) => p.type === type)?.value ?? "";
  return {
    day: get("day"),
    month: get("month"),
    year: get("year"),
    hour: get("hour"),
    minute: get("minute"),
    timeZoneName: get("timeZoneName"),
  };
}

/** "WAT" for Africa/Lagos; the zone's own short name (e.g. "GMT", "BST", "EST") or its offset elsewhere. */
export function zoneLabel(timeZone: string, at: Date = new Date()): string {
  const fixed = ZONE_NAMES[timeZone];
  if (fixed) return fixed;
  const american = partsOf(at, timeZone).timeZoneName;
  if (!/^GMT[+-]/.test(american)) return american;
  // en-US knows American names ("EST"), en-GB British ones ("BST"); else the offset stays.
  const british = formatter("british", timeZone)
    ?.formatToParts(at)
    .find((p) => p.type === "timeZoneName")?.value;
  return british && !/^GMT[+-]/.test(british) ? british : american;
}

/** A date from an instant, an ISO string or a number; null when missing or invalid. */
function dateOf(value: unknown): Date | null {
  if (!(value instanceof Date) && typeof value !== "string" && typeof value !== "number") return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** "28 Nov 2026, 16:19 WAT" (no seconds); "-" for a missing or invalid date; an unknown zone reads as Lagos. */
export function formatTimeLabel(value: unknown, timeZone: string = DEFAULT_TIME_ZONE): string {
  const date = dateOf(value);
  if (!date) return "-";
  const zone = isTimeZone(timeZone) ? timeZone : DEFAULT_TIME_ZONE;
  const p = partsOf(date, zone);
  return `${p.day} ${p.month} ${p.year}, ${p.hour}:${p.minute} ${zoneLabel(zone, date)}`;
}

/** "28 Nov 2026" in the zone (a day needs no zone label). */
export function formatDayLabel(value: unknown, timeZone: string = DEFAULT_TIME_ZONE): string {
  const date = dateOf(value);
  if (!date) return "-";
  const p = partsOf(date, isTimeZone(timeZone) ? timeZone : DEFAULT_TIME_ZONE);
  return `${p.day} ${p.month} ${p.year}`;
}
