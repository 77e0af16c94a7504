import { VERIFY_EMAIL_FIRST } from "@app/contracts";
import type { NextFunction, Request, Response } from "express";
import type { AppContext } from "../runtime/context.js";
import { currentUser } from "./auth.js";
import { ForbiddenError } from "../platform/errors.js";
import { limitMoneyWrites } from "./money-write-limit.js";

/**
 * After requireUser on every route that moves money (buy, withdraw, borrow, manual loan
 * payment): an account whose email is not verified gets 403 "Please verify your email address
 * first." before its input is read, so nothing changes. Read fresh on each request (with the
 * token check's row, not from the token), so a link followed a second ago counts at once.
 * Every money write passes here, so its per-user rate limit is counted here too (money-write-limit.ts).
 */
export function requireVerifiedEmail(ctx: AppContext) {
  return async (req: Request, _res: Response, next: NextFunction) => {
    const user = currentUser(req);
    // requireUser's statement read the flag with the token check, in the same request.
    const verified =
      user.emailVerified ??
      (await ctx.db.selectFrom("users").select("email_verified").where("id", "=", user.id).executeTakeFirst())?.email_verified;
    if (verified !== true) throw new ForbiddenError(VERIFY_EMAIL_FIRST);
    await limitMoneyWrites(ctx, user.id);
    next();
  };
}
