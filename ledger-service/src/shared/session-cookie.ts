import { createHmac } from "node:crypto";
import type { CookieOptions, Request, Response } from "express";
import { type DoubleCsrfUtilities, doubleCsrf } from "csrf-csrf";
import jwt from "jsonwebtoken";

/**
 * The web app's session lives in cookies, never in script-readable storage:
 * - `session`: the same JWT an API client gets as a bearer token; HttpOnly, SameSite=Strict,
 *   Path=/api, for the token's lifetime.
 * - `csrf_token`: readable by the web app's script (not HttpOnly), SameSite=Strict, Path=/. A
 *   request authenticated by the session cookie with an unsafe method (POST, PUT, PATCH, DELETE)
 *   must send its value as `X-CSRF-Token` (the double-submit cookie of csrf-csrf, signed: the
 *   value is an HMAC of the session's id and a random value under a key derived from JWT_SECRET,
 *   so a cookie planted by anyone else, or kept from another session, is refused). Requests with
 *   `Authorization: Bearer` need no CSRF token: a browser never adds that header by itself.
 * Both are `Secure` whenever PUBLIC_URL is https, which production requires (config.ts); a
 * plain-http development or test server (http://localhost) sends them without it, since a browser
 * would not keep a Secure cookie from a plain-http site other than localhost.
 */
export const SESSION_COOKIE = "session";
export const CSRF_COOKIE = "csrf_token";
export const CSRF_HEADER = "X-CSRF-Token";
export const CSRF_REFUSED =
  "Missing or invalid CSRF token: a request signed in with the session cookie must send the X-CSRF-Token header with the value of the csrf_token cookie.";

/** Whether the site's cookies carry `Secure` (PUBLIC_URL is https). */
export const secureCookies = (publicUrl: string) => publicUrl.startsWith("https://");

/** One cookie of a request, decoded (no cookie parser: the few cookies the API reads). */
export function cookieOf(req: Request, name: string): string | undefined {
  const header = req.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const at = part.indexOf("=");
    if (at < 0 || part.slice(0, at).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(at + 1).trim());
    } catch {
      return undefined;
    }
  }
  return undefined;
}

interface CookieSettings {
  JWT_SECRET: string;
  PUBLIC_URL: string;
}

/** The session each request's CSRF token is bound to: the verified session cookie's, or the one a sign-in just made. */
const sessionOfRequest = new WeakMap<Request, string>();
const csrfBySettings = new Map<string, DoubleCsrfUtilities>();

function csrf(config: CookieSettings): DoubleCsrfUtilities {
  const key = `${config.PUBLIC_URL}\n${config.JWT_SECRET}`;
  let utilities = csrfBySettings.get(key);
  if (!utilities) {
    if (csrfBySettings.size >= 16) csrfBySettings.clear();
    const secret = createHmac("sha256", config.JWT_SECRET).update("csrf-token/v1").digest("base64url");
    utilities = doubleCsrf({
      getSecret: () => secret,
      getSessionIdentifier: (req) => sessionOfRequest.get(req) ?? "",
      cookieName: CSRF_COOKIE,
      cookieOptions: { httpOnly: false, sameSite: "strict", path: "/", secure: secureCookies(config.PUBLIC_URL) },
      getCsrfTokenFromRequest: (req) => req.get(CSRF_HEADER),
    });
    csrfBySettings.set(key, utilities);
  }
  return utilities;
}

/** csrf-csrf reads `req.cookies` (a cookie parser's field): only the CSRF cookie is given to it. */
function withCsrfCookie(req: Request): Request {
  const value = cookieOf(req, CSRF_COOKIE);
  req.cookies = value === undefined ? {} : { [CSRF_COOKIE]: value };
  return req;
}

/** The id a token's CSRF token is bound to: its session (every sign-in has one), else its user. */
const sessionKeyOf = (claims: { sid?: string; sub: string }) => claims.sid ?? `user:${claims.sub}`;

/** Whether a cookie-authenticated request carries the CSRF token of its own session. */
export function csrfTokenValid(config: CookieSettings, req: Request, claims: { sid?: string; sub: string }): boolean {
  sessionOfRequest.set(req, sessionKeyOf(claims));
  return csrf(config).validateRequest(withCsrfCookie(req));
}

const baseOptions = (config: CookieSettings): CookieOptions => ({ sameSite: "strict", secure: secureCookies(config.PUBLIC_URL) });

/**
 * After a sign-in (login, the second factor, a password change): the session cookie with the
 * new token and a new CSRF token bound to its session. The answer's `token` stays for API clients.
 */
export function setSessionCookies(config: CookieSettings, req: Request, res: Response, token: string): void {
  const claims = jwt.decode(token) as { sid?: string; sub: string; exp?: number } | null;
  if (!claims?.sub) return;
  const maxAge = claims.exp ? Math.max(0, claims.exp * 1000 - Date.now()) : undefined;
  res.cookie(SESSION_COOKIE, token, { ...baseOptions(config), httpOnly: true, path: "/api", ...(maxAge ? { maxAge } : {}) });
  sessionOfRequest.set(req, sessionKeyOf(claims));
  csrf(config).generateCsrfToken(withCsrfCookie(req), res, {
    overwrite: true,
    cookieOptions: { ...baseOptions(config), httpOnly: false, path: "/", ...(maxAge ? { maxAge } : {}) },
  });
}

/** Logout: both cookies go (the server has ended the session as well). */
export function clearSessionCookies(config: CookieSettings, res: Response): void {
  res.clearCookie(SESSION_COOKIE, { ...baseOptions(config), httpOnly: true, path: "/api" });
  res.clearCookie(CSRF_COOKIE, { ...baseOptions(config), httpOnly: false, path: "/" });
}
