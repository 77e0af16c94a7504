import {
  changePasswordRequest,
  changePasswordResponse,
  loginResponse,
  messageResponse,
  twoFactorCodeRequest,
  twoFactorEnableResponse,
  twoFactorSetupResponse,
  twoFactorStatusResponse,
  twoFactorVerifyRequest,
} from "@app/contracts";
import { Router } from "express";
import type { AppContext } from "../runtime/context.js";
import { currentUser, requireUser } from "../shared/auth.js";
import { parseInput } from "../shared/validate.js";
import { changePassword, completeLogin, sendMail } from "./accounts.js";
import { timeZoneOf } from "./account-user.js";
import { twoFactorOffEmail, twoFactorOnEmail } from "./emails.js";
import { endOtherSessions } from "./session-records.js";
import { sessionClient, setDeviceCookie, signInClient } from "./session-routes.js";
import { setSessionCookies } from "../shared/session-cookie.js";
import { disableTwoFactor, enableTwoFactor, startTwoFactorSetup, twoFactorStatus } from "./two-factor.js";
import { authEvent, signInRefused } from "../metrics/auth-events.js";

/**
 * The second factor (set up, enable, disable, the second step of a login) and change-password.
 * Enabling or disabling needs the password too, and ends the user's other sessions.
 * The enrolment routes stay open to an admin or auditor who has no second factor yet, which in
 * production is all they may reach (shared/auth.ts).
 */
export function twoFactorRoutes(ctx: AppContext): Router {
  const router = Router();
  const address = (req: { ip?: string | undefined }) => req.ip ?? "unknown";
  const enrolment = requireUser(ctx, { allowWithoutSecondFactor: true });

  router.get("/auth/2fa", enrolment, async (req, res) => {
    res.json(twoFactorStatusResponse.parse(await twoFactorStatus(ctx, currentUser(req).id)));
  });
  router.post("/auth/2fa/setup", enrolment, async (req, res) => {
    res.json(twoFactorSetupResponse.parse(await startTwoFactorSetup(ctx, currentUser(req))));
  });
  router.post("/auth/2fa/enable", enrolment, async (req, res) => {
    const input = parseInput(twoFactorCodeRequest, req.body);
    const user = currentUser(req);
    const recoveryCodes = await enableTwoFactor(ctx, user, input, address(req));
    await endOtherSessions(ctx, user);
    await sendMail(ctx, twoFactorOnEmail({ ...user, timeZone: await timeZoneOf(ctx, user) }, ctx.clock()));
    authEvent(ctx, req, "two-factor-changed", { userId: user.id, enabled: true });
    res.json(
      twoFactorEnableResponse.parse({
        message: "Two-factor authentication is on. Keep your recovery codes somewhere safe: each works once.",
        recoveryCodes,
      }),
    );
  });
  router.post("/auth/2fa/disable", requireUser(ctx), async (req, res) => {
    const input = parseInput(twoFactorCodeRequest, req.body);
    const user = currentUser(req);
    await disableTwoFactor(ctx, user, input, address(req));
    await endOtherSessions(ctx, user);
    await sendMail(ctx, twoFactorOffEmail({ ...user, timeZone: await timeZoneOf(ctx, user) }, ctx.clock()));
    authEvent(ctx, req, "two-factor-changed", { userId: user.id, enabled: false });
    res.json(messageResponse.parse({ message: "Two-factor authentication is off." }));
  });
  router.post("/auth/2fa/verify", async (req, res) => {
    const input = parseInput(twoFactorVerifyRequest, req.body);
    const answer = await completeLogin(ctx, input, signInClient(req)).catch(signInRefused(ctx, req, "second-factor"));
    setDeviceCookie(ctx, res, answer.deviceCookie);
    setSessionCookies(ctx.config, req, res, answer.token);
    res.json(loginResponse.parse(answer));
  });
  router.post("/auth/change-password", requireUser(ctx), async (req, res) => {
    const input = parseInput(changePasswordRequest, req.body);
    const token = await changePassword(ctx, currentUser(req), input, sessionClient(req));
    setSessionCookies(ctx.config, req, res, token);
    res.json(changePasswordResponse.parse({ message: "Password changed. You have been signed out everywhere else.", token }));
  });
  return router;
}
