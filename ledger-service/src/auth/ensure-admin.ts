import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import type { AppContext } from "../runtime/context.js";
import { hashPassword } from "./passwords.js";
import { newReferralCode } from "./referral-codes.js";

/** Start stops with this when ADMIN_EMAIL names an account that is not an admin. */
export class AdminEmailTakenError extends Error {
  constructor(email: string) {
    super(
      `ADMIN_EMAIL ${email} belongs to an existing account that is not an admin. ` +
        "It is not promoted (anyone may have registered that address): have an admin grant the role, " +
        "or set ADMIN_EMAIL to an address without an account.",
    );
    this.name = "AdminEmailTakenError";
  }
}

/**
 * ADMIN_EMAIL + ADMIN_PASSWORD name an admin that exists after start: created with that
 * password when no account has the address; an existing admin is left alone (its password too,
 * so a restart never undoes a password change). An existing account that is not an admin is
 * never promoted: start refuses with AdminEmailTakenError. Safe when several processes start at once.
 */
export async function ensureAdmin(ctx: AppContext): Promise<void> {
  const { ADMIN_EMAIL: email, ADMIN_PASSWORD: password } = ctx.config;
  if (!email || !password) return;
  const existing = await ctx.db
    .selectFrom("users")
    .select(["id", "is_admin"])
    .where(sql`lower(email)`, "=", email.toLowerCase())
    .where("deleted_at", "is", null)
    .executeTakeFirst();
  if (existing?.is_admin) {
    ctx.logger.info({ userId: existing.id }, "admin account from ADMIN_EMAIL is present");
    return;
  }
  if (existing) throw new AdminEmailTakenError(email);
  const id = randomUUID();
  const passwordHash = await hashPassword(password);
  const inserted = await sql`
    INSERT INTO users (id, full_name, email, password_hash, referral_code, is_admin, email_verified)
    VALUES (${id}, 'Administrator', ${email.toLowerCase()}, ${passwordHash}, ${newReferralCode()}, true, true)
    ON CONFLICT DO NOTHING`.execute(ctx.db);
  if (inserted.numAffectedRows === 0n) return ensureAdmin(ctx); // someone took the address meanwhile: look again
  ctx.logger.info({ userId: id }, "admin account created from ADMIN_EMAIL");
}
