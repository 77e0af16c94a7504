import { z } from "zod";
import { decimalCommaMessage } from "../messages.js";

/**
 * A money or share amount as typed or sent: digits with an optional dot and decimals, and
 * commas only as thousands separators ("1,000" and "1,000.50" read as one thousand). A comma
 * that looks like a decimal comma ("1,5") is refused rather than read as 15. Returns the plain
 * decimal text ("1000.50"), a `{ comma }` answer naming the dotted form, or null when it is not
 * a number at all. The single home of the rule: the API's schemas and every web form use it.
 */
export function parseDecimalText(text: string): { value: string } | { comma: string } | null {
  const s = text.trim();
  if (/^\d+(\.\d+)?$/.test(s)) return { value: s };
  if (/^\d{1,3}(,\d{3})+(\.\d+)?$/.test(s)) return { value: s.replace(/,/g, "") };
  if (/^\d+,\d+$/.test(s)) return { comma: s.replace(",", ".") };
  return null;
}

/** The decimal text the API documents for an amount (thousands commas are read too). */
export const DECIMAL_TEXT = "^(\\d+|\\d{1,3}(,\\d{3})+)(\\.\\d+)?$";

/**
 * A money or share amount as the client sends it (a JSON number or a numeric string), turned
 * into an exact decimal string at the edge. `message` is the spec's text for a bad value; a
 * decimal comma gets 'Use a dot for decimals: 1.5'.
 */
export function decimalInput(message: string) {
  return z
    .union([z.number(), z.string()], { error: message })
    .transform((v, ctx) => {
      const parsed = typeof v === "number" ? (Number.isFinite(v) && v >= 0 ? { value: String(v) } : null) : parseDecimalText(v);
      if (parsed && "value" in parsed && /^\d+(\.\d+)?$/.test(parsed.value)) return parsed.value;
      ctx.addIssue({ code: "custom", message: parsed && "comma" in parsed ? decimalCommaMessage(parsed.comma) : message });
      return z.NEVER;
    })
    .meta({ minimum: 0, pattern: DECIMAL_TEXT });
}

/** The earliest and latest instant a date in a request may name: the platform's records lie between. */
export const EARLIEST_DATE = "2000-01-01T00:00:00Z";
export const LATEST_DATE = "2100-01-01T00:00:00Z";
const DATE_BOUNDS = `between ${EARLIEST_DATE.slice(0, 4)} and ${LATEST_DATE.slice(0, 4)}`;

/** A date-time with an offset (ISO 8601) between EARLIEST_DATE and LATEST_DATE. */
export function boundedInstant(message: string) {
  return z.iso
    .datetime({ offset: true, message })
    .refine((s) => Date.parse(s) >= Date.parse(EARLIEST_DATE) && Date.parse(s) < Date.parse(LATEST_DATE), {
      message: `${message.replace(/\.$/, "")} (${DATE_BOUNDS}).`,
    })
    .meta({ formatMinimum: EARLIEST_DATE, formatMaximum: LATEST_DATE });
}

/** A calendar day (YYYY-MM-DD) between EARLIEST_DATE and LATEST_DATE. */
export function boundedDay(message: string) {
  return z.iso
    .date({ message })
    .refine((s) => s >= EARLIEST_DATE.slice(0, 10) && s < LATEST_DATE.slice(0, 10), {
      message: `${message.replace(/\.$/, "")} (${DATE_BOUNDS}).`,
    })
    .meta({ formatMinimum: EARLIEST_DATE.slice(0, 10), formatMaximum: LATEST_DATE.slice(0, 10) });
}

/** A whole-number query parameter from `min` (its text, e.g. `?page=2`). */
export function wholeNumberParam(name: string, min: number, max: number) {
  return z.coerce
    .number({ message: `${name} must be a whole number from ${min} to ${max}` })
    .int({ message: `${name} must be a whole number from ${min} to ${max}` })
    .min(min, { message: `${name} must be a whole number from ${min} to ${max}` })
    .max(max, { message: `${name} must be a whole number from ${min} to ${max}` });
}

/** The highest page number a list accepts. */
export const MAX_PAGE = 100_000;

/** ?page=: a whole number from 1 (anything else is refused with 400). */
export const pageNumber = wholeNumberParam("page", 1, MAX_PAGE).default(1);

/** Paging query parameters (?page=&limit=); values out of range are refused (400), not replaced. */
export function pageQuery(defaultLimit: number, maxLimit = 100) {
  return z.strictObject({
    page: pageNumber,
    limit: wholeNumberParam("limit", 1, maxLimit).default(defaultLimit),
  });
}

/** An admin list's optional status filter: absent lists every status; an unknown value is refused (400), not ignored. */
export function statusFilter<const T extends readonly [string, ...string[]]>(statuses: T) {
  return z.enum(statuses, { message: `status must be one of: ${statuses.join(", ")}` }).optional();
}

/** An admin's list of requests: ?page= and the optional ?status= filter. */
export function statusPageQuery<const T extends readonly [string, ...string[]]>(statuses: T) {
  return z.strictObject({ page: pageNumber, status: statusFilter(statuses) });
}

/** A page of a list: its rows under `key`, the page it is and how many pages there are. */
export function pagedList<K extends string, T extends z.ZodType>(key: K, item: T) {
  const shape = { [key]: z.array(item), totalPages: z.number().int(), currentPage: z.number().int() };
  return z.object(shape as Record<K, z.ZodArray<T>> & { totalPages: z.ZodNumber; currentPage: z.ZodNumber });
}

/**
 * Text a request must carry: trimmed, `missing` when absent or blank, `tooLong` past `max`
 * characters (by default "Must be at most `max` characters").
 */
export function requiredText(missing: string, max: number, tooLong = `Must be at most ${max} characters`) {
  return z.string({ error: missing }).trim().min(1, { error: missing }).max(max, { error: tooLong });
}

/** The investor a request row names. */
export const requestOwner = z.object({ _id: z.string(), fullName: z.string(), email: z.string() });

export const messageResponse = z.object({ message: z.string() });

/**
 * The admin's current authenticator code on an admin action (share price, share edits, roles,
 * the auditor switch, deleting a user, broadcasts, approvals): with ADMIN_ACTION_CODE on the
 * server refuses the action without it (403) before anything else is read.
 */
export const adminActionCode = z
  .string()
  .max(64)
  .optional()
  .describe("The admin's current 6-digit authenticator code: required (403 without or wrong) while ADMIN_ACTION_CODE is on");
