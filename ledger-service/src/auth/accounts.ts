import { randomUUID } from "node:crypto";
import {
  type AccountUser,
  accountUser,
  CHALLENGE_CLOSED,
  CHALLENGE_EXPIRED,
  INVALID_TOKEN,
  type RegisterRequest,
  WRONG_CODE_CHALLENGE_CLOSED,
} from "@app/contracts";
import { sql } from "kysely";
import type { AppContext } from "../runtime/context.js";
import { loadAccountUser, timeZoneOf } from "./account-user.js";
import type { AuthUser } from "../shared/auth.js";
import { UnauthorizedError, ValidationError } from "../platform/errors.js";
import {
  failedSignInsEmail,
  newSignInEmail,
  registerAttemptEmail,
  passwordChangedEmail,
  passwordResetDoneEmail,
  passwordResetEmail,
  verificationEmail,
} from "./emails.js";
import { deviceCookieValue, knownDeviceOf } from "./known-device.js";
import {
  LoginThrottledError,
  type AttemptSource,
  addressHeld,
  attemptSucceeded,
  clearAccountAttempts,
  countLoginAttempt,
  countPasswordAndCodeAttempt,
  passwordAndCodeSucceeded,
} from "./login-throttle.js";
import { consumeToken, issueToken } from "./one-time-tokens.js";
import { hashPassword, verifyPassword } from "./passwords.js";
import { newReferralCode } from "./referral-codes.js";
import { type SessionClient, endSessionsOf, startSession } from "./session-records.js";
import {
  CODES_PER_CHALLENGE,
  REUSED_CODE,
  WRONG_CODE,
  challengeUser,
  checkSecondFactor,
  countChallengeCode,
  dropChallenge,
  issueLoginChallenge,
  verifySecondFactor,
} from "./two-factor.js";

const INVALID_LOGIN = "Invalid email or password";
export const WRONG_CURRENT_PASSWORD = "Current password is incorrect.";
const SAME_PASSWORD = "Please choose a new password that differs from the current one.";

const activeUserByEmail = (ctx: AppContext, email: string) =>
  ctx.db
    .selectFrom("users")
    .select(["id", "email", "full_name", "password_hash", "is_admin", "is_auditor", "token_version", "totp_enabled_at"])
    .where(sql`lower(email)`, "=", email.toLowerCase())
    .where("deleted_at", "is", null)
    .executeTakeFirst();

/** How long a request waits for its mail to be queued; the queue's Redis being away must not hold the answer. */
const MAIL_QUEUE_WAIT_MS = 1000;

/** A mail is a convenience: its failure is logged, never the failure (or the hang) of the request. */
export async function sendMail(ctx: AppContext, job: Parameters<AppContext["queues"]["sendEmail"]>[0]) {
  let timer: NodeJS.Timeout | undefined;
  const queued = ctx.queues.sendEmail(job).catch((err) => ctx.logger.error({ err }, "could not queue an email"));
  const late = new Promise<void>((resolve) => {
    timer = setTimeout(() => {
      ctx.logger.warn("queueing an email takes long; answering without waiting for it");
      resolve();
    }, MAIL_QUEUE_WAIT_MS);
  });
  await Promise.race([queued, late]);
  clearTimeout(timer);
}

/**
 * Creates the account (unique email whatever its case, unique referral code, argon2id hash)
 * and mails a verification link. One answer for a new and a known email (201, the same message,
 * a user as a new account would be): for a known one nothing is created, the password is hashed
 * all the same (the same time spent) and the address's owner is mailed that someone tried to
 * register with it. Errors: 400 'Invalid referral code'.
 */
export async function register(ctx: AppContext, input: RegisterRequest): Promise<AccountUser> {
  let referrer: { id: string; full_name: string; referral_code: string } | undefined;
  if (input.referralCode) {
    referrer = await ctx.db
      .selectFrom("users")
      .select(["id", "full_name", "referral_code"])
      .where(sql`upper(referral_code)`, "=", input.referralCode)
      .where("deleted_at", "is", null)
      .executeTakeFirst();
    if (!referrer) throw new ValidationError("Invalid referral code");
  }
  const passwordHash = await hashPassword(input.password);
  const id = randomUUID();
  const taken = await activeUserByEmail(ctx, input.email);
  let referralCode = newReferralCode();
  let created = false;
  for (let attempt = 0; !taken && !created; attempt++) {
    try {
      await ctx.db
        .insertInto("users")
        .values({
          id,
          full_name: input.fullName,
          email: input.email,
          password_hash: passwordHash,
          referral_code: referralCode,
          referred_by: referrer?.id ?? null,
          deleted_at: null,
        })
        .execute();
      created = true;
    } catch (error) {
      const e = error as { code?: string; constraint?: string };
      // Registered in parallel a moment ago: answered like any known email.
      if (e.code === "23505" && e.constraint === "users_email_active") break;
      if (e.code === "23505" && e.constraint === "users_referral_code_key" && attempt < 5) {
        referralCode = newReferralCode();
        continue;
      }
      throw error;
    }
  }
  const owner = taken ?? (created ? undefined : await activeUserByEmail(ctx, input.email));
  if (created) {
    const token = await issueToken(ctx, id, "verify-email");
    await sendMail(ctx, verificationEmail(ctx.config.PUBLIC_URL, { email: input.email, fullName: input.fullName }, token));
  } else if (owner) {
    await sendRegisterAttemptMail(ctx, owner);
  }
  return freshAccountUser(ctx, { id, referralCode, input, referrer });
}

/** At most one "someone tried to register" mail an hour per account: the form cannot flood an inbox. */
async function sendRegisterAttemptMail(ctx: AppContext, owner: { id: string; email: string; full_name: string }) {
  if (await firstThisHour(ctx, `register-attempt-mail:${owner.id}`))
    await sendMail(ctx, registerAttemptEmail(ctx.config.PUBLIC_URL, await recipient(ctx, owner.id, owner), ctx.clock()));
}

/** True for the first hit of `key` in an hour: the mails it guards go at most once an hour. */
async function firstThisHour(ctx: AppContext, key: string): Promise<boolean> {
  return (await ctx.counters.hit(key, 3600)).count === 1;
}

/** An account as a mail addresses it: its email and name, and the time zone the mail tells times in. */
async function recipient(ctx: AppContext, id: string, to: { email: string; full_name: string }) {
  return { email: to.email, fullName: to.full_name, timeZone: await timeZoneOf(ctx, id) };
}

/** The user a registration answers: built from the input alone, the same for a new and a known email. */
function freshAccountUser(
  ctx: AppContext,
  a: {
    id: string;
    referralCode: string;
    input: RegisterRequest;
    referrer: { id: string; full_name: string; referral_code: string } | undefined;
  },
): AccountUser {
  return accountUser.parse({
    _id: a.id,
    fullName: a.input.fullName,
    email: a.input.email,
    phone: "",
    wallet: "",
    profilePicture: "",
    referralCode: a.referralCode,
    referredBy: a.referrer ? { _id: a.referrer.id, fullName: a.referrer.full_name, referralCode: a.referrer.referral_code } : null,
    referrer: a.referrer?.full_name ?? null,
    isAdmin: false,
    isAuditor: false,
    emailVerified: false,
    twoFactorEnabled: false,
    sharesOwned: 0,
    pendingShares: 0,
    profitBalance: 0,
    referralRewardBalance: 0,
    createdAt: ctx.clock().toISOString(),
  });
}

type SessionRow = { id: string; email: string; is_admin: boolean; is_auditor: boolean; token_version: number };

/** The client of a sign-in: its address and User-Agent, and the known-device cookie it sent. */
export type SignInClient = SessionClient & {
  deviceCookie?: string | undefined;
  /** A current session the request's bearer token proves (an API client signing in again from a signed-in device). */
  signedIn?: { userId: string; sessionId: string } | undefined;
};

/**
 * A completed sign-in: its session and token, and the device's signed cookie (kept, or new) for
 * the route to set; a device and address never seen for this user gets the account a mail.
 */
async function newSession(ctx: AppContext, row: SessionRow, client: SignInClient) {
  const user = await loadAccountUser(ctx, row.id);
  if (!user) throw new UnauthorizedError(INVALID_LOGIN);
  const session = await startSession(ctx, row, client);
  if (session.newDevice)
    await sendMail(
      ctx,
      newSignInEmail(
        ctx.config.PUBLIC_URL,
        { email: row.email, fullName: user.fullName, timeZone: await timeZoneOf(ctx, row.id) },
        session,
        ctx.clock(),
      ),
    );
  const deviceId = knownDeviceOf(ctx.config.JWT_SECRET, client.deviceCookie, row.id) ?? undefined;
  return { token: session.token, user, deviceCookie: deviceCookieValue(ctx.config.JWT_SECRET, row.id, deviceId) };
}

/** At most one "failed sign-in attempts" mail an hour per account. */
const ownerAlert = (ctx: AppContext, row: { id: string; email: string; full_name: string } | undefined) => async (failures: number) => {
  if (!row) return;
  if (await firstThisHour(ctx, `login-alert:${row.id}`))
    await sendMail(ctx, failedSignInsEmail(ctx.config.PUBLIC_URL, await recipient(ctx, row.id, row), failures, ctx.clock()));
};

/**
 * Same answer for an unknown email and a wrong password. Every attempt is counted before the
 * password is checked (per address and account, see login-throttle.ts): 429 while a wait is to
 * be sat out; a right password takes its attempt back. An account with a second factor gets a
 * challenge instead of a token (the failures it has are kept until the code is right, so a
 * known password does not reset the count of wrong codes).
 *
 * Nobody else can lock the owner out: a device that signed in to this account before (its
 * signed cookie) is not held by the account's or the address's failures, and while the account
 * is held its password with a current `code` of its second factor still signs in.
 */
export async function login(ctx: AppContext, input: { email: string; password: string; code?: string | undefined }, client: SignInClient) {
  const row = await activeUserByEmail(ctx, input.email);
  const device = knownDeviceOf(ctx.config.JWT_SECRET, client.deviceCookie, row?.id);
  const session = row && client.signedIn?.userId === row.id ? client.signedIn.sessionId : null;
  const trusted = device ? `device:${device}` : session ? `session:${session}` : null;
  const source: AttemptSource = { ip: client.ip, email: input.email, trusted };
  try {
    await countLoginAttempt(ctx, source, ownerAlert(ctx, row));
  } catch (error) {
    if (!(error instanceof LoginThrottledError) || !input.code || (await addressHeld(ctx, client.ip))) throw error;
    return await loginWithPasswordAndCode(ctx, row, { password: input.password, code: input.code }, client);
  }
  const ok = await verifyPassword(row?.password_hash ?? null, input.password);
  if (!row || !ok) throw new UnauthorizedError(INVALID_LOGIN);
  if (row.totp_enabled_at) {
    await attemptSucceeded(ctx, source, { clearAccount: false });
    return { twoFactorRequired: true as const, challenge: await issueLoginChallenge(ctx, row.id) };
  }
  await attemptSucceeded(ctx, source, { clearAccount: true });
  return await newSession(ctx, row, client);
}

/**
 * A held account's password and code in one request: one answer for any failure (wrong password,
 * no second factor, wrong code, too many tries with the right password), so nothing is learned.
 */
async function loginWithPasswordAndCode(
  ctx: AppContext,
  row: Awaited<ReturnType<typeof activeUserByEmail>>,
  input: { password: string; code: string },
  client: SignInClient,
) {
  const ok = await verifyPassword(row?.password_hash ?? null, input.password);
  if (!row || !ok || !row.totp_enabled_at) throw new UnauthorizedError(INVALID_LOGIN);
  if (!(await countPasswordAndCodeAttempt(ctx, row.id))) throw new UnauthorizedError(INVALID_LOGIN);
  if ((await verifySecondFactor(ctx, row, input.code.replace(/\s+/g, ""), { allowRecovery: true })) !== "ok")
    throw new UnauthorizedError(INVALID_LOGIN);
  await Promise.all([passwordAndCodeSucceeded(ctx, row.id), clearAccountAttempts(ctx, row.email)]);
  return await newSession(ctx, row, client);
}

/**
 * The second step of a login: the challenge and a current code (or an unused recovery code).
 * A challenge takes CODES_PER_CHALLENGE codes, counted before each is checked: the last wrong
 * one closes it, and any code beyond is refused unread, even a right one (401: log in again).
 */
export async function completeLogin(ctx: AppContext, input: { challenge: string; code: string }, client: SignInClient) {
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
  const codes = await countChallengeCode(ctx, input.challenge);
  if (codes > CODES_PER_CHALLENGE) {
    await dropChallenge(ctx, input.challenge);
    throw new UnauthorizedError(CHALLENGE_CLOSED);
  }
  // The challenge was won with the right password: an outsider's failures (the account's hold) do
  // not refuse its codes; wrong codes on the account's challenges are bounded on their own.
  const check = await checkSecondFactor(ctx, row, client.ip, input.code, { allowRecovery: true, trusted: `challenge-codes:${row.id}` });
  if (check !== "ok") {
    if (codes < CODES_PER_CHALLENGE) throw new UnauthorizedError(check === "reused" ? REUSED_CODE : WRONG_CODE);
    await dropChallenge(ctx, input.challenge);
    throw new UnauthorizedError(WRONG_CODE_CHALLENGE_CLOSED);
  }
  await dropChallenge(ctx, input.challenge);
  await clearAccountAttempts(ctx, row.email);
  return await newSession(ctx, row, client);
}

/**
 * Changes the password of the signed-in user after checking the current one (counted as a
 * sign-in attempt first; wrong: 400, the attempt stands as a failure). Every session ends (the
 * token version moves on); the caller gets a fresh token in a new session, the account a mail.
 */
export async function changePassword(
  ctx: AppContext,
  user: AuthUser,
  input: { currentPassword: string; newPassword: string },
  client: SessionClient,
): Promise<string> {
  const source: AttemptSource = { ip: client.ip, email: user.email, trusted: user.sessionId ? `session:${user.sessionId}` : null };
  await countLoginAttempt(ctx, source);
  const row = await ctx.db.selectFrom("users").select("password_hash").where("id", "=", user.id).executeTakeFirstOrThrow();
  if (!(await verifyPassword(row.password_hash, input.currentPassword))) throw new ValidationError(WRONG_CURRENT_PASSWORD);
  await attemptSucceeded(ctx, source, { clearAccount: true });
  if (input.currentPassword.normalize("NFC") === input.newPassword.normalize("NFC")) throw new ValidationError(SAME_PASSWORD);
  const passwordHash = await hashPassword(input.newPassword);
  const updated = await ctx.db
    .updateTable("users")
    .set((eb) => ({ password_hash: passwordHash, token_version: eb("token_version", "+", 1) }))
    .where("id", "=", user.id)
    .where("deleted_at", "is", null)
    .returning(["id", "email", "is_admin", "is_auditor", "token_version"])
    .executeTakeFirstOrThrow();
  // The bump above ended every token, the caller's too: its rows end, and the caller gets a new session.
  await endSessionsOf(ctx, user.id);
  await sendMail(
    ctx,
    passwordChangedEmail({ email: updated.email, fullName: user.fullName, timeZone: await timeZoneOf(ctx, user) }, ctx.clock()),
  );
  return (await startSession(ctx, updated, client)).token;
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
    .returning(["email", "full_name"])
    .executeTakeFirst();
  if (!row) throw new ValidationError(INVALID_TOKEN);
  await clearAccountAttempts(ctx, row.email);
  await sendMail(ctx, passwordResetDoneEmail(await recipient(ctx, userId, row), ctx.clock()));
}

/** Signs the request's own session out (401 for its token from then on, on every API process). */
export async function logout(ctx: AppContext, user: AuthUser): Promise<void> {
  // Signing out on one device ends that device's session only; the others stay signed in (the
  // profile's "Where you're signed in" ends them). A token from before sessions existed cannot be
  // ended alone: then every token of the account ends, as logout always did.
  if (user.sessionId) {
    await ctx.db
      .updateTable("user_sessions")
      .set({ ended_at: ctx.clock() })
      .where("id", "=", user.sessionId)
      .where("user_id", "=", user.id)
      .where("ended_at", "is", null)
      .execute();
    return;
  }
  await ctx.db
    .updateTable("users")
    .set((eb) => ({ token_version: eb("token_version", "+", 1) }))
    .where("id", "=", user.id)
    .execute();
}
