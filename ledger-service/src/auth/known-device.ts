import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { CookieOptions, Request } from "express";

/**
 * A device that signed in to an account successfully gets a signed cookie naming the account and
 * a random device id (HMAC-SHA256 under a key derived from JWT_SECRET; nothing is stored). Later
 * sign-ins of that account from that device are not subject to the account's or the address's
 * hold (login-throttle.ts): an outsider's wrong passwords cannot lock the owner out of a device
 * they already use. The cookie opens nothing by itself; the password (and code) are still needed.
 */
export const DEVICE_COOKIE = "known_device";
const DEVICE_DAYS = 180;

const deviceKey = (secret: string) => createHmac("sha256", secret).update("known-device/v1").digest();
const mac = (secret: string, userId: string, deviceId: string) =>
  createHmac("sha256", deviceKey(secret)).update(`${userId}.${deviceId}`).digest("base64url");

/** The cookie value for a new device of `userId`, or the same device kept (its id is reused). */
export function deviceCookieValue(secret: string, userId: string, deviceId = randomBytes(16).toString("base64url")): string {
  return `${userId}.${deviceId}.${mac(secret, userId, deviceId)}`;
}

export function deviceCookieOptions(publicUrl: string): CookieOptions {
  return {
    httpOnly: true,
    sameSite: "strict",
    // Secure wherever the site is served over https; a plain-http development server keeps it too.
    secure: publicUrl.startsWith("https://"),
    path: "/api/auth",
    maxAge: DEVICE_DAYS * 24 * 3600 * 1000,
  };
}

/** The raw cookie of a request (no cookie parser: one cookie is read). */
export function deviceCookieOf(req: Request): string | undefined {
  const header = req.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (name === DEVICE_COOKIE) return decodeURIComponent(rest.join("="));
  }
  return undefined;
}

/** The device id when `cookie` is a valid signature for `userId`; null for anything else. */
export function knownDeviceOf(secret: string, cookie: string | undefined, userId: string | undefined): string | null {
  if (!cookie || !userId) return null;
  const [owner, deviceId, signature, extra] = cookie.split(".");
  if (extra !== undefined || owner !== userId || !deviceId || !signature) return null;
  const expected = Buffer.from(mac(secret, userId, deviceId));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given) ? deviceId : null;
}
