import { z } from "zod";

/**
 * A money or share amount as the client sends it (a JSON number or a numeric string), turned
 * into an exact decimal string at the edge. `message` is the spec's text for a bad value.
 */
export function decimalInput(message: string) {
  return z.union([z.number(), z.string()], { error: message }).transform((v, ctx) => {
    const s = typeof v === "number" ? (Number.isFinite(v) ? String(v) : "") : v.trim();
    if (!/^\d+(\.\d+)?$/.test(s)) {
      ctx.addIssue({ code: "custom", message });
      return z.NEVER;
    }
    return s;
  });
}

/** Paging query parameters (?page=&limit=). */
export function pageQuery(defaultLimit: number, maxLimit = 100) {
  return z.object({
    page: z.coerce.number().int().min(1).catch(1).default(1),
    limit: z.coerce.number().int().min(1).max(maxLimit).catch(defaultLimit).default(defaultLimit),
  });
}

export const messageResponse = z.object({ message: z.string() });
