import type { NextFunction, Request, Response } from "express";
import type { AppContext } from "../runtime/context.js";
import { TooManyRequestsError } from "../platform/errors.js";

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

/**
 * Uploads (payment proofs, receipts, profile pictures) per client address and hour, on top of
 * the per-user rate: one address cannot fill the disk through many accounts. Counted before the
 * file is read. UPLOAD_RATE_PER_ADDRESS_PER_HOUR (default 300: a carrier's NAT hides many users).
 */
export function limitUploadsPerAddress(ctx: AppContext) {
  return async (req: Request, _res: Response, next: NextFunction) => {
    const { count, retryAfterSeconds } = await ctx.counters.hit(`uploads:address:${req.ip ?? "unknown"}`, 3600);
    if (count > ctx.config.UPLOAD_RATE_PER_ADDRESS_PER_HOUR) throw new TooManyRequestsError(TOO_MANY_FROM_ADDRESS, retryAfterSeconds);
    next();
  };
}
