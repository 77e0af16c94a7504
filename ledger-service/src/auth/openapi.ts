import * as api from "@app/contracts";
import { anyone, type RouteDocs, user } from "../openapi/route-doc.js";

/** The OpenAPI description of the auth routes, from the schemas they parse and answer with. */
export const authDocs: RouteDocs = {
  "POST /auth/register": anyone("Register", {
    refusals: { 429: "Too many registrations from this address this hour" },
    body: api.registerRequest,
    created: api.registerResponse,
  }),
  "POST /auth/login": anyone(
    "Log in (failures slowed per IP and account); an account with a second factor gets a challenge instead of a token",
    {
      refusals: { 401: "Wrong email or password", 429: "Too many failed sign-ins from this address or for this account" },
      body: api.loginRequest,
      ok: api.loginResponse.or(api.twoFactorChallengeResponse),
    },
  ),
  "POST /auth/2fa/verify": anyone("Second step of a login: the challenge and a current authenticator code or an unused recovery code", {
    refusals: { 401: "The challenge expired or closed, or the code is wrong or reused", 429: "Too many failed sign-ins" },
    body: api.twoFactorVerifyRequest,
    ok: api.loginResponse,
  }),
  "GET /auth/2fa": user("Whether the caller has a second factor, and recovery codes left", { ok: api.twoFactorStatusResponse }),
  "POST /auth/2fa/setup": user("A new TOTP secret and its otpauth:// URL (pending until enabled)", {
    refusals: { 409: "The second factor is on already" },
    ok: api.twoFactorSetupResponse,
  }),
  "POST /auth/2fa/enable": user(
    "Turn the second factor on with its first code and the password (wrong password: 400, counted as a failed sign-in); answers one-time recovery codes; ends the caller's other sessions",
    {
      refusals: { 409: "The second factor is on already, or no setup is pending" },
      body: api.twoFactorCodeRequest,
      ok: api.twoFactorEnableResponse,
    },
  ),
  "POST /auth/2fa/disable": user(
    "Turn the second factor off with the password and a current code or a recovery code; ends the caller's other sessions and mails the account",
    { refusals: { 409: "The second factor is not on" }, body: api.twoFactorCodeRequest, ok: api.messageResponse },
  ),
  "POST /auth/change-password": user("Change the password with the current one; every other session ends, the caller gets a fresh token", {
    body: api.changePasswordRequest,
    ok: api.changePasswordResponse,
  }),
  "POST /auth/logout": user("Log out: every token issued so far stops working", { ok: api.messageResponse }),
  "GET /auth/sessions": user("Where the caller is signed in: device, address, last seen, and which session is this one (never a token)", {
    ok: api.sessionList,
  }),
  "DELETE /auth/sessions/:id": user(
    "End one of the caller's sessions: its token is refused from then on (404 for an unknown or another user's session)",
    { ok: api.messageResponse },
  ),
  "POST /auth/sessions/revoke-others": user("End every session of the caller but the current one", { ok: api.messageResponse }),
  "POST /auth/forgot-password": anyone("Send a reset link (same answer for unknown emails)", {
    refusals: { 429: "Too many requests from this address this hour" },
    body: api.forgotPasswordRequest,
    ok: api.messageResponse,
  }),
  "POST /auth/resend-verification": anyone("Send a new verification link (same answer for unknown or verified emails)", {
    refusals: { 429: "Too many requests from this address this hour" },
    body: api.resendVerificationRequest,
    ok: api.messageResponse,
  }),
  "POST /auth/reset-password": anyone("Reset the password with a token", { body: api.resetPasswordRequest, ok: api.messageResponse }),
  "GET /auth/verify": anyone("Verify an email address", { query: api.verifyEmailQuery, ok: api.messageResponse }),
  "POST /auth/verify": anyone("Verify an email address (the web page's button)", { body: api.verifyEmailRequest, ok: api.messageResponse }),
};
