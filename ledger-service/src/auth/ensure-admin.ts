import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import type { AppContext } from "../context.js";
import { hashPassword } from "./passwords.js";
import { newReferralCode } from "./referral-codes.js";

/**
 * ADMIN_EMAIL + ADMIN_PASSWORD name an admin that exists after start: created with that
 * password, or an existing account promoted (its password is left alone, so a restart never
 * undoes a password change). Safe when several processes start at once.
 */
export async function ensureAdmin(ctx: AppContext): Promise<void> {
  const { ADMIN_EMAIL: email, ADMIN_PASSWORD: password } = ctx.config;
  if (!email || !password) return;
  const promoted = await ctx.db
    .updateTable("users")
    .set({ is_admin: true, email_verified: true })
    .where(sql`lower(email)`, "=", email.toLowerCase())
    .where("deleted_at", "is", null)
    .returning("id")
    .executeTakeFirst();
  if (promoted) {
    ctx.logger.info({ userId: promoted.id }, "admin account from ADMIN_EMAIL is present");
    return;
  }
  const id = randomUUID();
  const passwordHash = await hashPassword(password);
  const inserted = await sql`
    INSERT INTO users (id, full_name, email, password_hash, referral_code, is_admin, email_verified)
    VALUES (${id}, 'Administrator', ${email.toLowerCase()}, ${passwordHash}, ${newReferralCode()}, true, true)
    ON CONFLICT DO NOTHING`.execute(ctx.db);
  if (inserted.numAffectedRows === 0n) return ensureAdmin(ctx); // another process created it meanwhile: promote
  ctx.logger.info({ userId: id }, "admin account created from ADMIN_EMAIL");
}
