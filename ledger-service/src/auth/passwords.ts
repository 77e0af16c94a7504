import argon2 from "argon2";

/**
 * Argon2id at the OWASP ASVS 5.0 (Appendix C) minimum: 19 MiB memory, 2 passes, 1 lane.
 * The whole password is hashed (no 72-byte truncation as with bcrypt); it is normalised to
 * NFC first so the same password typed on two keyboards gives the same hash.
 */
const PARAMS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export async function hashPassword(password: string): Promise<string> {
  return argon2.hash(password.normalize("NFC"), PARAMS);
}

let dummyHash: Promise<string> | undefined;

/**
 * Checks a password against a stored hash. Without a stored hash (unknown email) it still
 * runs one verification, so the answer takes as long as for a known email.
 */
export async function verifyPassword(storedHash: string | null, password: string): Promise<boolean> {
  if (!storedHash?.startsWith("$argon2")) {
    dummyHash ??= hashPassword("not-the-password-of-anyone");
    await argon2.verify(await dummyHash, password.normalize("NFC")).catch(() => false);
    return false;
  }
  try {
    return await argon2.verify(storedHash, password.normalize("NFC"));
  } catch {
    return false;
  }
}
