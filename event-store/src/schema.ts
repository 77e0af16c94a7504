import { type Kysely, sql } from "kysely";

/**
 * The event store's own schema, applied as the first migration (0000-event-store).
 *
 * - `events`: append-only (a trigger refuses UPDATE and DELETE); `transaction_id` orders events
 *   by the appending transaction, so a catch-up reader can stop below the oldest transaction
 *   still running (pg_snapshot_xmin) and never skip an event that commits late with a lower
 *   global_position. Unique event ids make a repeated append a no-op.
 * - `streams`: each stream's version, claimed by every append (the expected-version check).
 * - `es_append`: an atomic multi-stream append (all batches or none).
 * - `es_append_each`: the group commit: several single-stream appends in one statement, each
 *   decided on its own (written, conflict, duplicate). Their lookups of stored event ids are
 *   per-id index probes (correlated subqueries, a LATERAL probe with LIMIT 1) whatever plan a
 *   session cached while `events` was small.
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
  await sql`
CREATE OR REPLACE FUNCTION es_append(p_streams text[], p_expected integer[], p_counts integer[], p_ids uuid[], p_types text[], p_data jsonb[], p_metadata jsonb[])
 RETURNS TABLE(batch integer, next_version integer, last_position bigint, tx text)
 LANGUAGE plpgsql
AS $function$
    DECLARE
      n INTEGER := coalesce(array_length(p_streams, 1), 0);
      starts INTEGER[] := array_fill(0, ARRAY[greatest(n, 1)]);
      ev_streams TEXT[] := '{}';
      ev_versions INTEGER[] := '{}';
      k INTEGER;
      j INTEGER;
      claimed INTEGER;
      actual INTEGER;
    BEGIN
      LOCK TABLE events IN ROW EXCLUSIVE MODE;
      IF EXISTS (SELECT 1 FROM unnest(p_ids) AS x(id) WHERE (SELECT true FROM events e WHERE e.event_id = x.id)) THEN
        RAISE EXCEPTION 'event ids already stored' USING ERRCODE = 'ES208';
      END IF;
      FOR k IN SELECT t.ord FROM unnest(p_streams) WITH ORDINALITY AS t(s, ord) ORDER BY t.s LOOP
        claimed := NULL;
        IF p_expected[k] < 0 THEN
          INSERT INTO streams AS st (stream_id, version) VALUES (p_streams[k], p_counts[k])
          ON CONFLICT (stream_id) DO UPDATE SET version = st.version + EXCLUDED.version
          RETURNING st.version - p_counts[k] INTO claimed;
        ELSIF p_expected[k] = 0 THEN
          INSERT INTO streams (stream_id, version) VALUES (p_streams[k], p_counts[k])
          ON CONFLICT (stream_id) DO NOTHING RETURNING 0 INTO claimed;
        ELSE
          UPDATE streams SET version = version + p_counts[k]
          WHERE stream_id = p_streams[k] AND version = p_expected[k]
          RETURNING p_expected[k] INTO claimed;
        END IF;
        IF claimed IS NULL THEN
          SELECT s.version INTO actual FROM streams s WHERE s.stream_id = p_streams[k];
          RAISE EXCEPTION '%', p_streams[k] USING ERRCODE = 'ES409', DETAIL = coalesce(actual, 0)::text;
        END IF;
        starts[k] := claimed;
      END LOOP;
      FOR k IN 1..n LOOP
        FOR j IN 1..p_counts[k] LOOP
          ev_streams := ev_streams || p_streams[k];
          ev_versions := ev_versions || (starts[k] + j);
        END LOOP;
      END LOOP;
      RETURN QUERY
      WITH inserted AS (
        INSERT INTO events (stream_id, stream_version, event_id, type, data, metadata)
        SELECT * FROM unnest(ev_streams, ev_versions, p_ids, p_types, p_data, p_metadata)
        RETURNING events.stream_id, events.global_position)
      SELECT b.ord::INTEGER, starts[b.ord] + p_counts[b.ord], max(i.global_position), pg_current_xact_id()::text
      FROM unnest(p_streams) WITH ORDINALITY AS b(s, ord)
      LEFT JOIN inserted i ON i.stream_id = b.s
      GROUP BY b.ord ORDER BY b.ord;
    END $function$`.execute(db);
  await sql`
CREATE OR REPLACE FUNCTION es_append_each(p_streams text[], p_expected integer[], p_counts integer[], p_ids uuid[], p_types text[], p_data jsonb[], p_metadata jsonb[])
 RETURNS TABLE(batch integer, status text, next_version integer, last_position bigint, tx text)
 LANGUAGE plpgsql
AS $function$
    DECLARE
      n INTEGER := coalesce(array_length(p_streams, 1), 0);
      offs INTEGER[] := array_fill(0, ARRAY[greatest(n, 1)]);
      st TEXT[] := array_fill(NULL::text, ARRAY[greatest(n, 1)]);
      nv INTEGER[] := array_fill(NULL::integer, ARRAY[greatest(n, 1)]);
      stored UUID[];
      conflicted UUID[] := '{}';
      ev_streams TEXT[] := '{}';
      ev_versions INTEGER[] := '{}';
      ev_idx INTEGER[] := '{}';
      ids UUID[];
      k INTEGER;
      j INTEGER;
      o INTEGER := 0;
      claimed INTEGER;
      actual INTEGER;
    BEGIN
      LOCK TABLE events IN ROW EXCLUSIVE MODE;
      FOR k IN 1..n LOOP
        offs[k] := o;
        o := o + p_counts[k];
      END LOOP;
      SELECT array_agg(x.id) INTO stored FROM unnest(p_ids) AS x(id) WHERE (SELECT true FROM events e WHERE e.event_id = x.id);
      FOR k IN SELECT t.ord FROM unnest(p_streams) WITH ORDINALITY AS t(s, ord) ORDER BY t.s, t.ord LOOP
        ids := p_ids[offs[k] + 1 : offs[k] + p_counts[k]];
        IF stored IS NOT NULL AND ids && stored THEN
          st[k] := CASE WHEN ids <@ stored THEN 'duplicate' ELSE 'partial' END;
          CONTINUE;
        END IF;
        claimed := NULL;
        IF p_expected[k] < 0 THEN
          INSERT INTO streams AS s (stream_id, version) VALUES (p_streams[k], p_counts[k])
          ON CONFLICT (stream_id) DO UPDATE SET version = s.version + EXCLUDED.version
          RETURNING s.version - p_counts[k] INTO claimed;
        ELSIF p_expected[k] = 0 THEN
          INSERT INTO streams (stream_id, version) VALUES (p_streams[k], p_counts[k])
          ON CONFLICT (stream_id) DO NOTHING RETURNING 0 INTO claimed;
        ELSE
          UPDATE streams SET version = version + p_counts[k]
          WHERE stream_id = p_streams[k] AND version = p_expected[k]
          RETURNING p_expected[k] INTO claimed;
        END IF;
        IF claimed IS NULL THEN
          SELECT s.version INTO actual FROM streams s WHERE s.stream_id = p_streams[k];
          st[k] := 'conflict';
          nv[k] := coalesce(actual, 0);
          conflicted := conflicted || ids;
          CONTINUE;
        END IF;
        st[k] := 'ok';
        nv[k] := claimed + p_counts[k];
        FOR j IN 1..p_counts[k] LOOP
          ev_streams := ev_streams || p_streams[k];
          ev_versions := ev_versions || (claimed + j);
          ev_idx := ev_idx || (offs[k] + j);
        END LOOP;
      END LOOP;
      INSERT INTO events (stream_id, stream_version, event_id, type, data, metadata)
      SELECT u.s, u.v, p_ids[u.i], p_types[u.i], p_data[u.i], p_metadata[u.i]
      FROM unnest(ev_streams, ev_versions, ev_idx) AS u(s, v, i)
      ORDER BY u.i;
      -- A conflict whose events are stored by now (by an earlier append of this call, or by a
      -- racing transaction that committed meanwhile) is a duplicate, as in PostgresEventStore.
      IF array_length(conflicted, 1) > 0 THEN
        SELECT array_agg(x.id) INTO stored FROM unnest(conflicted) AS x(id) WHERE (SELECT true FROM events e WHERE e.event_id = x.id);
        IF stored IS NOT NULL THEN
          FOR k IN 1..n LOOP
            IF st[k] = 'conflict' AND p_ids[offs[k] + 1 : offs[k] + p_counts[k]] <@ stored THEN
              st[k] := 'duplicate';
            END IF;
          END LOOP;
        END IF;
      END IF;
      RETURN QUERY
      SELECT b.ord::INTEGER, st[b.ord],
        CASE WHEN st[b.ord] = 'duplicate' THEN e.stream_version ELSE nv[b.ord] END,
        e.global_position, e.transaction_id::text
      FROM unnest(p_streams) WITH ORDINALITY AS b(s, ord)
      LEFT JOIN LATERAL (
        SELECT ev.stream_version, ev.global_position, ev.transaction_id FROM events ev
        WHERE st[b.ord] IN ('ok', 'duplicate') AND ev.event_id = p_ids[offs[b.ord] + p_counts[b.ord]]
        LIMIT 1) e ON true
      ORDER BY b.ord;
    END $function$`.execute(db);
  await sql`
    CREATE TABLE stream_snapshots (
      stream_id TEXT PRIMARY KEY,
      version INTEGER NOT NULL CHECK (version > 0),
      fold TEXT NOT NULL,
      state JSONB NOT NULL,
      taken_at TIMESTAMPTZ NOT NULL DEFAULT now()
    )`.execute(db);
}
