import { type Kysely, sql } from "kysely";

/**
 * A run member's row is updated twice (claimed, then marked processed). The partial index
 * `money_run_members_todo` (WHERE NOT processed) made every mark a non-HOT update: a new entry
 * in each index per member, and its upkeep at the run's start. Claims walk the primary key from
 * the worker's cursor (run_id, user_id > last claimed), which needs no second index; with it gone
 * and pages half empty, both updates can stay on the row's page (HOT) and write no index entry.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX IF EXISTS money_run_members_todo`.execute(db);
  await sql`ALTER TABLE money_run_members SET (fillfactor = 50)`.execute(db);
}
