import { type Kysely, sql } from "kysely";

/**
 * Snapshots of a stream's folded state, so a profit or reward run reads a member's snapshot and
 * the events after it instead of the whole stream (a run read and folded every event an investor
 * ever had: a year of weekly credits is 52 events per member per run). A cache, not ledger data:
 * no audit reads it, replays ignore it, and a snapshot of another fold (`fold` names the code
 * that made it) is never used.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE stream_snapshots (
      stream_id TEXT PRIMARY KEY,
      version INTEGER NOT NULL CHECK (version > 0),
      fold TEXT NOT NULL,
      state JSONB NOT NULL,
      taken_at TIMESTAMPTZ NOT NULL DEFAULT now()
    )`.execute(db);
}
