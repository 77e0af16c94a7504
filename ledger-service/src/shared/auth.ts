import { type KeyObject, createHash, createSecretKey } from "node:crypto";
import type { NextFunction, Request, Response } from "express";
import { ENROL_SECOND_FACTOR_MESSAGE } from "@app/contracts";
import jwt from "jsonwebtoken";
import type { AppContext } from "../runtime/context.js";
import { sessionSeen, sessionVersion } from "./session-check.js";
import { CSRF_REFUSED, SESSION_COOKIE, cookieOf, csrfTokenValid } from "./session-cookie.js";
import { ForbiddenError, UnauthorizedError } from "../platform/errors.js";

export interface AuthUser {
  id: string;
  email: string;
  fullName: string;
  isAdmin: boolean;
  isAuditor: boolean;
  /** The account has a second factor (TOTP) turned on. */
  twoFactorEnabled: boolean;
  /** The email is verified; undefined where the request's user statement did not read it. */
  emailVerified?: boolean;
  /** The session (user_sessions row) of the request's token; absent for a token issued without one. */
  sessionId?: string;
  /** The zone the user chose (users.time_zone; null: none chosen); undefined where the statement did not read it. */
  timeZone?: string | null;
}

declare global {
  namespace Express {
    interface Request {
      user?: AuthUser;
    }
  }
}

interface TokenClaims {
  sub: string;
  isAdmin: boolean;
  isAuditor?: boolean;
  /** The user's token version when issued: a reset, logout, deletion or role change bumps it. */
  tv: number;
  /** Seconds since the epoch when the token was issued (set by jsonwebtoken). */
  iat?: number;
  /**
   * The session the token belongs to (auth/session-records.ts): its row, not `tv`, must carry the
   * user's current token version, so one session can end alone, or all but one.
   */
  sid?: string;
}

const secretKeys = new Map<string, KeyObject>();

/**
 * The HS256 secret as a KeyObject, made once per secret. Given a string, jsonwebtoken first
 * tries to parse it as a PEM public key and only then, after that throws, makes the secret key:
 * that failed parse cost more CPU than everything else a request does. Same key, same checks.
 */
function secretKey(secret: string): KeyObject {
  let key = secretKeys.get(secret);
  if (!key) {
    if (secretKeys.size >= 16) secretKeys.clear();
    key = createSecretKey(Buffer.from(secret));
    secretKeys.set(secret, key);
  }
  return key;
}

export function signToken(
  ctx: AppContext,
  user: { id: string; isAdmin: boolean; isAuditor: boolean; tokenVersion: number; sessionId?: string },
): string {
  const claims: TokenClaims = { sub: user.id, isAdmin: user.isAdmin, isAuditor: user.isAuditor, tv: user.tokenVersion };
  if (user.sessionId) claims.sid = user.sessionId;
  return jwt.sign(claims, secretKey(ctx.config.JWT_SECRET), {
    algorithm: "HS256",
    expiresIn: ctx.config.JWT_EXPIRES_IN as jwt.SignOptions["expiresIn"],
  });
}

/**
 * Tokens whose signature this process has verified, per secret: a client sends the same token
 * with every request, and checking its signature again (jsonwebtoken: decode, JSON, HMAC) was
 * the largest cost of an authenticated read after the database. The cache holds only the claims
 * of a valid signature for that exact token string; expiry is checked on every request, and
 * whether the token is still current (logout, reset, role change) is checked against the
 * database as before. At most 10,000 tokens, the oldest forgotten first.
 */
const verifiedTokens = new WeakMap<KeyObject, Map<string, TokenClaims & { exp: number }>>();

const UUID = /^[0-9a-f-]{36}$/i;
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * The request's token: an `Authorization: Bearer` header (API clients), else the web app's
 * HttpOnly session cookie (shared/session-cookie.ts). Memoised per request.
 */
const requestTokens = new WeakMap<Request, { token: string; viaCookie: boolean } | null>();
function requestToken(req: Request): { token: string; viaCookie: boolean } | null {
  if (requestTokens.has(req)) return requestTokens.get(req) ?? null;
  const header = req.headers.authorization;
  const cookie = header?.startsWith("Bearer ") ? undefined : cookieOf(req, SESSION_COOKIE);
  const found = header?.startsWith("Bearer ")
    ? { token: header.slice(7).trim(), viaCookie: false }
    : cookie
      ? { token: cookie, viaCookie: true }
      : null;
  requestTokens.set(req, found);
  return found;
}
const bearerToken = (req: Request) => requestToken(req)?.token ?? "";

/**
 * The claims of the request's token when its signature (HS256 only) and expiry hold. A token
 * from the session cookie on an unsafe method also needs its session's CSRF token in
 * `X-CSRF-Token` (403 otherwise, before anything is read or changed).
 */
function verifiedClaims(ctx: AppContext, req: Request): TokenClaims | null {
  const found = requestToken(req);
  if (!found) return null;
  const claims = verifiedTokenClaims(ctx, found.token);
  if (claims && found.viaCookie && !SAFE_METHODS.has(req.method) && !csrfTokenValid(ctx.config, req, claims))
    throw new ForbiddenError(CSRF_REFUSED);
  return claims;
}

function verifiedTokenClaims(ctx: AppContext, token: string): TokenClaims | null {
  const key = secretKey(ctx.config.JWT_SECRET);
  let verified = verifiedTokens.get(key);
  if (!verified) {
    verified = new Map();
    verifiedTokens.set(key, verified);
  }
  const known = verified.get(token);
  if (known) return Date.now() < known.exp * 1000 ? known : null;
  let claims: TokenClaims & { exp?: number };
  try {
    claims = jwt.verify(token, key, { algorithms: ["HS256"] }) as TokenClaims & { exp?: number };
  } catch {
    return null;
  }
  if (typeof claims.sub !== "string" || !UUID.test(claims.sub)) return null;
  if (claims.sid !== undefined && (typeof claims.sid !== "string" || !UUID.test(claims.sid))) return null;
  if (typeof claims.exp === "number") {
    if (verified.size >= 10_000) verified.delete(verified.keys().next().value as string);
    verified.set(token, Object.freeze(claims) as TokenClaims & { exp: number });
  }
  return claims;
}

/** The user's row as the token check needs it. */
export interface TokenCheckRow {
  id: string;
  email: string;
  fullName: string;
  isAdmin: boolean;
  isAuditor: boolean;
  tokenVersion: number;
  deletedAt: Date | null;
  /** Absent where the statement does not read it (the dashboard): looked up when it matters. */
  twoFactorEnabled?: boolean;
  emailVerified?: boolean;
  timeZone?: string | null;
  /** The token version of the token's session when it has not ended (null: ended, unknown, or no session). */
  sessionTokenVersion?: number | null;
}

/**
 * Still current: the user exists, is not deleted, and no reset, logout or role change came
 * since; a token with a session also needs that session not to have ended.
 */
function currentFor(claims: TokenClaims, row: TokenCheckRow | null | undefined): AuthUser | null {
  if (!row || row.deletedAt !== null) return null;
  const version = claims.sid ? row.sessionTokenVersion : claims.tv;
  if (version !== row.tokenVersion) return null;
  return {
    id: row.id,
    email: row.email,
    fullName: row.fullName,
    isAdmin: row.isAdmin,
    isAuditor: row.isAuditor,
    twoFactorEnabled: row.twoFactorEnabled === true,
    ...(row.emailVerified === undefined ? {} : { emailVerified: row.emailVerified }),
    ...(row.timeZone === undefined ? {} : { timeZone: row.timeZone }),
    ...(claims.sid ? { sessionId: claims.sid } : {}),
  };
}

/**
 * Server-side idle logout. Each session's last activity is a Redis key (named by the token's
 * SHA-256) that expires after SESSION_IDLE_SECONDS: a request extends it, at most once a minute
 * per token and process (the dashboard path stays one local map lookup). No key and a token older
 * than the idle time: the session has been idle (or was never used) that long, so it has ended.
 * A session ends between the idle time and one refresh interval later after its last request.
 */
const lastExtended = new Map<string, number>();

async function sessionStillActive(ctx: AppContext, token: string, claims: TokenClaims): Promise<boolean> {
  const idleMs = ctx.config.SESSION_IDLE_SECONDS * 1000;
  const refreshEvery = Math.min(60_000, idleMs / 10);
  const now = Date.now();
  const extended = lastExtended.get(token);
  if (extended !== undefined && now - extended < refreshEvery) return true;
  const key = `last-seen:${createHash("sha256").update(token).digest("base64url")}`;
  if (!(await ctx.sessions.extend(key, idleMs + refreshEvery))) {
    if (now - (claims.iat ?? 0) * 1000 >= idleMs) {
      lastExtended.delete(token);
      return false;
    }
    await ctx.sessions.put(key, "1", idleMs + refreshEvery);
  }
  if (claims.sid) await sessionSeen(ctx, claims.sid);
  lastExtended.delete(token);
  if (lastExtended.size >= 10_000) lastExtended.delete(lastExtended.keys().next().value as string);
  lastExtended.set(token, now);
  return true;
}

export function idleMessage(seconds: number): string {
  const span = seconds % 60 === 0 ? `${seconds / 60} minutes` : `${seconds} seconds`;
  return `Your session ended after ${span} without activity. Please log in again.`;
}

/**
 * With NODE_ENV=production an admin or auditor without a second factor may only reach the
 * routes that enrol one (`allowWithoutSecondFactor`); every other route answers 403.
 */
async function enforceSecondFactorPolicy(ctx: AppContext, user: AuthUser, allowWithoutSecondFactor: boolean, rowHadFlag: boolean) {
  if (ctx.config.NODE_ENV !== "production" || allowWithoutSecondFactor || !(user.isAdmin || user.isAuditor)) return;
  if (!rowHadFlag) {
    const row = await ctx.db.selectFrom("users").select("totp_enabled_at").where("id", "=", user.id).executeTakeFirst();
    user.twoFactorEnabled = Boolean(row?.totp_enabled_at);
  }
  if (!user.twoFactorEnabled) throw new ForbiddenError(ENROL_SECOND_FACTOR_MESSAGE);
}

/** The current user, or null; 401 with the idle message when the session has been idle too long. */
async function authenticated(ctx: AppContext, req: Request, claims: TokenClaims, row: TokenCheckRow | null | undefined) {
  const user = currentFor(claims, row);
  if (!user) return null;
  if (!(await sessionStillActive(ctx, bearerToken(req), claims))) throw new UnauthorizedError(idleMessage(ctx.config.SESSION_IDLE_SECONDS));
  return user;
}

/**
 * Named prepared statement: planned once per pooled connection, not on every request. Fixed
 * text and column types, so the cached plan stays valid (PostgreSQL re-plans after DDL).
 */
const USER_STATEMENT = {
  name: "auth-user-v5",
  text: `SELECT u.id::text AS id, u.email, u.full_name AS "fullName", u.is_admin AS "isAdmin", u.is_auditor AS "isAuditor",
    u.token_version AS "tokenVersion", u.deleted_at AS "deletedAt", u.totp_enabled_at IS NOT NULL AS "twoFactorEnabled",
    u.email_verified AS "emailVerified", u.time_zone AS "timeZone",
    (SELECT s.token_version FROM user_sessions s WHERE s.id = $2::uuid AND s.user_id = u.id AND s.ended_at IS NULL) AS "sessionTokenVersion"
    FROM users u WHERE u.id = $1::uuid`,
};

/**
 * Verifies the bearer token or session cookie (HS256 only, expiry; CSRF for a cookie's unsafe method), that it is still current for its user and
 * that its session is not idle; applies the second-factor policy of production.
 */
export async function userFromRequest(
  ctx: AppContext,
  req: Request,
  options: { allowWithoutSecondFactor?: boolean } = {},
): Promise<AuthUser | null> {
  const claims = verifiedClaims(ctx, req);
  if (!claims) return null;
  const r = await ctx.handle.pool.query<TokenCheckRow>({ ...USER_STATEMENT, values: [claims.sub, claims.sid ?? null] });
  const user = await authenticated(ctx, req, claims, r.rows[0]);
  if (user) await enforceSecondFactorPolicy(ctx, user, options.allowWithoutSecondFactor === true, true);
  return user;
}

/**
 * requireUser for a route whose one statement reads the user's own row anyway (the dashboard):
 * `load` returns that row with its token version and deletion time, and the same check as
 * userFromRequest is made on it, so the request needs one round trip to PostgreSQL instead of
 * two, and the check and the figures come from one snapshot. 401 when the token is not current.
 */
export async function authenticateWith<T extends TokenCheckRow>(
  ctx: AppContext,
  req: Request,
  load: (userId: string) => Promise<T | null>,
): Promise<T> {
  const claims = verifiedClaims(ctx, req);
  if (!claims) throw new UnauthorizedError();
  // The dashboard's statement does not read the session: its version is read beside it.
  const [row, sessionTokenVersion] = await Promise.all([load(claims.sub), claims.sid ? sessionVersion(ctx, claims.sid, claims.sub) : null]);
  const user = await authenticated(ctx, req, claims, row && { ...row, sessionTokenVersion });
  if (!user || !row) throw new UnauthorizedError();
  await enforceSecondFactorPolicy(ctx, user, false, row.twoFactorEnabled !== undefined);
  req.user = user;
  return row;
}

/**
 * Any signed-in user. `allowWithoutSecondFactor`: one of the routes an admin or auditor without
 * a second factor may still reach in production (enrolment, their profile, logout).
 */
export function requireUser(ctx: AppContext, options: { allowWithoutSecondFactor?: boolean } = {}) {
  return async (req: Request, _res: Response, next: NextFunction) => {
    const user = await userFromRequest(ctx, req, options);
    if (!user) throw new UnauthorizedError();
    req.user = user;
    next();
  };
}

/** A signed-in user whom `allowed` accepts (401 without a valid token; 403 with `refusal` for others). */
function requireRole(ctx: AppContext, allowed: (user: AuthUser) => boolean, refusal?: string) {
  return async (req: Request, _res: Response, next: NextFunction) => {
    const user = await userFromRequest(ctx, req);
    if (!user) throw new UnauthorizedError();
    if (!allowed(user)) throw new ForbiddenError(refusal);
    req.user = user;
    next();
  };
}

export function requireAdmin(ctx: AppContext) {
  return requireRole(ctx, (user) => user.isAdmin);
}

/** Audit views: admins and read-only auditors. */
export function requireAuditor(ctx: AppContext) {
  return requireRole(ctx, (user) => user.isAdmin || user.isAuditor, "Access denied: auditors and admins only");
}

/** The authenticated user of a guarded route. */
export function currentUser(req: Request): AuthUser {
  if (!req.user) throw new UnauthorizedError();
  return req.user;
}
