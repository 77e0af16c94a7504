import { ADMIN_CODE_NO_TWO_FACTOR_MESSAGE, ADMIN_CODE_REQUIRED_MESSAGE, ADMIN_CODE_WRONG_MESSAGE } from "@app/contracts";
import type { RequestHandler } from "express";
import { checkSecondFactor, REUSED_CODE } from "../auth/two-factor.js";
import type { AppContext } from "../runtime/context.js";
import { currentUser } from "../shared/auth.js";
import { ForbiddenError } from "../platform/errors.js";

/**
 * With ADMIN_ACTION_CODE on (the default in production), approving a money action asks the
 * approving admin for a current authenticator code in the body's `code`: 403 without a second
 * factor, without a code, or with a wrong or reused one, and nothing changes. Wrong codes count
 * as failed sign-ins, as withdrawal codes do (two-factor.ts). After `idempotent`, so a retried
 * request replays its answer instead of spending a second code.
 */
export function requireActionCode(ctx: AppContext): RequestHandler {
  return async (req, _res, next) => {
    if (!ctx.config.ADMIN_ACTION_CODE) return next();
    const admin = currentUser(req);
    const raw = (req.body as { code?: unknown } | undefined)?.code;
    const code = typeof raw === "string" ? raw.replace(/\s+/g, "") : "";
    if (!code) throw new ForbiddenError(ADMIN_CODE_REQUIRED_MESSAGE);
    if (!admin.twoFactorEnabled) throw new ForbiddenError(ADMIN_CODE_NO_TWO_FACTOR_MESSAGE);
    const check = await checkSecondFactor(ctx, admin, req.ip ?? "unknown", code, { allowRecovery: false });
    if (check !== "ok") throw new ForbiddenError(check === "reused" ? REUSED_CODE : ADMIN_CODE_WRONG_MESSAGE);
    next();
  };
}
