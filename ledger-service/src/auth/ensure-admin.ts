import { randomUUID } from "node:crypto";
import { streams } from "@app/contracts";
import { type Fold, handle } from "@app/event-store/command-runner";
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
 * Runs once per ledger: AdminBootstrapped on the `admin-bootstrap` stream records that ADMIN_EMAIL
 * made (or found) the first admin. After that a restart does nothing, so an admin deleted or
 * demoted later is not made again behind the other admins' backs.
 *
 * ADMIN_EMAIL + ADMIN_PASSWORD name an admin that exists after the first start: created with that
 * password when no account has the address; an existing admin is left alone (its password too,
 * so a restart never undoes a password change). An existing account that is not an admin is
 * never promoted: start refuses with AdminEmailTakenError. Safe when several processes start at once.
 */
export async function ensureAdmin(ctx: AppContext): Promise<void> {
  const { ADMIN_EMAIL: email, ADMIN_PASSWORD: password } = ctx.config;
  if (!email || !password) return;
  const bootstraps = await ctx.store.readStream(streams.adminBootstrap());
  // This address was bootstrapped before: never again (its admin may have been demoted or deleted since).
  if (bootstraps.some((e) => (e.data as { email?: string }).email === email.toLowerCase())) return;
  const existing = await ctx.db
    .selectFrom("users")
    .select(["id", "is_admin"])
    .where(sql`lower(email)`, "=", email.toLowerCase())
    .where("deleted_at", "is", null)
    .executeTakeFirst();
  if (existing?.is_admin) {
    ctx.logger.info({ userId: existing.id }, "admin account from ADMIN_EMAIL is present");
    return await recordBootstrap(ctx, existing.id, email);
  }
  if (existing) throw new AdminEmailTakenError(email);
  if (bootstraps.length > 0) {
    ctx.logger.warn("ADMIN_EMAIL names a new address, but the first admin was bootstrapped before: no admin is created");
    return;
  }
  const id = randomUUID();
  const passwordHash = await hashPassword(password);
  const inserted = await sql`
    INSERT INTO users (id, full_name, email, password_hash, referral_code, is_admin, email_verified)
    VALUES (${id}, 'Administrator', ${email.toLowerCase()}, ${passwordHash}, ${newReferralCode()}, true, true)
    ON CONFLICT DO NOTHING`.execute(ctx.db);
  if (inserted.numAffectedRows === 0n) return ensureAdmin(ctx); // someone took the address meanwhile: look again
  ctx.logger.info({ userId: id }, "admin account created from ADMIN_EMAIL");
  await recordBootstrap(ctx, id, email);
}

/** Bootstrapped yet? (`admin-bootstrap` holds at most one event.) */
const bootstrappedFold: Fold<boolean> = { initial: () => false, evolve: (done, event) => done || event.type === "AdminBootstrapped" };

/**
 * Once, through the command path (the event checked against its contract): a second process
 * starting at the same moment finds the stream written and decides nothing.
 */
async function recordBootstrap(ctx: AppContext, userId: string, email: string): Promise<void> {
  await handle<[boolean]>(
    ctx.store,
    [{ streamId: streams.adminBootstrap(), fold: bootstrappedFold }],
    ([done]) =>
      done
        ? []
        : [
            {
              streamId: streams.adminBootstrap(),
              events: [{ type: "AdminBootstrapped", data: { userId, email: email.toLowerCase(), at: ctx.clock().toISOString() } }],
            },
          ],
    { metadata: { actor: "operator" }, load: "whole" },
  );
}
