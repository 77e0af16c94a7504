import { type Kysely, sql } from "kysely";

/** Leased claims on run members, so several workers can share one run (migration 0030 made the table). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE money_run_members ADD COLUMN IF NOT EXISTS claimed_until TIMESTAMPTZ`.execute(db);
  await sql`CREATE INDEX IF NOT EXISTS money_run_members_open ON money_run_members (run_id, user_id) WHERE NOT processed`.execute(db);
}
