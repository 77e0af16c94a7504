/**
 * Common passwords of at least 10 characters (shorter ones fail the length rule anyway), most
 * common first, lower-cased: the entries of 10+ characters in the password list of
 * @zxcvbn-ts/language-common 4.1.3 (passwords.json, about 49,000 of the most used passwords;
 * MIT licence). A data file beside this one, read when the module loads; the server's bundle and
 * the web app's build carry it, so the web app checks the same list as the server.
 */
import COMMON_PASSWORDS from "./common-passwords.json" with { type: "json" };

/**
 * The rule of every new password (register, reset, change-password): at least 10 characters and
 * not on the common-password list. Plain code without zod, so the web app checks the very same
 * rule before a call (api/auth.ts builds the schemas from it).
 */
export const PASSWORD_MIN_LENGTH = 10;
/** Argon2id hashes the whole input (never truncated); the cap only bounds the work per request. */
export const PASSWORD_MAX_LENGTH = 1024;
export const PASSWORD_TOO_SHORT = `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`;
export const PASSWORD_TOO_LONG = `Password must be at most ${PASSWORD_MAX_LENGTH} characters.`;
export const COMMON_PASSWORD_MESSAGE = "This password is too common. Please choose a less predictable one.";

let commonPasswords: Set<string> | undefined;
/** True for a password of the common-password list, whatever its case. */
export function isCommonPassword(password: string): boolean {
  commonPasswords ??= new Set(COMMON_PASSWORDS);
  return commonPasswords.has(password.normalize("NFC").toLowerCase());
}

/** The message of the first rule a new password breaks, or null. */
export function newPasswordProblem(password: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return PASSWORD_TOO_SHORT;
  if (password.length > PASSWORD_MAX_LENGTH) return PASSWORD_TOO_LONG;
  return isCommonPassword(password) ? COMMON_PASSWORD_MESSAGE : null;
}
