import { z } from "zod";

/** A referral whose referrer shares a payout wallet or sign-in address with the referred account. */
export const flaggedReferralItem = z.object({
  referrer: z.object({ id: z.string(), email: z.string() }),
  referred: z.object({ id: z.string(), email: z.string() }),
  sharedWallet: z.boolean(),
  sharedAddress: z.boolean(),
  /** Cleared by an admin: the referred account's shares earn the referrer rewards again. */
  cleared: z.boolean(),
});
export const flaggedReferralsResponse = z.object({ items: z.array(flaggedReferralItem) });
export const clearReferralResponse = z.object({ message: z.string(), item: flaggedReferralItem });
export const REFERRAL_CLEARED_MESSAGE = "Referral cleared: its rewards count from the next run.";
/** Clearing a flagged referral: the admin's optional note of why (logged). */
export const clearReferralRequest = z.object({ note: z.string().trim().max(500).optional() });
