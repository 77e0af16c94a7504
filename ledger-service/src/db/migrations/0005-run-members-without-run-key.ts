import { type Kysely, sql } from "kysely";

/**
 * A run's members are written once, by the statement that starts the run, in the transaction
 * that writes the run's row; no run is ever deleted. The foreign key from money_run_members to
 * money_runs checked that run row again for every member (a KEY SHARE lock each): 0.7 of the
 * 1.05 s that starting a run over 100,000 investors took, while the admin waits for the answer
 * and the workers have nothing to claim yet (EXPLAIN ANALYZE: 100,000 trigger calls). The table is
 * the runs' work list, not ledger data: what investors were paid is in the event store.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE money_run_members DROP CONSTRAINT IF EXISTS money_run_members_run_id_fkey`.execute(db);
}
