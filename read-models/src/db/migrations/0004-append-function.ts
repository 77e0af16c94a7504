import { type Kysely, sql } from "kysely";

/**
 * The append in one round trip: lock `events` (so readers can tell appenders, see
 * PostgresEventStore), refuse if any event id is stored (ES208: the caller takes the careful
 * path), claim each stream's versions in stream-id order (ES409 on a version mismatch, with
 * the actual version as detail), insert the events, and return per batch its next version and
 * last position. Called as a single statement, it commits on its own.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE OR REPLACE FUNCTION es_append(
      p_streams TEXT[], p_expected INTEGER[], p_counts INTEGER[],
      p_ids UUID[], p_types TEXT[], p_data JSONB[], p_metadata JSONB[])
    RETURNS TABLE (batch INTEGER, next_version INTEGER, last_position BIGINT, tx TEXT)
    LANGUAGE plpgsql AS $fn$
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
      IF EXISTS (SELECT 1 FROM events e WHERE e.event_id = ANY (p_ids)) THEN
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
    END $fn$`.execute(db);
}
