import { jsonArrayText, jsonbArrayParameter } from "./json-array-argument.js";
import type { AppendBatch, NewEvent, RecordedEvent } from "./port.js";

/**
 * The PostgreSQL event store's SQL: row shapes, the statements and their arguments, the error
 * codes its paths tell apart (postgres-event-store.ts and its pg-* modules).
 */

export interface EventRow {
  global_position: string;
  transaction_id: string;
  stream_id: string;
  stream_version: number;
  event_id: string;
  type: string;
  data: unknown;
  metadata: Record<string, unknown>;
  created_at: Date;
}

export const COLUMNS =
  "global_position, transaction_id::text AS transaction_id, stream_id, stream_version, event_id, type, data, metadata, created_at";

export function toRecorded(row: EventRow): RecordedEvent {
  return {
    eventId: row.event_id,
    streamId: row.stream_id,
    streamVersion: row.stream_version,
    type: row.type,
    data: row.data,
    metadata: row.metadata ?? {},
    createdAt: row.created_at,
    position: { commit: BigInt(row.transaction_id), prepare: BigInt(row.global_position) },
  };
}

/**
 * The lowest transaction id that may still commit events, from the statement's snapshot: the
 * oldest in-progress transaction that is (or may be) appending, else the snapshot's xmax.
 * pg_snapshot_xmin alone is cluster-wide: any open transaction, in any database, would stall
 * every reader. An in-progress transaction is passed over only when pg_locks shows it running
 * in a backend that holds no ROW EXCLUSIVE lock on this database's `events`; appenders take that
 * lock before their first write (PostgresEventStore.begin; appendStream's statement takes it
 * when it starts, with its other locks), so such a transaction never appends.
 * pg_locks is read once (fast-path locks before the main table), so a backend seen running a
 * transaction was already holding its `events` lock when that lock was read.
 */
export const APPENDERS_BOUNDARY = `
  WITH snap AS MATERIALIZED (SELECT pg_current_snapshot() AS s),
  locks AS MATERIALIZED (SELECT locktype, transactionid::text AS xid, pid, database, relation, mode FROM pg_locks),
  appending AS (
    SELECT x FROM snap, pg_snapshot_xip(snap.s) AS x
    WHERE NOT EXISTS (
      SELECT 1 FROM locks t
      WHERE t.locktype = 'transactionid' AND t.pid IS NOT NULL AND t.xid::bigint = x::text::bigint % 4294967296
        AND NOT EXISTS (
          SELECT 1 FROM locks r
          WHERE r.pid = t.pid AND r.locktype = 'relation' AND r.mode = 'RowExclusiveLock'
            AND r.relation = 'events'::regclass
            AND r.database = (SELECT oid FROM pg_database WHERE datname = current_database())))
  ),
  boundary AS (SELECT coalesce((SELECT min(x) FROM appending), pg_snapshot_xmax(snap.s)) AS xid FROM snap)`;

/**
 * The arguments of es_append and es_append_each: per batch stream, expected version, count; per
 * event id, type, and data and metadata as one JSON array each (APPEND_FUNCTION_ARGUMENTS).
 */
export function appendArguments(batches: AppendBatch[], events: NewEvent[]): unknown[] {
  return [
    batches.map((b) => b.streamId),
    batches.map(expectedArgument),
    batches.map((b) => b.events.length),
    events.map((e) => e.eventId),
    events.map((e) => e.type),
    jsonArrayText(events.map((e) => e.data)),
    jsonArrayText(events.map((e) => e.metadata ?? {})),
  ];
}

/** The SQL arguments of es_append and es_append_each for appendArguments' values. */
export const APPEND_FUNCTION_ARGUMENTS = `$1::text[], $2::int[], $3::int[], $4::uuid[], $5::text[], ${jsonbArrayParameter(6)}, ${jsonbArrayParameter(7)}`;

/** An expected version as the append functions take it: -1 for "any". */
export function expectedArgument(batch: AppendBatch): number {
  return batch.expectedVersion === "any" ? -1 : batch.expectedVersion;
}

/** Per event: id, type, data and metadata (JSON). */
export function eventArguments(events: NewEvent[]): unknown[][] {
  return [
    events.map((e) => e.eventId),
    events.map((e) => e.type),
    events.map((e) => JSON.stringify(e.data)),
    events.map((e) => JSON.stringify(e.metadata ?? {})),
  ];
}

export const UNIQUE_VIOLATION = "23505";

/**
 * The claim of `count` versions of stream $1 for an append, by expected version: a number
 * (UPDATE when the version is $6), 0 (a new stream) or "any" (either); each returns the
 * version before the append as `claimed`, or no row when the expectation fails.
 */
export const claims = (count: string) => ({
  update: `UPDATE streams SET version = version + ${count} WHERE stream_id = $1 AND version = $6::int RETURNING $6::int AS claimed`,
  new: `INSERT INTO streams (stream_id, version) VALUES ($1, ${count}) ON CONFLICT (stream_id) DO NOTHING RETURNING 0 AS claimed`,
  any: `INSERT INTO streams AS st (stream_id, version) VALUES ($1, ${count})
        ON CONFLICT (stream_id) DO UPDATE SET version = st.version + EXCLUDED.version
        RETURNING st.version - ${count} AS claimed`,
});
export type ClaimKind = keyof ReturnType<typeof claims>;

/**
 * A one-stream append as one statement (PostgresEventStore.appendStream): $2-$5 are the event's
 * id, type, data and metadata, or (for several events) arrays of them, inserted in their order.
 */
export const APPEND_STREAM: Record<"one" | "many", Record<ClaimKind, string>> = {
  one: Object.fromEntries(
    Object.entries(claims("1")).map(([kind, claim]) => [
      kind,
      `WITH claim AS (${claim})
       INSERT INTO events (stream_id, stream_version, event_id, type, data, metadata)
       SELECT $1, claim.claimed + 1, $2::uuid, $3::text, $4::jsonb, $5::jsonb FROM claim
       RETURNING stream_version AS next_version, global_position::text AS last_position, pg_current_xact_id()::text AS tx`,
    ]),
  ) as Record<ClaimKind, string>,
  many: Object.fromEntries(
    Object.entries(claims("cardinality($2::uuid[])")).map(([kind, claim]) => [
      kind,
      `WITH claim AS (${claim}),
       ins AS (
         INSERT INTO events (stream_id, stream_version, event_id, type, data, metadata)
         SELECT $1, claim.claimed + u.ord::int, u.id, u.t, u.d, u.m
         FROM claim, unnest($2::uuid[], $3::text[], $4::jsonb[], $5::jsonb[]) WITH ORDINALITY AS u(id, t, d, m, ord)
         ORDER BY u.ord
         RETURNING global_position)
       SELECT claim.claimed + cardinality($2::uuid[]) AS next_version, (SELECT max(global_position) FROM ins)::text AS last_position,
         pg_current_xact_id()::text AS tx
       FROM claim`,
    ]),
  ) as Record<ClaimKind, string>,
};
export const DEADLOCK = "40P01";
export const SERIALIZATION = "40001";
export const ALREADY_STORED = "ES208";
export const VERSION_MISMATCH = "ES409";
export const NOT_SET_BASED = "ES400";
export const CARDINALITY = "21000";

/**
 * es_append's failures that the careful path (appendInTransaction) decides: event ids already
 * stored (ES208 when a version also failed, else the insert's unique violation on the event-id
 * index) and batches es_append does not take (ES400: a batch without events; 21000: a stream
 * named twice). Nothing was written.
 */
export function forCarefulPath(error: unknown): boolean {
  const { code, constraint } = error as { code?: string; constraint?: string };
  return (
    code === ALREADY_STORED ||
    code === NOT_SET_BASED ||
    code === CARDINALITY ||
    (code === UNIQUE_VIOLATION && constraint === "events_event_id_key")
  );
}

export interface EachRow {
  batch: number;
  status: "ok" | "conflict" | "duplicate" | "partial";
  next_version: number;
  last_position: string | null;
  tx: string | null;
}
