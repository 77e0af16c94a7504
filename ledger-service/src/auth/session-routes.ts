import { messageResponse, sessionList } from "@app/contracts";
import { type Request, type Response, Router } from "express";
import type { AppContext } from "../runtime/context.js";
import { currentUser, requireUser } from "../shared/auth.js";
import type { SignInClient } from "./accounts.js";
import { DEVICE_COOKIE, deviceCookieOf, deviceCookieOptions } from "./known-device.js";
import { type SessionClient, endOtherSessions, endSession, listSessions } from "./session-records.js";

/** The client of a request: its address as the app resolves it (TRUST_PROXY) and its User-Agent. */
export const sessionClient = (req: Request): SessionClient => ({ ip: req.ip ?? "unknown", userAgent: req.get("user-agent") });

/** A sign-in's client: as sessionClient, with the known-device cookie it sent (known-device.ts). */
export const signInClient = (req: Request): SignInClient => ({ ...sessionClient(req), deviceCookie: deviceCookieOf(req) });

export const setDeviceCookie = (ctx: AppContext, res: Response, value: string) =>
  res.cookie(DEVICE_COOKIE, value, deviceCookieOptions(ctx.config.PUBLIC_URL));

/**
 * Where the signed-in user is signed in (their own sessions only), ending one, or all but the
 * current one. Open to an admin or auditor still without a second factor, like logout.
 */
export function sessionRoutes(ctx: AppContext): Router {
  const router = Router();
  const signedIn = requireUser(ctx, { allowWithoutSecondFactor: true });
  router.get("/auth/sessions", signedIn, async (req, res) => {
    res.json(sessionList.parse(await listSessions(ctx, currentUser(req))));
  });
  router.post("/auth/sessions/revoke-others", signedIn, async (req, res) => {
    await endOtherSessions(ctx, currentUser(req));
    res.json(messageResponse.parse({ message: "You have been signed out of all other sessions." }));
  });
  router.delete("/auth/sessions/:id", signedIn, async (req, res) => {
    await endSession(ctx, currentUser(req), String(req.params.id));
    res.json(messageResponse.parse({ message: "Session ended." }));
  });
  return router;
}
