import { createHash, randomBytes, randomInt } from "node:crypto";
import { Secret, TOTP } from "otpauth";
import { sql } from "kysely";
import type { AppContext } from "../runtime/context.js";
import type { AuthUser } from "../shared/auth.js";
import { ConflictError, ValidationError } from "../platform/errors.js";
import { attemptSucceeded, countLoginAttempt } from "./login-throttle.js";
import { verifyPassword } from "./passwords.js";
import { openSecret, sealSecret } from "./secret-box.js";

/**
 * Second factor: TOTP (RFC 6238: SHA-1, 6 digits, 30-second steps, one step of clock drift
 * either way) with one-time recovery codes. A code is accepted once: the step of the last
 * accepted code is kept and a code of that step or an earlier one is refused (RFC 6238 §5.2).
 * Every code is counted as a sign-in attempt of the account and the address before it is
 * checked (login-throttle.ts), so six digits cannot be guessed by trying them all, in parallel
 * or not. Recovery codes carry 128 bits of randomness (26 base-32 characters); the 10-character
 * codes of earlier enrolments are accepted until used.
 */
const STEP_MS = 30_000;
const RECOVERY_CODE_COUNT = 10;
/** RFC 4648 base 32, lower case: no 0, 1, 8 or 9 to mistake for o, l, b or g. */
const RECOVERY_ALPHABET = "abcdefghijklmnopqrstuvwxyz234567";
const RECOVERY_CODE_LENGTH = 26;
export const WRONG_CODE = "The authentication code is not correct. Please try again.";
export const REUSED_CODE = "This code has already been used. Please wait for the next code from your authenticator app.";
export const ALREADY_ON = "Two-factor authentication is already on. Turn it off first to set up a new authenticator.";
export const NOT_ON = "Two-factor authentication is not on.";
export const SETUP_FIRST = "Please start the setup first: scan a new QR code, then enter its code.";
export const WRONG_PASSWORD = "Your password is not correct.";

/** `issuer`: the name the authenticator app shows (BRAND_NAME); codes do not depend on it. */
const totpFor = (secretBase32: string, label: string, issuer = "") =>
  new TOTP({ issuer, label, algorithm: "SHA1", digits: 6, period: 30, secret: Secret.fromBase32(secretBase32) });

const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");
const normalRecoveryCode = (code: string) => code.toLowerCase().replace(/-/g, "");

/** The 30-second step a 6-digit code belongs to (now, or one step either side), or null. */
function matchingStep(secretBase32: string, code: string, now: Date): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totpFor(secretBase32, "").validate({ token: code, timestamp: now.getTime(), window: 1 });
  return delta === null ? null : Math.floor(now.getTime() / STEP_MS) + delta;
}

/** Records `step` as used; false when it (or a later one) was used before: a replayed code. */
async function claimStep(ctx: AppContext, userId: string, step: number): Promise<boolean> {
  const r = await ctx.db
    .updateTable("users")
    .set({ totp_last_step: step })
    .where("id", "=", userId)
    .where(sql<boolean>`(totp_last_step IS NULL OR totp_last_step < ${step})`)
    .executeTakeFirst();
  return r.numUpdatedRows === 1n;
}

async function useRecoveryCode(ctx: AppContext, userId: string, code: string): Promise<boolean> {
  const normal = normalRecoveryCode(code);
  if (!/^[a-z0-9]{10}$/.test(normal) && !/^[a-z2-7]{26}$/.test(normal)) return false;
  const r = await ctx.db
    .updateTable("recovery_codes")
    .set({ used_at: ctx.clock() })
    .where("user_id", "=", userId)
    .where("code_hash", "=", sha256(normal))
    .where("used_at", "is", null)
    .executeTakeFirst();
  return r.numUpdatedRows === 1n;
}

/** Whether the user has a second factor on. */
export async function twoFactorEnabled(ctx: AppContext, userId: string): Promise<boolean> {
  const row = await ctx.db.selectFrom("users").select("totp_enabled_at").where("id", "=", userId).executeTakeFirst();
  return Boolean(row?.totp_enabled_at);
}

/**
 * Checks a code of an enrolled user: a current TOTP code, or (with `allowRecovery`) an unused
 * recovery code, which is then spent. "reused": a right code of a step already used (a replay,
 * or the same code typed twice within 30 seconds). Throttled like sign-ins: the code is counted
 * as an attempt first (429 while a wait is to be sat out); a right one is then taken back.
 */
export async function checkSecondFactor(
  ctx: AppContext,
  who: { id: string; email: string; sessionId?: string | undefined },
  ip: string,
  code: string,
  options: { allowRecovery: boolean; trusted?: string },
): Promise<"ok" | "wrong" | "reused"> {
  const source = { ip, email: who.email, trusted: trustedSource(who, options.trusted) };
  await countLoginAttempt(ctx, source);
  const result = await verifySecondFactor(ctx, who, code, options);
  if (result === "ok") await attemptSucceeded(ctx, source, { clearAccount: false });
  return result;
}

/**
 * A code given in a signed-in session (an approval, a withdrawal, 2FA changes) or on a login
 * challenge (won with the right password) is the owner's: the account's hold does not refuse it.
 */
const trustedSource = (who: { sessionId?: string | undefined }, trusted: string | undefined) =>
  trusted ?? (who.sessionId ? `session:${who.sessionId}` : null);

/** The check of checkSecondFactor, for a caller that has counted the attempt already. */
export async function verifySecondFactor(
  ctx: AppContext,
  who: { id: string },
  code: string,
  options: { allowRecovery: boolean },
): Promise<"ok" | "wrong" | "reused"> {
  const row = await ctx.db.selectFrom("users").select(["totp_secret", "totp_enabled_at"]).where("id", "=", who.id).executeTakeFirst();
  const secret = row?.totp_enabled_at && row.totp_secret ? openSecret(ctx.config.JWT_SECRET, row.totp_secret) : null;
  const step = secret ? matchingStep(secret, code, ctx.clock()) : null;
  let result: "ok" | "wrong" | "reused" = "wrong";
  if (step !== null) result = (await claimStep(ctx, who.id, step)) ? "ok" : "reused";
  else if (options.allowRecovery && row?.totp_enabled_at && (await useRecoveryCode(ctx, who.id, code))) result = "ok";
  return result;
}

/** A new secret, pending until `enableTwoFactor` receives its first code. 409 when already on. */
export async function startTwoFactorSetup(ctx: AppContext, user: AuthUser): Promise<{ secret: string; otpauthUrl: string }> {
  if (await twoFactorEnabled(ctx, user.id)) throw new ConflictError(ALREADY_ON);
  const secret = new Secret({ size: 20 }).base32;
  await ctx.db
    .updateTable("users")
    .set({ totp_pending_secret: sealSecret(ctx.config.JWT_SECRET, secret) })
    .where("id", "=", user.id)
    .execute();
  return { secret, otpauthUrl: totpFor(secret, user.email, ctx.config.BRAND_NAME).toString() };
}

/** 26 characters of 32 (130 bits), in groups of five for reading: "abcde-fghij-klmno-pqrst-uvwxyz". */
export function newRecoveryCode(): string {
  const chars = Array.from({ length: RECOVERY_CODE_LENGTH }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join("");
  return [chars.slice(0, 5), chars.slice(5, 10), chars.slice(10, 15), chars.slice(15, 20), chars.slice(20)].join("-");
}

const signedInSource = (user: AuthUser, ip: string) => ({ ip, email: user.email, trusted: trustedSource(user, undefined) });

/**
 * Changing the second factor needs the account's password besides the session: counted as a
 * sign-in attempt (429 while a wait is to be sat out); wrong: 400, the attempt stands as a
 * failure, like a wrong current password at change-password.
 */
async function confirmPassword(ctx: AppContext, user: AuthUser, password: string, ip: string): Promise<void> {
  await countLoginAttempt(ctx, signedInSource(user, ip));
  const row = await ctx.db.selectFrom("users").select("password_hash").where("id", "=", user.id).executeTakeFirstOrThrow();
  if (!(await verifyPassword(row.password_hash, password))) throw new ValidationError(WRONG_PASSWORD);
}

/**
 * Turns the pending secret on with its first code and the password; answers the recovery codes
 * (stored as hashes only). The caller then ends the user's other sessions.
 */
export async function enableTwoFactor(
  ctx: AppContext,
  user: AuthUser,
  input: { code: string; password: string },
  ip: string,
): Promise<string[]> {
  const { code } = input;
  const row = await ctx.db
    .selectFrom("users")
    .select(["totp_pending_secret", "totp_enabled_at"])
    .where("id", "=", user.id)
    .executeTakeFirstOrThrow();
  if (row.totp_enabled_at) throw new ConflictError(ALREADY_ON);
  const sealed = row.totp_pending_secret;
  const pending = sealed ? openSecret(ctx.config.JWT_SECRET, sealed) : null;
  if (!sealed || !pending) throw new ConflictError(SETUP_FIRST);
  await confirmPassword(ctx, user, input.password, ip);
  const step = matchingStep(pending, code, ctx.clock());
  if (step === null) throw new ValidationError(WRONG_CODE);
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await ctx.db.transaction().execute(async (trx) => {
    const r = await trx
      .updateTable("users")
      .set({ totp_secret: sealed, totp_pending_secret: null, totp_enabled_at: ctx.clock(), totp_last_step: step })
      .where("id", "=", user.id)
      .where("totp_enabled_at", "is", null)
      .where("totp_pending_secret", "=", sealed)
      .executeTakeFirst();
    if (r.numUpdatedRows !== 1n) throw new ConflictError(SETUP_FIRST);
    await trx.deleteFrom("recovery_codes").where("user_id", "=", user.id).execute();
    await trx
      .insertInto("recovery_codes")
      .values(codes.map((c) => ({ user_id: user.id, code_hash: sha256(normalRecoveryCode(c)), used_at: null })))
      .execute();
  });
  await attemptSucceeded(ctx, signedInSource(user, ip), { clearAccount: true });
  return codes;
}

/** Turns the second factor off with the password and a current code or a recovery code. The caller then ends the other sessions. */
export async function disableTwoFactor(
  ctx: AppContext,
  user: AuthUser,
  input: { code: string; password: string },
  ip: string,
): Promise<void> {
  if (!(await twoFactorEnabled(ctx, user.id))) throw new ConflictError(NOT_ON);
  await confirmPassword(ctx, user, input.password, ip);
  const check = await verifySecondFactor(ctx, user, input.code, { allowRecovery: true });
  if (check !== "ok") throw new ValidationError(check === "reused" ? REUSED_CODE : WRONG_CODE);
  await ctx.db.transaction().execute(async (trx) => {
    await trx
      .updateTable("users")
      .set({ totp_secret: null, totp_pending_secret: null, totp_enabled_at: null, totp_last_step: null })
      .where("id", "=", user.id)
      .execute();
    await trx.deleteFrom("recovery_codes").where("user_id", "=", user.id).execute();
  });
  await attemptSucceeded(ctx, signedInSource(user, ip), { clearAccount: true });
}

export async function twoFactorStatus(ctx: AppContext, userId: string): Promise<{ enabled: boolean; recoveryCodesLeft: number }> {
  const [enabled, left] = await Promise.all([
    twoFactorEnabled(ctx, userId),
    ctx.db
      .selectFrom("recovery_codes")
      .select((eb) => eb.fn.countAll<string>().as("n"))
      .where("user_id", "=", userId)
      .where("used_at", "is", null)
      .executeTakeFirst(),
  ]);
  return { enabled, recoveryCodesLeft: enabled ? Number(left?.n ?? 0) : 0 };
}

/** Login challenges: a random value for the client, its SHA-256 in Redis for 5 minutes. */
export const CHALLENGE_TTL_MS = 5 * 60 * 1000;
const challengeKey = (challenge: string) => `2fa-challenge:${sha256(challenge)}`;

export async function issueLoginChallenge(ctx: AppContext, userId: string): Promise<string> {
  const challenge = randomBytes(32).toString("base64url");
  await ctx.sessions.put(challengeKey(challenge), userId, CHALLENGE_TTL_MS);
  return challenge;
}

export const challengeUser = (ctx: AppContext, challenge: string) => ctx.sessions.get(challengeKey(challenge));
export const dropChallenge = (ctx: AppContext, challenge: string) => ctx.sessions.drop(challengeKey(challenge));

/** Codes one login challenge accepts: after this many wrong ones it is closed, and the user signs in again. */
export const CODES_PER_CHALLENGE = 5;

/**
 * Counts one code given on `challenge` (atomically, before it is checked) and answers how many
 * it has had, this one included: past CODES_PER_CHALLENGE the code is refused unread.
 */
export async function countChallengeCode(ctx: AppContext, challenge: string): Promise<number> {
  const { count } = await ctx.counters.hit(`2fa-challenge-codes:${sha256(challenge)}`, CHALLENGE_TTL_MS / 1000);
  return count;
}
