import { randomInt } from "node:crypto";

// No 0/O or 1/I: codes are read aloud and typed by hand.
const ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

/** A random 8-character code; uniqueness is the database's job (retry on conflict). */
export function newReferralCode(): string {
  let code = "";
  for (let i = 0; i < 8; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}
