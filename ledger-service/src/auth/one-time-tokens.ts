import { createHash, randomBytes, randomUUID } from "node:crypto";
import type { AppContext } from "../runtime/context.js";

export type TokenPurpose = "verify-email" | "reset-password";

const LIFETIME_MS: Record<TokenPurpose, number> = {
  "verify-email": 24 * 60 * 60 * 1000,
  "reset-password": 60 * 60 * 1000,
};

const hashOf = (token: string) => createHash("sha256").update(token).digest("hex");

/**
 * Issues a random 256-bit token for a link in an email. Only its SHA-256 is stored; earlier
 * unused tokens of the same purpose stop working, so only the newest link is valid.
 */
export async function issueToken(ctx: AppContext, userId: string, purpose: TokenPurpose): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  const now = ctx.clock();
  await ctx.db.transaction().execute(async (trx) => {
    await trx
      .updateTable("auth_tokens")
      .set({ used_at: now })
      .where("user_id", "=", userId)
      .where("purpose", "=", purpose)
      .where("used_at", "is", null)
      .execute();
    await trx
      .insertInto("auth_tokens")
      .values({
        id: randomUUID(),
        user_id: userId,
        purpose,
        token_hash: hashOf(token),
        expires_at: new Date(now.getTime() + LIFETIME_MS[purpose]),
        used_at: null,
      })
      .execute();
  });
  return token;
}

/**
 * Spends a token: one UPDATE marks it used only if it is unused and unexpired, so two
 * concurrent uses cannot both succeed. Returns the user it was issued to, or null.
 */
export async function consumeToken(ctx: AppContext, token: string, purpose: TokenPurpose): Promise<string | null> {
  const now = ctx.clock();
  const row = await ctx.db
    .updateTable("auth_tokens")
    .set({ used_at: now })
    .where("token_hash", "=", hashOf(token))
    .where("purpose", "=", purpose)
    .where("used_at", "is", null)
    .where("expires_at", ">", now)
    .returning("user_id")
    .executeTakeFirst();
  return row?.user_id ?? null;
}
