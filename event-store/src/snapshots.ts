import type { EventStore, RecordedEvent } from "./port.js";
import { type QueryExecutorProvider, sql } from "kysely";
import { type Fold, foldEvents } from "./command-runner.js";
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

export interface FoldedStream<S> {
  state: S;
  /** The stream's version: what an append after this state expects. */
  version: number;
  /** The events folded on top of the snapshot (all of them when there was none). */
  tail: RecordedEvent[];
}

/** Events after a version per stream (0: all of them): in one query where the store can (PostgreSQL). */
export async function readStreamsFrom(store: EventStore, after: Map<string, number>): Promise<Map<string, RecordedEvent[]>> {
  const bulk = (store as { readStreamsAfter?: (after: Map<string, number>) => Promise<Map<string, RecordedEvent[]>> }).readStreamsAfter;
  if (bulk) return await bulk.call(store, after);
  return new Map(await Promise.all([...after].map(async ([id, v]) => [id, await store.readStream(id, { fromVersion: v + 1 })] as const)));
}

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
): Promise<Map<string, FoldedStream<S>>> {
  const snapshots = new Map<string, { version: number; state: unknown }>();
  if (streamIds.length > 0) {
    const r = await sql<{ stream_id: string; version: number; state: unknown }>`
      SELECT stream_id, version, state FROM stream_snapshots WHERE stream_id = ANY(${streamIds}::text[]) AND fold = ${fold.id}`.execute(
      ctx.db,
    );
    for (const row of r.rows) snapshots.set(row.stream_id, row);
  }
  const tails = await readStreamsFrom(ctx.store, new Map(streamIds.map((id) => [id, snapshots.get(id)?.version ?? 0])));
  const out = new Map<string, FoldedStream<S>>();
  for (const id of streamIds) {
    const snapshot = snapshots.get(id);
    const tail = tails.get(id) ?? [];
    const state = foldEvents(fold, tail, snapshot ? decodeState<S>(snapshot.state) : undefined);
    out.set(id, { state, version: (snapshot?.version ?? 0) + tail.length, tail });
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
