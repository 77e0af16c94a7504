import { createHmac } from "node:crypto";
import type { Request } from "express";
import type { AppContext } from "../runtime/context.js";
import { TooManyRequestsError, UnauthorizedError } from "../platform/errors.js";

/** The account-security events an operator follows, one log line each. */
export type AuthEventKind = "sign-in-failed" | "sign-in-held" | "two-factor-changed" | "password-reset" | "role-changed";

/** What an event line may carry: ids, roles, steps and states, never a password, code, token or link. */
export interface AuthEventFields {
  userId?: string;
  /** An email, logged only as a short hash (to tell one targeted account from many); not a string: left out. */
  email?: unknown;
  step?: "password" | "second-factor";
  enabled?: boolean;
  role?: string;
  previousRole?: string;
  actorId?: string;
  retryAfterSeconds?: number;
}

/**
 * A stable, short pseudonym of an email: repeated failures on one account line up without the
 * address. An HMAC-SHA256 under a key derived from JWT_SECRET, not a bare hash: whoever reads the
 * logs cannot test a list of known addresses against it.
 */
export const accountHash = (secret: string, email: string) => {
  const key = createHmac("sha256", secret).update("log-pseudonyms/v1").digest();
  return createHmac("sha256", key).update(email.trim().toLowerCase()).digest("hex").slice(0, 16);
};

/**
 * One structured line `{authEvent, reqId, ip, ...fields}` ("auth event") and the matching
 * counters. The fields are picked by name from a closed list, so a secret cannot ride along.
 */
export function authEvent(ctx: AppContext, req: Request | null, kind: AuthEventKind, fields: AuthEventFields = {}): void {
  const { email, ...rest } = fields;
  const line = {
    authEvent: kind,
    ...(req ? { reqId: req.id, ip: req.ip } : {}),
    ...(typeof email === "string" && email ? { account: accountHash(ctx.config.JWT_SECRET, email) } : {}),
    ...rest,
  };
  ctx.logger[kind === "sign-in-held" || kind === "sign-in-failed" ? "warn" : "info"](line, "auth event");
  ctx.metrics.authEvents.inc({ kind });
  if (kind === "sign-in-failed") ctx.metrics.signInFailures.inc({ step: fields.step ?? "password" });
}

/**
 * For a sign-in step's promise: a refusal (401 wrong password or code, 429 held) is logged as
 * its auth event and rethrown unchanged. `login(...).catch(signInRefused(ctx, req, "password", email))`.
 */
export function signInRefused(ctx: AppContext, req: Request, step: "password" | "second-factor", email?: unknown) {
  return (error: unknown): never => {
    if (error instanceof TooManyRequestsError)
      authEvent(ctx, req, "sign-in-held", { step, email, retryAfterSeconds: error.retryAfterSeconds });
    else if (error instanceof UnauthorizedError) authEvent(ctx, req, "sign-in-failed", { step, email });
    throw error;
  };
}
