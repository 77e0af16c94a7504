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

/**
 * A money or share amount as the client sends it (a JSON number or a numeric string), turned
 * into an exact decimal string at the edge. `message` is the spec's text for a bad value; a
 * decimal comma gets 'Use a dot for decimals: 1.5'.
 */
export function decimalInput(message: string) {
  return z.union([z.number(), z.string()], { error: message }).transform((v, ctx) => {
    const parsed = typeof v === "number" ? (Number.isFinite(v) && v >= 0 ? { value: String(v) } : null) : parseDecimalText(v);
    if (parsed && "value" in parsed && /^\d+(\.\d+)?$/.test(parsed.value)) return parsed.value;
    ctx.addIssue({ code: "custom", message: parsed && "comma" in parsed ? decimalCommaMessage(parsed.comma) : message });
    return z.NEVER;
  });
}

/** ?page=: a whole number from 1; anything else reads as the first page. */
export const pageNumber = z.coerce.number().int().min(1).catch(1).default(1);

/** Paging query parameters (?page=&limit=). */
export function pageQuery(defaultLimit: number, maxLimit = 100) {
  return z.object({
    page: pageNumber,
    limit: z.coerce.number().int().min(1).max(maxLimit).catch(defaultLimit).default(defaultLimit),
  });
}

/** An admin list's optional status filter: absent lists every status; an unknown value is refused (400), not ignored. */
export function statusFilter<const T extends readonly [string, ...string[]]>(statuses: T) {
  return z.enum(statuses, { message: `status must be one of: ${statuses.join(", ")}` }).optional();
}

/** An admin's list of requests: ?page= and the optional ?status= filter. */
export function statusPageQuery<const T extends readonly [string, ...string[]]>(statuses: T) {
  return z.object({ page: pageNumber, status: statusFilter(statuses) });
}

/** A page of a list: its rows under `key`, the page it is and how many pages there are. */
export function pagedList<K extends string, T extends z.ZodType>(key: K, item: T) {
  const shape = { [key]: z.array(item), totalPages: z.number().int(), currentPage: z.number().int() };
  return z.object(shape as Record<K, z.ZodArray<T>> & { totalPages: z.ZodNumber; currentPage: z.ZodNumber });
}

/** The investor a request row names. */
export const requestOwner = z.object({ _id: z.string(), fullName: z.string(), email: z.string() });

export const messageResponse = z.object({ message: z.string() });
