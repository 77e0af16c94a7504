import type { NextFunction, Request, Response } from "express";
import jwt from "jsonwebtoken";
import type { AppContext } from "../context.js";
import { ForbiddenError, UnauthorizedError } from "./errors.js";

export interface AuthUser {
  id: string;
  email: string;
  fullName: string;
  isAdmin: boolean;
  isAuditor: boolean;
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
}

export function signToken(ctx: AppContext, user: { id: string; isAdmin: boolean; isAuditor: boolean; tokenVersion: number }): string {
  const claims: TokenClaims = { sub: user.id, isAdmin: user.isAdmin, isAuditor: user.isAuditor, tv: user.tokenVersion };
  return jwt.sign(claims, ctx.config.JWT_SECRET, {
    algorithm: "HS256",
    expiresIn: ctx.config.JWT_EXPIRES_IN as jwt.SignOptions["expiresIn"],
  });
}

/** Verifies the bearer token (HS256 only, expiry) and that it is still current for its user. */
export async function userFromRequest(ctx: AppContext, req: Request): Promise<AuthUser | null> {
  const header = req.headers.authorization;
  if (!header?.startsWith("Bearer ")) return null;
  let claims: TokenClaims;
  try {
    claims = jwt.verify(header.slice(7).trim(), ctx.config.JWT_SECRET, { algorithms: ["HS256"] }) as TokenClaims;
  } catch {
    return null;
  }
  if (typeof claims.sub !== "string" || !/^[0-9a-f-]{36}$/i.test(claims.sub)) return null;
  const row = await ctx.db
    .selectFrom("users")
    .select(["id", "email", "full_name", "is_admin", "is_auditor", "token_version"])
    .where("id", "=", claims.sub)
    .where("deleted_at", "is", null)
    .executeTakeFirst();
  if (!row || row.token_version !== claims.tv) return null;
  return { id: row.id, email: row.email, fullName: row.full_name, isAdmin: row.is_admin, isAuditor: row.is_auditor };
}

export function requireUser(ctx: AppContext) {
  return async (req: Request, _res: Response, next: NextFunction) => {
    const user = await userFromRequest(ctx, req);
    if (!user) throw new UnauthorizedError();
    req.user = user;
    next();
  };
}

export function requireAdmin(ctx: AppContext) {
  return async (req: Request, _res: Response, next: NextFunction) => {
    const user = await userFromRequest(ctx, req);
    if (!user) throw new UnauthorizedError();
    if (!user.isAdmin) throw new ForbiddenError();
    req.user = user;
    next();
  };
}

/** Audit views: admins and read-only auditors. */
export function requireAuditor(ctx: AppContext) {
  return async (req: Request, _res: Response, next: NextFunction) => {
    const user = await userFromRequest(ctx, req);
    if (!user) throw new UnauthorizedError();
    if (!user.isAdmin && !user.isAuditor) throw new ForbiddenError("Access denied: auditors and admins only");
    req.user = user;
    next();
  };
}

/** The authenticated user of a guarded route. */
export function currentUser(req: Request): AuthUser {
  if (!req.user) throw new UnauthorizedError();
  return req.user;
}
