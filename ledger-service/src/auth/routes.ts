import {
  forgotPasswordRequest,
  loginRequest,
  loginResponse,
  messageResponse,
  registerRequest,
  registerResponse,
  resetPasswordRequest,
  verifyEmailQuery,
} from "@app/contracts";
import { Router } from "express";
import type { AppContext } from "../context.js";
import { currentUser, requireUser } from "../shared/auth.js";
import { parseInput } from "../shared/validate.js";
import { login, logout, register, requestPasswordReset, resetPassword, verifyEmail } from "./accounts.js";
import { LoginThrottledError } from "./login-throttle.js";

/** Register, login, logout, email verification and password reset (spec §7 "Public and account"). */
export function authRoutes(ctx: AppContext): Router {
  const router = Router();
  router.post("/auth/register", async (req, res) => {
    const user = await register(ctx, parseInput(registerRequest, req.body));
    res
      .status(201)
      .json(registerResponse.parse({ message: "Registration successful! Please check your email to verify your account.", user }));
  });
  router.post("/auth/login", async (req, res) => {
    try {
      res.json(loginResponse.parse(await login(ctx, parseInput(loginRequest, req.body), req.ip ?? "unknown")));
    } catch (error) {
      if (error instanceof LoginThrottledError) res.setHeader("Retry-After", String(error.retryAfterSeconds));
      throw error;
    }
  });
  router.post("/auth/forgot-password", async (req, res) => {
    const { email } = parseInput(forgotPasswordRequest, req.body);
    await requestPasswordReset(ctx, email);
    res.json(messageResponse.parse({ message: "If an account exists for that email, a reset link has been sent." }));
  });
  router.post("/auth/reset-password", async (req, res) => {
    const { token, newPassword } = parseInput(resetPasswordRequest, req.body);
    await resetPassword(ctx, token, newPassword);
    res.json(messageResponse.parse({ message: "Password reset successful." }));
  });
  router.get("/auth/verify", async (req, res) => {
    const { token } = parseInput(verifyEmailQuery, req.query);
    await verifyEmail(ctx, token);
    res.json(messageResponse.parse({ message: "Email verified!" }));
  });
  router.post("/auth/logout", requireUser(ctx), async (req, res) => {
    await logout(ctx, currentUser(req).id);
    res.json(messageResponse.parse({ message: "Logged out." }));
  });
  return router;
}
