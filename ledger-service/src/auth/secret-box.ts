import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";

/**
 * Encrypts small secrets kept in the database (TOTP secrets) with AES-256-GCM under a key
 * derived (HKDF-SHA256) from the token-signing secret: a copy of the database alone does not
 * reveal them. Changing JWT_SECRET makes stored secrets unreadable (their owners sign in with a
 * recovery code and enrol again).
 */
const keys = new Map<string, Buffer>();
function keyFor(signingSecret: string): Buffer {
  let key = keys.get(signingSecret);
  if (!key) {
    key = Buffer.from(hkdfSync("sha256", signingSecret, "share-invest", "totp-secret-v1", 32));
    keys.set(signingSecret, key);
  }
  return key;
}

export function sealSecret(signingSecret: string, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", keyFor(signingSecret), iv);
  const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return ["v1", iv.toString("base64url"), body.toString("base64url"), cipher.getAuthTag().toString("base64url")].join(".");
}

/** The plain secret, or null when it was sealed under another key or altered. */
export function openSecret(signingSecret: string, sealed: string): string | null {
  const [version, iv, body, tag] = sealed.split(".");
  if (version !== "v1" || !iv || !body || !tag) return null;
  try {
    const decipher = createDecipheriv("aes-256-gcm", keyFor(signingSecret), Buffer.from(iv, "base64url"));
    decipher.setAuthTag(Buffer.from(tag, "base64url"));
    return Buffer.concat([decipher.update(Buffer.from(body, "base64url")), decipher.final()]).toString("utf8");
  } catch {
    return null;
  }
}
