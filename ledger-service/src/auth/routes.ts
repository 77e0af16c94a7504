import {
  forgotPasswordRequest,
  loginRequest,
  loginResponse,
  messageResponse,
  registerRequest,
  registerResponse,
  resendVerificationRequest,
  resetPasswordRequest,
  twoFactorChallengeResponse,
  verifyEmailQuery,
  verifyEmailRequest,
  EMAIL_VERIFIED,
  PASSWORD_RESET_SUCCESSFUL,
} from "@app/contracts";
import { type ErrorRequestHandler, type Request, type Response, Router } from "express";
import type { AppContext } from "../runtime/context.js";
import { currentUser, requireUser, userFromRequest } from "../shared/auth.js";
import { parseInput, parseQuery } from "../shared/validate.js";
import { UnauthorizedError } from "../platform/errors.js";
import { login, logout, register, requestPasswordReset, resendVerification, resetPassword, verifyEmail } from "./accounts.js";
import { limitPerAddress } from "./address-limits.js";
import { setDeviceCookie, signInClient } from "./session-routes.js";
import { clearSessionCookies, setSessionCookies } from "../shared/session-cookie.js";
import { authEvent, signInRefused } from "../metrics/auth-events.js";

/**
 * How long forgot-password takes to answer, for a known and an unknown email alike: the answer
 * comes after this, and a known email's work (a token, a queued mail) that takes longer goes on
 * after the answer, so the time tells nothing about accounts.
 */
export const FORGOT_PASSWORD_ANSWER_MS = 400;
const inUniformTime = async (work: Promise<unknown>) => {
  const floor = new Promise((resolve) => setTimeout(resolve, FORGOT_PASSWORD_ANSWER_MS));
  await Promise.race([work, floor]);
  await floor;
};

/**
 * Register, login, logout, email verification and password reset (spec §7 "Public and account").
 * Register, forgot-password and resend-verification are limited per client address (429).
 */
export function authRoutes(ctx: AppContext): Router {
  const router = Router();
  const address = (req: { ip?: string | undefined }) => req.ip ?? "unknown";
  router.post("/auth/register", async (req, res) => {
    await limitPerAddress(ctx, "register", address(req));
    const user = await register(ctx, parseInput(registerRequest, req.body));
    res
      .status(201)
      .json(registerResponse.parse({ message: "Registration successful! Please check your email to verify your account.", user }));
  });
  router.post("/auth/login", async (req, res) => {
    const signedIn = await userFromRequest(ctx, req, { allowWithoutSecondFactor: true }).catch(() => null);
    const client = {
      ...signInClient(req),
      signedIn: signedIn?.sessionId ? { userId: signedIn.id, sessionId: signedIn.sessionId } : undefined,
    };
    const answer = await login(ctx, parseInput(loginRequest, req.body), client).catch(signInRefused(ctx, req, "password", req.body?.email));
    if ("deviceCookie" in answer) setDeviceCookie(ctx, res, answer.deviceCookie);
    if ("token" in answer) setSessionCookies(ctx.config, req, res, answer.token);
    res.json(loginResponse.or(twoFactorChallengeResponse).parse(answer));
  });
  router.post("/auth/forgot-password", async (req, res) => {
    await limitPerAddress(ctx, "forgot-password", address(req));
    const { email } = parseInput(forgotPasswordRequest, req.body);
    await inUniformTime(requestPasswordReset(ctx, email).catch((err) => ctx.logger.error({ err }, "could not send a reset link")));
    res.json(messageResponse.parse({ message: "If an account exists for that email, a reset link has been sent." }));
  });
  router.post("/auth/resend-verification", async (req, res) => {
    await limitPerAddress(ctx, "resend-verification", address(req));
    const { email } = parseInput(resendVerificationRequest, req.body);
    await resendVerification(ctx, email);
    res.json(messageResponse.parse({ message: "If an unverified account exists for that email, a new verification link has been sent." }));
  });
  router.post("/auth/reset-password", async (req, res) => {
    const { token, newPassword } = parseInput(resetPasswordRequest, req.body);
    await resetPassword(ctx, token, newPassword);
    authEvent(ctx, req, "password-reset");
    res.json(messageResponse.parse({ message: PASSWORD_RESET_SUCCESSFUL }));
  });
  // The spec's GET stays for API clients; the web page POSTs on a button press, so a mail
  // scanner that opens the link spends nothing and verifies no address for anyone.
  router.get("/auth/verify", async (req, res) => {
    const { token } = parseQuery(verifyEmailQuery, req);
    await verifyEmail(ctx, token);
    res.json(messageResponse.parse({ message: EMAIL_VERIFIED }));
  });
  router.post("/auth/verify", async (req, res) => {
    const { token } = parseInput(verifyEmailRequest, req.body);
    await verifyEmail(ctx, token);
    res.json(messageResponse.parse({ message: EMAIL_VERIFIED }));
  });
  // The session's cookies go with a logout, and with a 401 (an ended session's cookie is useless);
  // a 403 for a missing CSRF token leaves them, as it leaves the session.
  const forgetEndedSession: ErrorRequestHandler = (err, _req, res, next) => {
    if (err instanceof UnauthorizedError) clearSessionCookies(ctx.config, res);
    next(err);
  };
  router.post(
    "/auth/logout",
    requireUser(ctx, { allowWithoutSecondFactor: true }),
    forgetEndedSession,
    async (req: Request, res: Response) => {
      await logout(ctx, currentUser(req));
      clearSessionCookies(ctx.config, res);
      res.json(messageResponse.parse({ message: "Logged out." }));
    },
  );
  return router;
}
