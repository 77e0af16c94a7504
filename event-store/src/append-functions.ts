import { type Kysely, sql } from "kysely";

/**
 * The event store's two append functions, defined here only: created by the event store's own
 * migration (0000-event-store) and again, unchanged, by 0002-event-store-set-based-append, which
 * gave databases made before them these set-based versions (CREATE OR REPLACE: running it again
 * changes nothing).
 *
 * es_append, the atomic multi-stream append of appendMany (a profit run's 500 streams x 1 event),
 * runs in a fixed number of statements whatever the number of streams:
 * - One claim for every stream (INSERT ... ON CONFLICT DO UPDATE), its rows sorted by stream id
 *   (COLLATE "C"), so two appends lock their common streams in the same order (no deadlock). A
 *   version that does not match its expectation fails the whole call: ES409, the message naming
 *   the first such stream, DETAIL its stored version (0 when new); if some event ids are already
 *   stored, ES208 instead (the caller's careful path tells a no-op from a conflict).
 * - An id already stored fails the insert on the event-id index (23505), which the caller takes
 *   as ES208; nothing is written either way.
 * - A batch of no events, or a stream named twice, belongs to the careful path: ES400 (or 21000
 *   from the claim), which the caller handles alike.
 * es_append_each (the group commit) decides each append on its own (a stream may come several
 * times with consecutive versions), keeps each written append's start version and lays out their
 * events in one insert; a stored id fails the statement and the caller retries each append alone
 * (PostgresEventStore.appendGroup). It claims streams in the same byte order as es_append and
 * the careful path, whatever the database's default collation. Lookups of stored event ids are
 * per-id index probes, whatever plan a session cached while `events` was small.
 */
export async function createAppendFunctions(db: Kysely<unknown>): Promise<void> {
  await sql`
CREATE OR REPLACE FUNCTION es_append(p_streams text[], p_expected integer[], p_counts integer[], p_ids uuid[], p_types text[], p_data jsonb[], p_metadata jsonb[])
 RETURNS TABLE(batch integer, next_version integer, last_position bigint, tx text)
 LANGUAGE plpgsql
AS $function$
    DECLARE
      starts INTEGER[];
      offs INTEGER[];
      o INTEGER := 0;
      k INTEGER;
      bad TEXT;
      actual INTEGER;
    BEGIN
      LOCK TABLE events IN ROW EXCLUSIVE MODE;
      IF coalesce(cardinality(p_streams), 0) = 0 THEN
        RETURN;
      END IF;
      IF 0 = ANY(p_counts) THEN
        RAISE EXCEPTION 'a batch without events' USING ERRCODE = 'ES400';
      END IF;
      WITH claim AS (
        INSERT INTO streams AS st (stream_id, version)
        SELECT r.s, r.c FROM unnest(p_streams, p_counts) AS r(s, c) ORDER BY r.s COLLATE "C"
        ON CONFLICT (stream_id) DO UPDATE SET version = st.version + EXCLUDED.version
        RETURNING st.stream_id, st.version),
      claimed AS (
        SELECT r.ord, r.s, r.e, c.version - r.c AS v
        FROM unnest(p_streams, p_expected, p_counts) WITH ORDINALITY AS r(s, e, c, ord)
        JOIN claim c ON c.stream_id = r.s)
      SELECT array_agg(x.v ORDER BY x.ord),
        (array_agg(x.s ORDER BY x.s COLLATE "C") FILTER (WHERE x.e >= 0 AND x.v <> x.e))[1],
        (array_agg(x.v ORDER BY x.s COLLATE "C") FILTER (WHERE x.e >= 0 AND x.v <> x.e))[1]
      INTO starts, bad, actual
      FROM claimed x;
      IF bad IS NOT NULL THEN
        IF EXISTS (SELECT 1 FROM unnest(p_ids) AS x(id) WHERE (SELECT true FROM events e WHERE e.event_id = x.id)) THEN
          RAISE EXCEPTION 'event ids already stored' USING ERRCODE = 'ES208';
        END IF;
        RAISE EXCEPTION '%', bad USING ERRCODE = 'ES409', DETAIL = actual::text;
      END IF;
      IF 1 = ALL(p_counts) THEN
        -- One event per stream (a run's batch): the events are the streams' next versions.
        RETURN QUERY
        WITH inserted AS (
          INSERT INTO events (stream_id, stream_version, event_id, type, data, metadata)
          SELECT u.s, u.v + 1, u.id, u.t, u.d, u.m FROM unnest(p_streams, starts, p_ids, p_types, p_data, p_metadata) AS u(s, v, id, t, d, m)
          RETURNING events.stream_id, events.global_position)
        SELECT b.ord::INTEGER, b.v + 1, i.global_position, pg_current_xact_id()::text
        FROM unnest(p_streams, starts) WITH ORDINALITY AS b(s, v, ord)
        LEFT JOIN inserted i ON i.stream_id = b.s
        ORDER BY b.ord;
        RETURN;
      END IF;
      -- Each batch's first offset among the events (per batch, not per event).
      offs := array_fill(0, ARRAY[cardinality(p_streams)]);
      FOR k IN 1..cardinality(p_streams) LOOP
        offs[k] := o;
        o := o + p_counts[k];
      END LOOP;
      RETURN QUERY
      WITH inserted AS (
        -- The events in their order, each one's batch found by its offset (width_bucket: a
        -- binary search of the batches' first offsets).
        INSERT INTO events (stream_id, stream_version, event_id, type, data, metadata)
        SELECT p_streams[w.k], starts[w.k] + (u.i - offs[w.k])::int, u.id, u.t, u.d, u.m
        FROM unnest(p_ids, p_types, p_data, p_metadata) WITH ORDINALITY AS u(id, t, d, m, i)
        CROSS JOIN LATERAL (SELECT width_bucket((u.i - 1)::int, offs) AS k) w
        RETURNING events.stream_id, events.global_position)
      SELECT b.ord::INTEGER, b.v + b.c, max(i.global_position), pg_current_xact_id()::text
      FROM unnest(p_streams, starts, p_counts) WITH ORDINALITY AS b(s, v, c, ord)
      LEFT JOIN inserted i ON i.stream_id = b.s
      GROUP BY b.ord, b.v, b.c ORDER BY b.ord;
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
      ok_k INTEGER[] := '{}';
      ok_v INTEGER[] := '{}';
      k INTEGER;
      o INTEGER := 0;
      claimed INTEGER;
      actual INTEGER;
    BEGIN
      LOCK TABLE events IN ROW EXCLUSIVE MODE;
      FOR k IN 1..n LOOP
        offs[k] := o;
        o := o + p_counts[k];
      END LOOP;
      FOR k IN SELECT t.ord FROM unnest(p_streams) WITH ORDINALITY AS t(s, ord) ORDER BY t.s COLLATE "C", t.ord LOOP
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
          conflicted := conflicted || p_ids[offs[k] + 1 : offs[k] + p_counts[k]];
          CONTINUE;
        END IF;
        st[k] := 'ok';
        nv[k] := claimed + p_counts[k];
        ok_k := ok_k || k;
        ok_v := ok_v || claimed;
      END LOOP;
      IF cardinality(ok_k) = n THEN
        -- Every append written (the usual case): the events in their order, each one's append
        -- found by its offset (width_bucket: a binary search of the appends' first offsets).
        INSERT INTO events (stream_id, stream_version, event_id, type, data, metadata)
        SELECT p_streams[w.k], nv[w.k] - p_counts[w.k] + (u.i - offs[w.k])::int, u.id, u.t, u.d, u.m
        FROM unnest(p_ids, p_types, p_data, p_metadata) WITH ORDINALITY AS u(id, t, d, m, i)
        CROSS JOIN LATERAL (SELECT width_bucket((u.i - 1)::int, offs) AS k) w;
      ELSIF cardinality(ok_k) > 0 THEN
        INSERT INTO events (stream_id, stream_version, event_id, type, data, metadata)
        SELECT p_streams[b.k], b.v + g.j, p_ids[offs[b.k] + g.j], p_types[offs[b.k] + g.j], p_data[offs[b.k] + g.j], p_metadata[offs[b.k] + g.j]
        FROM unnest(ok_k, ok_v) AS b(k, v), generate_series(1, p_counts[b.k]) AS g(j)
        ORDER BY offs[b.k] + g.j;
      END IF;
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
}
