import type { AppContext } from "../context.js";
import { TooManyRequestsError } from "../shared/errors.js";

/**
 * Account actions that cost an argon2 hash or send a mail, limited per client address and
 * hour. Generous enough for many people behind one carrier-grade NAT address; the per-email
 * limits on mails (see accounts.ts) still hold beneath them.
 */
export const ADDRESS_LIMITS_PER_HOUR = { register: 20, "forgot-password": 20, "resend-verification": 20 } as const;
export type AddressLimitedAction = keyof typeof ADDRESS_LIMITS_PER_HOUR;

export const TOO_MANY_FROM_ADDRESS = "Too many requests from your network. Please try again later.";

/** Counts one request of `action` from `ip`; 429 with Retry-After once the hour's limit is passed. */
export async function limitPerAddress(ctx: AppContext, action: AddressLimitedAction, ip: string): Promise<void> {
  const { count, retryAfterSeconds } = await ctx.counters.hit(`${action}:address:${ip}`, 3600);
  if (count > ADDRESS_LIMITS_PER_HOUR[action]) throw new TooManyRequestsError(TOO_MANY_FROM_ADDRESS, retryAfterSeconds);
}
