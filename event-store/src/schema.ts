import { type Kysely, sql } from "kysely";
import { createAppendFunctions } from "./append-functions.js";

/**
 * The event store's own schema, applied as the first migration (0000-event-store).
 *
 * - `events`: append-only (a trigger refuses UPDATE and DELETE); `transaction_id` orders events
 *   by the appending transaction, so a catch-up reader can stop below the oldest transaction
 *   still running (pg_snapshot_xmin) and never skip an event that commits late with a lower
 *   global_position. Unique event ids make a repeated append a no-op.
 * - `streams`: each stream's version, claimed by every append (the expected-version check).
 * - `es_append` (an atomic multi-stream append) and `es_append_each` (the group commit), from
 *   append-functions.ts.
 * - `stream_snapshots`: a cache of folded stream states for runs (not ledger data).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE events (
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
  await sql`CREATE INDEX events_tx_position ON events (transaction_id, global_position)`.execute(db);
  await sql`
    CREATE TABLE streams (
      stream_id TEXT PRIMARY KEY,
      version INTEGER NOT NULL
    )`.execute(db);
  await sql`
    CREATE FUNCTION events_append_only() RETURNS trigger AS $$
    BEGIN RAISE EXCEPTION 'events are append-only'; END; $$ LANGUAGE plpgsql`.execute(db);
  await sql`
    CREATE TRIGGER events_no_change BEFORE UPDATE OR DELETE ON events
    FOR EACH ROW EXECUTE FUNCTION events_append_only()`.execute(db);
  await createAppendFunctions(db);
  await sql`
    CREATE TABLE stream_snapshots (
      stream_id TEXT PRIMARY KEY,
      version INTEGER NOT NULL CHECK (version > 0),
      fold TEXT NOT NULL,
      state JSONB NOT NULL,
      taken_at TIMESTAMPTZ NOT NULL DEFAULT now()
    )`.execute(db);
}
