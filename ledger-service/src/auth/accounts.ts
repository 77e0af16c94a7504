import { randomUUID } from "node:crypto";
import { type AccountUser, INVALID_TOKEN, type RegisterRequest } from "@app/contracts";
import { sql } from "kysely";
import type { AppContext } from "../runtime/context.js";
import { loadAccountUser } from "../profile/account-user.js";
import { type AuthUser, signToken } from "../shared/auth.js";
import { ConflictError, UnauthorizedError, ValidationError } from "../shared/errors.js";
import { passwordResetEmail, verificationEmail } from "./emails.js";
import { checkLoginAllowed, clearAccountAttempts, countLoginFailure } from "./login-throttle.js";
import { consumeToken, issueToken } from "./one-time-tokens.js";
import { hashPassword, verifyPassword } from "./passwords.js";
import { newReferralCode } from "./referral-codes.js";
import { REUSED_CODE, WRONG_CODE, challengeUser, checkSecondFactor, dropChallenge, issueLoginChallenge } from "./two-factor.js";

const INVALID_LOGIN = "Invalid email or password";
const EMAIL_TAKEN = "Email is already registered.";
export const CHALLENGE_EXPIRED = "Your sign-in has expired. Please log in again.";
export const WRONG_CURRENT_PASSWORD = "Current password is incorrect.";
const SAME_PASSWORD = "Please choose a new password that differs from the current one.";

const activeUserByEmail = (ctx: AppContext, email: string) =>
  ctx.db
    .selectFrom("users")
    .select(["id", "email", "full_name", "password_hash", "is_admin", "is_auditor", "token_version", "totp_enabled_at"])
    .where(sql`lower(email)`, "=", email.toLowerCase())
    .where("deleted_at", "is", null)
    .executeTakeFirst();

/** A mail is a convenience: its failure is logged, never the failure of the request. */
async function sendMail(ctx: AppContext, job: Parameters<AppContext["queues"]["sendEmail"]>[0]) {
  await ctx.queues.sendEmail(job).catch((err) => ctx.logger.error({ err }, "could not queue an email"));
}

/**
 * Creates the account (unique email whatever its case, unique referral code, argon2id hash)
 * and mails a verification link. Errors: 400 'Invalid referral code', 409 email taken.
 */
export async function register(ctx: AppContext, input: RegisterRequest): Promise<AccountUser> {
  let referredBy: string | null = null;
  if (input.referralCode) {
    const referrer = await ctx.db
      .selectFrom("users")
      .select("id")
      .where(sql`upper(referral_code)`, "=", input.referralCode)
      .where("deleted_at", "is", null)
      .executeTakeFirst();
    if (!referrer) throw new ValidationError("Invalid referral code");
    referredBy = referrer.id;
  }
  if (await activeUserByEmail(ctx, input.email)) throw new ConflictError(EMAIL_TAKEN);
  const passwordHash = await hashPassword(input.password);
  const id = randomUUID();
  for (let attempt = 0; ; attempt++) {
    try {
      await ctx.db
        .insertInto("users")
        .values({
          id,
          full_name: input.fullName,
          email: input.email,
          password_hash: passwordHash,
          referral_code: newReferralCode(),
          referred_by: referredBy,
          deleted_at: null,
        })
        .execute();
      break;
    } catch (error) {
      const e = error as { code?: string; constraint?: string };
      if (e.code === "23505" && e.constraint === "users_email_active") throw new ConflictError(EMAIL_TAKEN);
      if (e.code === "23505" && e.constraint === "users_referral_code_key" && attempt < 5) continue;
      throw error;
    }
  }
  const token = await issueToken(ctx, id, "verify-email");
  await sendMail(ctx, verificationEmail(ctx.config.PUBLIC_URL, { email: input.email, fullName: input.fullName }, token));
  const user = await loadAccountUser(ctx, id);
  if (!user) throw new Error("registered user vanished");
  return user;
}

type SessionRow = { id: string; is_admin: boolean; is_auditor: boolean; token_version: number };

async function newSession(ctx: AppContext, row: SessionRow) {
  const token = signToken(ctx, { id: row.id, isAdmin: row.is_admin, isAuditor: row.is_auditor, tokenVersion: row.token_version });
  const user = await loadAccountUser(ctx, row.id);
  if (!user) throw new UnauthorizedError(INVALID_LOGIN);
  return { token, user };
}

/**
 * Same answer for an unknown email and a wrong password. Only failures are counted (per
 * address and account, see login-throttle.ts): 429 while a wait is to be sat out. An account
 * with a second factor gets a challenge instead of a token (the failures it has are kept until
 * the code is right, so a known password does not reset the count of wrong codes).
 */
export async function login(ctx: AppContext, input: { email: string; password: string }, ip: string) {
  await checkLoginAllowed(ctx, ip, input.email);
  const row = await activeUserByEmail(ctx, input.email);
  const ok = await verifyPassword(row?.password_hash ?? null, input.password);
  if (!row || !ok) {
    await countLoginFailure(ctx, ip, input.email);
    throw new UnauthorizedError(INVALID_LOGIN);
  }
  if (row.totp_enabled_at) return { twoFactorRequired: true as const, challenge: await issueLoginChallenge(ctx, row.id) };
  await clearAccountAttempts(ctx, input.email);
  return await newSession(ctx, row);
}

/** The second step of a login: the challenge and a current code (or an unused recovery code). */
export async function completeLogin(ctx: AppContext, input: { challenge: string; code: string }, ip: string) {
  const userId = await challengeUser(ctx, input.challenge);
  const row = userId
    ? await ctx.db
        .selectFrom("users")
        .select(["id", "email", "is_admin", "is_auditor", "token_version"])
        .where("id", "=", userId)
        .where("deleted_at", "is", null)
        .executeTakeFirst()
    : undefined;
  if (!row) throw new UnauthorizedError(CHALLENGE_EXPIRED);
  const check = await checkSecondFactor(ctx, row, ip, input.code, { allowRecovery: true });
  if (check !== "ok") throw new UnauthorizedError(check === "reused" ? REUSED_CODE : WRONG_CODE);
  await dropChallenge(ctx, input.challenge);
  await clearAccountAttempts(ctx, row.email);
  return await newSession(ctx, row);
}

/**
 * Changes the password of the signed-in user after checking the current one (wrong: 400,
 * counted like a failed sign-in). Bumps the token version, so every other session ends; the
 * caller gets a fresh token.
 */
export async function changePassword(
  ctx: AppContext,
  user: AuthUser,
  input: { currentPassword: string; newPassword: string },
  ip: string,
): Promise<string> {
  await checkLoginAllowed(ctx, ip, user.email);
  const row = await ctx.db.selectFrom("users").select("password_hash").where("id", "=", user.id).executeTakeFirstOrThrow();
  if (!(await verifyPassword(row.password_hash, input.currentPassword))) {
    await countLoginFailure(ctx, ip, user.email);
    throw new ValidationError(WRONG_CURRENT_PASSWORD);
  }
  if (input.currentPassword.normalize("NFC") === input.newPassword.normalize("NFC")) throw new ValidationError(SAME_PASSWORD);
  const passwordHash = await hashPassword(input.newPassword);
  const updated = await ctx.db
    .updateTable("users")
    .set((eb) => ({ password_hash: passwordHash, token_version: eb("token_version", "+", 1) }))
    .where("id", "=", user.id)
    .where("deleted_at", "is", null)
    .returning(["id", "is_admin", "is_auditor", "token_version"])
    .executeTakeFirstOrThrow();
  await clearAccountAttempts(ctx, user.email);
  return signToken(ctx, { id: updated.id, isAdmin: updated.is_admin, isAuditor: updated.is_auditor, tokenVersion: updated.token_version });
}

export async function verifyEmail(ctx: AppContext, token: string): Promise<void> {
  const userId = await consumeToken(ctx, token, "verify-email");
  if (!userId) throw new ValidationError(INVALID_TOKEN);
  const r = await ctx.db
    .updateTable("users")
    .set({ email_verified: true })
    .where("id", "=", userId)
    .where("deleted_at", "is", null)
    .executeTakeFirst();
  if (r.numUpdatedRows === 0n) throw new ValidationError(INVALID_TOKEN);
}

/** At most this many reset mails per address an hour: the form cannot be used to flood an inbox. */
const RESET_MAILS_PER_HOUR = 5;

/** Answers the same whether or not the email is registered (the caller never learns which). */
export async function requestPasswordReset(ctx: AppContext, email: string): Promise<void> {
  const { count } = await ctx.counters.hit(`forgot:${email.toLowerCase()}`, 3600);
  const row = await activeUserByEmail(ctx, email);
  if (!row || count > RESET_MAILS_PER_HOUR) return;
  const token = await issueToken(ctx, row.id, "reset-password");
  await sendMail(ctx, passwordResetEmail(ctx.config.PUBLIC_URL, { email: row.email, fullName: row.full_name }, token));
}

/** Answers the same whether the email is unknown, unverified or verified; at most 5 mails an hour per email. */
export async function resendVerification(ctx: AppContext, email: string): Promise<void> {
  const { count } = await ctx.counters.hit(`verify-mail:${email.toLowerCase()}`, 3600);
  if (count > RESET_MAILS_PER_HOUR) return;
  const row = await ctx.db
    .selectFrom("users")
    .select(["id", "email", "full_name"])
    .where(sql`lower(email)`, "=", email.toLowerCase())
    .where("deleted_at", "is", null)
    .where("email_verified", "=", false)
    .executeTakeFirst();
  if (!row) return;
  const token = await issueToken(ctx, row.id, "verify-email");
  await sendMail(ctx, verificationEmail(ctx.config.PUBLIC_URL, { email: row.email, fullName: row.full_name }, token));
}

/** Sets the new password and bumps the token version: every session issued before ends now. */
export async function resetPassword(ctx: AppContext, token: string, newPassword: string): Promise<void> {
  const userId = await consumeToken(ctx, token, "reset-password");
  if (!userId) throw new ValidationError(INVALID_TOKEN);
  const passwordHash = await hashPassword(newPassword);
  const row = await ctx.db
    .updateTable("users")
    .set((eb) => ({ password_hash: passwordHash, email_verified: true, token_version: eb("token_version", "+", 1) }))
    .where("id", "=", userId)
    .where("deleted_at", "is", null)
    .returning("email")
    .executeTakeFirst();
  if (!row) throw new ValidationError(INVALID_TOKEN);
  await clearAccountAttempts(ctx, row.email);
}

/** Ends every session of the user at once (tokens carry the version they were issued with). */
export async function logout(ctx: AppContext, userId: string): Promise<void> {
  await ctx.db
    .updateTable("users")
    .set((eb) => ({ token_version: eb("token_version", "+", 1) }))
    .where("id", "=", userId)
    .execute();
}
