import { type Kysely, sql } from "kysely";

/**
 * The new-wallet hold of a withdrawal is decided from the investor's stream and kept on the
 * event (`heldUntil`, read model column `approvable_at`); nothing has read or written this
 * table since. Dropped rather than left as a second, stale home for the rule.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS withdrawal_wallet_holds`.execute(db);
}
