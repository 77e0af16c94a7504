import { type Kysely, sql } from "kysely";

/**
 * The append-only event store. `transaction_id` orders events by the appending transaction so
 * a catch-up reader can stop below the oldest transaction still running (pg_snapshot_xmin) and
 * never skip an event that commits late with a lower global_position.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE IF NOT EXISTS events (
      global_position BIGSERIAL PRIMARY KEY,
      transaction_id XID8 NOT NULL DEFAULT pg_current_xact_id(),
      stream_id TEXT NOT NULL,
      stream_version INTEGER NOT NULL,
      event_id UUID NOT NULL UNIQUE,
      type TEXT NOT NULL,
      data JSONB NOT NULL,
      metadata JSONB NOT NULL DEFAULT '{}'::jsonb,
      created_at TIMESTAMPTZ NOT NULL DEFAULT clock_timestamp(),
      UNIQUE (stream_id, stream_version)
    )`.execute(db);
  await sql`CREATE INDEX IF NOT EXISTS events_tx_position ON events (transaction_id, global_position)`.execute(db);
  await sql`
    CREATE TABLE IF NOT EXISTS streams (
      stream_id TEXT PRIMARY KEY,
      version INTEGER NOT NULL
    )`.execute(db);
  // Events are never updated or deleted: the database refuses it, not only the code.
  await sql`
    CREATE OR REPLACE FUNCTION events_append_only() RETURNS trigger AS $$
    BEGIN RAISE EXCEPTION 'events are append-only'; END; $$ LANGUAGE plpgsql`.execute(db);
  await sql`DROP TRIGGER IF EXISTS events_no_change ON events`.execute(db);
  await sql`
    CREATE TRIGGER events_no_change BEFORE UPDATE OR DELETE ON events
    FOR EACH ROW EXECUTE FUNCTION events_append_only()`.execute(db);
}
