import { type Kysely, sql } from "kysely";

/**
 * Group commit for independent appends: es_append_each takes the appends of several callers
 * (PostgresEventStore queues them while earlier ones are in flight) and decides each on its own,
 * in one statement and one commit. Per append it answers a status instead of failing the whole
 * statement:
 * - `ok`: written; next_version and last_position of its last event, tx the appending transaction;
 * - `conflict`: the stream's version is not the expected one (next_version is the actual version);
 *   nothing of it is written;
 * - `duplicate`: every event id is already stored; next_version, last_position and tx of the
 *   stored last event (an idempotent no-op);
 * - `partial`: some of its event ids are stored and some are not (refused).
 * Streams are claimed in stream-id order (then call order), as es_append does, so concurrent
 * calls cannot deadlock, and two appends to one stream in one call apply in call order.
 * A unique violation (an event id raced in by another transaction, or given twice in one call)
 * still fails the statement; the caller then appends one by one through es_append.
 *
 * Also: es_append goes back to cached plans (migration 0006 forced a fresh plan per call). Since
 * 0006 its duplicate check is a join on the event-id index, whose cached plan stays an index
 * probe as the store grows; re-planning its statements on every call had become half of its CPU:
 * 1,000-1,160 µs of backend CPU per single-event append against 690 µs with cached plans, on a
 * store of 1,000,000 events (read from /proc/<backend>/stat over 3,000 appends each, alternated).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE OR REPLACE FUNCTION es_append_each(
      p_streams TEXT[], p_expected INTEGER[], p_counts INTEGER[],
      p_ids UUID[], p_types TEXT[], p_data JSONB[], p_metadata JSONB[])
    RETURNS TABLE (batch INTEGER, status TEXT, next_version INTEGER, last_position BIGINT, tx TEXT)
    LANGUAGE plpgsql AS $fn$
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
      SELECT array_agg(e.event_id) INTO stored FROM unnest(p_ids) AS x(id) JOIN events e ON e.event_id = x.id;
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
        SELECT array_agg(e.event_id) INTO stored FROM unnest(conflicted) AS x(id) JOIN events e ON e.event_id = x.id;
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
      LEFT JOIN events e ON st[b.ord] IN ('ok', 'duplicate') AND e.event_id = p_ids[offs[b.ord] + p_counts[b.ord]]
      ORDER BY b.ord;
    END $fn$`.execute(db);
  // Plans cached per session, as for es_append since migration 0033.
  await sql`ALTER FUNCTION es_append(TEXT[], INTEGER[], INTEGER[], UUID[], TEXT[], JSONB[], JSONB[]) RESET plan_cache_mode`.execute(db);
}
