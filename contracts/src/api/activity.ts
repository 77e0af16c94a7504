import { z } from "zod";
import { pagedList, pageQuery } from "./common.js";

/**
 * GET /api/activity: every money event of the signed-in investor in one feed, newest first
 * (issue 35 item 3); GET /api/activity/:id one of them. An id is `${kind}-${id of the request}`,
 * the detail page's address is /activity/{id}.
 */
export const activityKinds = ["purchase", "profit", "reward", "withdrawal", "sell-back", "loan", "repayment"] as const;
export type ActivityKind = (typeof activityKinds)[number];

export const ACTIVITY_PAGE_SIZE = 20;

/** One step of a request's way: Submitted → In review → Approved (or Rejected / Cancelled) → Sent. */
export const activityStep = z.object({
  label: z.string(),
  state: z.enum(["done", "current", "todo", "failed"]),
  at: z.string().nullable(),
});
export type ActivityStep = z.infer<typeof activityStep>;

export const activityItem = z.object({
  id: z.string(),
  kind: z.enum(activityKinds),
  title: z.string(),
  /** Dollars; null for a sell-back not priced yet (its shares are in the details). */
  amount: z.number().nullable(),
  /** Money into (in) or out of (out) the investor's balances or wallet. */
  direction: z.enum(["in", "out"]),
  status: z.string(),
  /** When it was asked for (or credited), ISO 8601. */
  at: z.string(),
  decidedAt: z.string().nullable(),
  steps: z.array(activityStep),
  /** The admin's reason when it was rejected and they gave one. */
  rejectionReason: z.string().nullable(),
  /** The web app's page of this item: /activity/{id}. */
  link: z.string(),
  /** Further figures as label and value (money as plain decimals, e.g. "Fee": "1.00"). */
  details: z.array(z.object({ label: z.string(), value: z.string() })),
});
export type ActivityItem = z.infer<typeof activityItem>;

export const activityQuery = pageQuery(ACTIVITY_PAGE_SIZE, 100).extend({
  kind: z.enum(activityKinds, { message: `kind must be one of: ${activityKinds.join(", ")}` }).optional(),
});
export const activityPageResponse = pagedList("items", activityItem).extend({ total: z.number().int().min(0) });
export type ActivityPageResponse = z.infer<typeof activityPageResponse>;
export const activityDetailResponse = z.object({ item: activityItem });
export type ActivityDetailResponse = z.infer<typeof activityDetailResponse>;

/** The web app's address of a feed item. */
export function activityLink(id: string): string {
  return `/activity/${encodeURIComponent(id)}`;
}

/** `${kind}-${ref}` split in two, or null when the id names no kind. */
export function parseActivityId(id: string): { kind: ActivityKind; ref: string } | null {
  // Longest kinds first: none is a prefix of another today, but "sell-back" holds a dash.
  for (const kind of [...activityKinds].sort((a, b) => b.length - a.length)) {
    if (id.startsWith(`${kind}-`) && id.length > kind.length + 1 && id.length <= 200) return { kind, ref: id.slice(kind.length + 1) };
  }
  return null;
}
