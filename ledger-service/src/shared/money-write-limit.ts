import type { AppContext } from "../runtime/context.js";
import { TooManyRequestsError } from "../platform/errors.js";

export const TOO_MANY_MONEY_REQUESTS = "Too many requests. Please wait a moment and try again.";

/**
 * Money writes of one investor (buy, withdraw, sell back, borrow, manual loan payment) per
 * minute, counted per user whichever address or session they come from:
 * MONEY_WRITES_PER_USER_PER_MINUTE (default 30), far above what a person clicks, low enough that
 * a stolen session or a runaway script cannot hammer the ledger. 429 with Retry-After; a retry
 * with the same Idempotency-Key counts like any request.
 */
export async function limitMoneyWrites(ctx: AppContext, userId: string): Promise<void> {
  const { count, retryAfterSeconds } = await ctx.counters.hit(`money-writes:user:${userId}`, 60);
  if (count > ctx.config.MONEY_WRITES_PER_USER_PER_MINUTE) throw new TooManyRequestsError(TOO_MANY_MONEY_REQUESTS, retryAfterSeconds);
}
