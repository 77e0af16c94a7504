import { createHmac, timingSafeEqual } from "node:crypto";
import type { AppContext } from "../runtime/context.js";

/**
 * Signed, expiring links to stored payment proofs and receipts: `/api/uploads/{name}?expires=
 * {unix seconds}&signature={HMAC-SHA256 of name and expiry}`, so an <img> can show one without
 * a bearer header while a link copied out of the app stops working after UPLOAD_LINK_MINUTES.
 * API answers hand them only to who may see the proof (its owner, admins, auditors); events and
 * read models keep the unsigned address. The key is derived from JWT_SECRET (never sent).
 */
const NAME_IN_URL = /\/api\/uploads\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(?:png|jpg|gif|webp))(?:\?[^#]*)?$/;
/** Expiries are rounded up to this step, so one page's links stay the same URL (browser cache). */
const EXPIRY_STEP_SECONDS = 300;

const keys = new Map<string, Buffer>();
function linkKey(secret: string): Buffer {
  let key = keys.get(secret);
  if (!key) {
    key = createHmac("sha256", secret).update("upload-links/v1").digest();
    if (keys.size >= 16) keys.clear();
    keys.set(secret, key);
  }
  return key;
}

export function uploadSignature(secret: string, name: string, expires: number): string {
  return createHmac("sha256", linkKey(secret)).update(`${name}:${expires}`).digest("base64url");
}

/** The stored file name an upload URL (signed or not, absolute or not) points at; null for anything else. */
export function uploadNameOf(url: string): string | null {
  return url.trim().match(NAME_IN_URL)?.[1] ?? null;
}

export function canonicalUploadUrl(ctx: AppContext, name: string): string {
  return `${ctx.config.PUBLIC_URL.replace(/\/$/, "")}/api/uploads/${name}`;
}

export interface ProofLinks {
  /** A signed link for one of our uploads; any other value (a legacy text proof) unchanged. */
  sign(stored: string): string;
}

export function proofLinks(ctx: AppContext): ProofLinks {
  const now = Math.floor(ctx.clock().getTime() / 1000);
  const ttl = ctx.config.UPLOAD_LINK_MINUTES * 60;
  const expires = Math.ceil((now + ttl) / EXPIRY_STEP_SECONDS) * EXPIRY_STEP_SECONDS;
  return {
    sign(stored) {
      const name = uploadNameOf(stored);
      if (!name) return stored;
      return `${canonicalUploadUrl(ctx, name)}?expires=${expires}&signature=${uploadSignature(ctx.config.JWT_SECRET, name, expires)}`;
    },
  };
}

/** Whether `signature` signs `name` until `expires` and that moment is still ahead. */
export function validUploadLink(ctx: AppContext, name: string, expires: unknown, signature: unknown): boolean {
  if (typeof expires !== "string" || !/^\d{1,12}$/.test(expires) || typeof signature !== "string") return false;
  if (Number(expires) * 1000 <= ctx.clock().getTime()) return false;
  const expected = Buffer.from(uploadSignature(ctx.config.JWT_SECRET, name, Number(expires)));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
