import { z } from "zod";
import { INVALID_TOKEN } from "../messages.js";
import { requiredText } from "./common.js";
import {
  COMMON_PASSWORD_MESSAGE,
  isCommonPassword,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_TOO_LONG,
  PASSWORD_TOO_SHORT,
} from "../password-rule.js";

export { COMMON_PASSWORD_MESSAGE, isCommonPassword, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH };

const email = z
  .string({ error: "Email is required." })
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: "Please enter a valid email address." }).max(254))
  .meta({ format: "email", maxLength: 254 });
const password = (field: string) =>
  z
    .string({ error: `${field} is required.` })
    .min(PASSWORD_MIN_LENGTH, { error: PASSWORD_TOO_SHORT })
    .max(PASSWORD_MAX_LENGTH, { error: PASSWORD_TOO_LONG })
    .refine((value) => !isCommonPassword(value), { error: COMMON_PASSWORD_MESSAGE });

export const registerRequest = z.object({
  fullName: requiredText("Full name is required.", 100),
  email,
  password: password("Password"),
  referralCode: z
    .string()
    .trim()
    .max(32, { error: "Invalid referral code" })
    .optional()
    .nullable()
    .transform((v) => (v ? v.toUpperCase() : undefined)),
});
export type RegisterRequest = z.infer<typeof registerRequest>;

export const loginRequest = z.object({
  email: z
    .string({ error: "Email and password are required." })
    .trim()
    .toLowerCase()
    .min(1, { error: "Email and password are required." })
    .max(254),
  password: z
    .string({ error: "Email and password are required." })
    .min(1, { error: "Email and password are required." })
    .max(PASSWORD_MAX_LENGTH, { error: "Invalid email or password" }),
  /** Only while the account is held (429): the second factor's code with the password still signs in. */
  code: z.string().trim().max(64, { error: "Invalid email or password" }).optional(),
});

export const forgotPasswordRequest = z.object({ email });

/** POST /api/auth/resend-verification: a new verification link (same answer for any email). */
export const resendVerificationRequest = z.object({ email });

export const resetPasswordRequest = z.object({
  token: requiredText("Reset token is missing.", 200, INVALID_TOKEN),
  newPassword: password("New password"),
});

/** POST /api/auth/change-password: the current password proves the caller, not only the token. */
export const changePasswordRequest = z.object({
  currentPassword: z
    .string({ error: "Current password is required." })
    .min(1, { error: "Current password is required." })
    .max(PASSWORD_MAX_LENGTH, { error: "Current password is incorrect." }),
  newPassword: password("New password"),
});

export const verifyEmailQuery = z.strictObject({
  token: requiredText(INVALID_TOKEN, 200, INVALID_TOKEN),
});
/** POST /api/auth/verify: what the /verify page sends when its button is pressed (opening a link spends nothing). */
export const verifyEmailRequest = z.object({
  token: requiredText(INVALID_TOKEN, 200, INVALID_TOKEN),
});

/** The spec's User entity, the fields every screen reads (password never leaves the server). */
export const userFields = z.object({
  _id: z.string(),
  fullName: z.string(),
  email: z.string(),
  phone: z.string(),
  wallet: z.string(),
  profilePicture: z.string(),
  referralCode: z.string(),
  referredBy: z.object({ _id: z.string(), fullName: z.string(), referralCode: z.string() }).nullable(),
  /** The referrer's name, as the users table shows it. */
  referrer: z.string().nullable(),
  isAdmin: z.boolean(),
  sharesOwned: z.number(),
  pendingShares: z.number(),
  profitBalance: z.number(),
  referralRewardBalance: z.number(),
  createdAt: z.string(),
});

/** The User as the account screens read it. */
export const accountUser = userFields.extend({
  /** Read-only ledger role: the web app routes an auditor to /audit (its session cookie is not readable). */
  isAuditor: z.boolean(),
  emailVerified: z.boolean(),
  /** The account has a second factor on: withdrawals need a code. */
  twoFactorEnabled: z.boolean(),
  /** The investor's IANA time zone (issue 35: one clock); Africa/Lagos until they choose one. */
  timeZone: z.string().default("Africa/Lagos"),
});
export type AccountUser = z.infer<typeof accountUser>;

export const registerResponse = z.object({ message: z.string(), user: accountUser });
export const loginResponse = z.object({ token: z.string(), user: accountUser });
/** POST /api/auth/change-password: a fresh token for the caller (every other session has ended). */
export const changePasswordResponse = z.object({ message: z.string(), token: z.string() });

/** GET /api/auth/sessions: where the caller is signed in (never a token); `current`: this request's session. */
export const sessionSummary = z.object({
  id: z.string(),
  /** Browser and system from the User-Agent ("Chrome on Android"). */
  device: z.string(),
  /** The client address the sign-in came from. */
  address: z.string(),
  lastSeenAt: z.string(),
  createdAt: z.string(),
  current: z.boolean(),
});
export type SessionSummary = z.infer<typeof sessionSummary>;
export const sessionList = z.object({ sessions: z.array(sessionSummary) });
export type SessionList = z.infer<typeof sessionList>;
