import * as api from "@app/contracts";
import type { RouteDocs } from "../openapi/route-doc.js";

/** The OpenAPI description of the auth routes, from the schemas they parse and answer with. */
export const authDocs: RouteDocs = {
  "POST /auth/register": { summary: "Register", auth: "none", body: api.registerRequest, responses: { 201: api.registerResponse } },
  "POST /auth/login": {
    summary: "Log in (failures slowed per IP and account); an account with a second factor gets a challenge instead of a token",
    auth: "none",
    body: api.loginRequest,
    responses: { 200: api.loginResponse.or(api.twoFactorChallengeResponse) },
  },
  "POST /auth/2fa/verify": {
    summary: "Second step of a login: the challenge and a current authenticator code or an unused recovery code",
    auth: "none",
    body: api.twoFactorVerifyRequest,
    responses: { 200: api.loginResponse },
  },
  "GET /auth/2fa": {
    summary: "Whether the caller has a second factor, and recovery codes left",
    auth: "user",
    responses: { 200: api.twoFactorStatusResponse },
  },
  "POST /auth/2fa/setup": {
    summary: "A new TOTP secret and its otpauth:// URL (pending until enabled)",
    auth: "user",

    responses: { 200: api.twoFactorSetupResponse },
  },
  "POST /auth/2fa/enable": {
    summary:
      "Turn the second factor on with its first code and the password (wrong password: 400, counted as a failed sign-in); answers one-time recovery codes; ends the caller's other sessions",
    auth: "user",
    body: api.twoFactorCodeRequest,
    responses: { 200: api.twoFactorEnableResponse },
  },
  "POST /auth/2fa/disable": {
    summary:
      "Turn the second factor off with the password and a current code or a recovery code; ends the caller's other sessions and mails the account",
    auth: "user",
    body: api.twoFactorCodeRequest,
    responses: { 200: api.messageResponse },
  },
  "POST /auth/change-password": {
    summary: "Change the password with the current one; every other session ends, the caller gets a fresh token",
    auth: "user",
    body: api.changePasswordRequest,
    responses: { 200: api.changePasswordResponse },
  },
  "POST /auth/logout": {
    summary: "Log out: every token issued so far stops working",
    auth: "user",
    responses: { 200: api.messageResponse },
  },
  "GET /auth/sessions": {
    summary: "Where the caller is signed in: device, address, last seen, and which session is this one (never a token)",
    auth: "user",
    responses: { 200: api.sessionList },
  },
  "DELETE /auth/sessions/:id": {
    summary: "End one of the caller's sessions: its token is refused from then on (404 for an unknown or another user's session)",
    auth: "user",
    responses: { 200: api.messageResponse },
  },
  "POST /auth/sessions/revoke-others": {
    summary: "End every session of the caller but the current one",
    auth: "user",

    responses: { 200: api.messageResponse },
  },
  "POST /auth/forgot-password": {
    summary: "Send a reset link (same answer for unknown emails)",
    auth: "none",
    body: api.forgotPasswordRequest,
    responses: { 200: api.messageResponse },
  },
  "POST /auth/resend-verification": {
    summary: "Send a new verification link (same answer for unknown or verified emails)",
    auth: "none",
    body: api.resendVerificationRequest,
    responses: { 200: api.messageResponse },
  },
  "POST /auth/reset-password": {
    summary: "Reset the password with a token",
    auth: "none",
    body: api.resetPasswordRequest,
    responses: { 200: api.messageResponse },
  },
  "GET /auth/verify": {
    summary: "Verify an email address",
    auth: "none",
    query: api.verifyEmailQuery,
    responses: { 200: api.messageResponse },
  },
};
