import type { EventStore, RecordedEvent } from "./port.js";
import { type QueryExecutorProvider, sql } from "kysely";
import { type Fold, foldEvents } from "./fold.js";
import { decodeState, encodeState } from "./state-codec.js";
import { jsonbArray } from "./json-array-argument.js";

/** Where snapshots live: the store's database (table stream_snapshots) and the store. */
export interface SnapshotContext {
  db: QueryExecutorProvider;
  store: EventStore;
}

/** A fold with the name its snapshots are stored under (see foldId). */
export interface SnapshotFold<S> extends Fold<S> {
  id: string;
}

const snapshotDbs = new WeakMap<EventStore, QueryExecutorProvider>();

/**
 * Commands on this store keep persisted snapshots (table stream_snapshots in `db`) of the streams
 * whose fold has an id: set once by the composition root. Without it, commands fold from their
 * in-process cache or from version 0.
 */
export function useSnapshots(store: EventStore, db: QueryExecutorProvider): void {
  snapshotDbs.set(store, db);
}

/** The snapshot context of a store set up with useSnapshots (undefined otherwise). */
export function snapshotContextOf(store: EventStore): SnapshotContext | undefined {
  const db = snapshotDbs.get(store);
  return db ? { db, store } : undefined;
}

/** One stream's snapshot of this fold, if any: its version and decoded state. */
export async function readSnapshot<S>(
  ctx: SnapshotContext,
  fold: SnapshotFold<S>,
  streamId: string,
): Promise<{ version: number; state: S } | null> {
  const r = await sql<{ version: number; state: unknown }>`
    SELECT version, state FROM stream_snapshots WHERE stream_id = ${streamId} AND fold = ${fold.id}`.execute(ctx.db);
  const row = r.rows[0];
  return row ? { version: row.version, state: decodeState<S>(row.state) } : null;
}

export interface FoldedStream<S> {
  state: S;
  /** The stream's version: what an append after this state expects. */
  version: number;
  /** How many events were folded on top of the snapshot (all of the stream's when there was none). */
  folded: number;
  /** Those events (or, with LoadOptions.keepTail, the ones it keeps). */
  tail: RecordedEvent[];
}

export interface LoadOptions {
  /**
   * The most events read and held at once: the tails are read a group of streams at a time, each
   * group folded and let go before the next is read, so a batch of members with long histories
   * and no snapshot does not hold all their events together. Default: no limit (one read).
   */
  maxEvents?: number;
  /**
   * Events per stream seen by earlier loads (updated by this one; absent: none yet): sizes the
   * first read. A measured 0 (every tail empty: snapshots current) reads the rest in one go.
   */
  estimate?: { eventsPerStream?: number };
  /** Only the tail events the caller needs are kept in FoldedStream.tail (the rest are folded and let go). */
  keepTail?: (event: RecordedEvent) => boolean;
}

/** Events after a version per stream (0: all of them): in one query where the store can (PostgreSQL). */
export async function readStreamsFrom(store: EventStore, after: Map<string, number>): Promise<Map<string, RecordedEvent[]>> {
  const bulk = (store as { readStreamsAfter?: (after: Map<string, number>) => Promise<Map<string, RecordedEvent[]>> }).readStreamsAfter;
  if (bulk) return await bulk.call(store, after);
  return new Map(await Promise.all([...after].map(async ([id, v]) => [id, await store.readStream(id, { fromVersion: v + 1 })] as const)));
}

/** A first read's guess of the events per stream: a year of weekly credits and a few more (no snapshot). */
const FIRST_READ_EVENTS_PER_STREAM = 64;

/**
 * Each stream's state: its snapshot of this fold, if any, with the events after it folded on
 * top; two queries for the whole batch. A snapshot equals the fold of its stream's first
 * `version` events (saveSnapshots only stores such states), so the result is the same as
 * folding the whole stream.
 */
export async function loadFolded<S>(
  ctx: SnapshotContext,
  fold: SnapshotFold<S>,
  streamIds: string[],
  options: LoadOptions = {},
): Promise<Map<string, FoldedStream<S>>> {
  const snapshots = new Map<string, { version: number; state: unknown }>();
  if (streamIds.length > 0) {
    const r = await sql<{ stream_id: string; version: number; state: unknown }>`
      SELECT stream_id, version, state FROM stream_snapshots WHERE stream_id = ANY(${streamIds}::text[]) AND fold = ${fold.id}`.execute(
      ctx.db,
    );
    for (const row of r.rows) snapshots.set(row.stream_id, row);
  }
  const out = new Map<string, FoldedStream<S>>();
  const { maxEvents, keepTail } = options;
  const estimate = options.estimate ?? {};
  for (let from = 0; from < streamIds.length; ) {
    // As many streams as fit maxEvents at the events per stream seen so far (all of them
    // without a limit). With no estimate yet, streams of FIRST_READ_EVENTS_PER_STREAM each.
    const perStream = Math.max(1, estimate.eventsPerStream ?? FIRST_READ_EVENTS_PER_STREAM);
    const take = maxEvents === undefined ? streamIds.length : Math.max(1, Math.floor(maxEvents / perStream));
    const group = streamIds.slice(from, from + take);
    from += group.length;
    const tails = await readStreamsFrom(ctx.store, new Map(group.map((id) => [id, snapshots.get(id)?.version ?? 0])));
    let read = 0;
    for (const id of group) {
      const snapshot = snapshots.get(id);
      const tail = tails.get(id) ?? [];
      read += tail.length;
      const state = foldEvents(fold, tail, snapshot ? decodeState<S>(snapshot.state) : undefined);
      out.set(id, {
        state,
        version: (snapshot?.version ?? 0) + tail.length,
        folded: tail.length,
        tail: keepTail ? tail.filter(keepTail) : tail,
      });
    }
    estimate.eventsPerStream = read / group.length;
  }
  return out;
}

/**
 * Stores each state as its stream's snapshot at `version`; the caller vouches that the state is
 * the fold of exactly the stream's first `version` events (read, or just appended at the
 * expected version). A newer snapshot already stored is kept.
 */
export async function saveSnapshots<S>(
  ctx: SnapshotContext,
  fold: SnapshotFold<S>,
  rows: Array<{ streamId: string; version: number; state: S }>,
) {
  const taken = rows.filter((r) => r.version > 0);
  if (taken.length === 0) return;
  await sql`
    INSERT INTO stream_snapshots (stream_id, version, fold, state)
    SELECT s.id, s.version, ${fold.id}, s.state
    FROM unnest(${taken.map((r) => r.streamId)}::text[], ${taken.map((r) => r.version)}::int[], ${jsonbArray(taken.map((r) => encodeState(r.state)))}) AS s(id, version, state)
    ON CONFLICT (stream_id) DO UPDATE SET version = EXCLUDED.version, fold = EXCLUDED.fold, state = EXCLUDED.state, taken_at = now()
    WHERE stream_snapshots.version < EXCLUDED.version OR stream_snapshots.fold <> EXCLUDED.fold`.execute(ctx.db);
}
