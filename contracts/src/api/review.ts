import { z } from "zod";
import { requestOwner } from "./common.js";
import { REJECTION_REASON_LENGTH, REJECTION_REASON_MAX, REJECTION_REASON_MIN, REJECTION_REASON_TEXT } from "../messages.js";

/** Why an admin refused a request, in words the investor reads: trimmed, 3 to 500 characters. */
export const rejectionReason = z
  .string({ error: REJECTION_REASON_TEXT })
  .trim()
  .min(REJECTION_REASON_MIN, REJECTION_REASON_LENGTH)
  .max(REJECTION_REASON_MAX, REJECTION_REASON_LENGTH);

/**
 * The body of every reject route (purchases, withdrawals, loans, sell-backs, four-eyes approvals):
 * empty, as older clients send it, or with the reason the investor is shown.
 */
export const rejectRequestBody = z.object({ reason: rejectionReason.optional() });
export type RejectRequestBody = z.infer<typeof rejectRequestBody>;

/** A decided request's reason on the lists: null when approved, pending, or rejected without one. */
export const rejectionReasonField = z.string().nullable().optional();

/** An investor's request on the lists (purchase, withdrawal, sell-back): its id and its investor, first. */
export const requestIdAndOwner = { _id: z.string(), user: requestOwner };

/** An investor's request on the lists (purchase, withdrawal, sell-back): when it was made and decided, and why it was refused. */
export const requestTimesAndReason = {
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  /** Why an admin rejected it, when they said. */
  rejectionReason: rejectionReasonField,
};
