import { type Kysely, sql } from "kysely";

/**
 * Run members are updated twice each (claimed, then processed). Migration 0031 created a second
 * index identical to 0030's `money_run_members_todo`, so every update that could not stay on
 * its page maintained one index more for nothing; it is dropped. Pages are filled to 70%, so the
 * claim (which changes no indexed column) can stay a heap-only update on the same page.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX IF EXISTS money_run_members_open`.execute(db);
  await sql`ALTER TABLE money_run_members SET (fillfactor = 70)`.execute(db);
}
