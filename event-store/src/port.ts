import type { StreamLocks } from "./stream-locks.js";

import type { EventMetadata } from "@app/contracts";

/**
 * The event-store port (design notes §2). Two adapters implement it: PostgreSQL (default) and
 * EventStoreDB. One contract suite (event-store.contract.ts) runs against each.
 *
 * Versions: a stream's version is the number of events in it; a new stream has version 0 and
 * its first event has streamVersion 1. `expectedVersion` is the version the caller decided on.
 *
 * Positions: `{ commit, prepare }` ordered lexicographically. PostgreSQL uses the appending
 * transaction id and the global sequence; EventStoreDB its commit/prepare positions. Reading
 * all events "after" a position never skips an event that commits later with a lower sequence.
 */
export interface Position {
  commit: bigint;
  prepare: bigint;
}

export interface NewEvent {
  /** Unique; appending an event id that is already stored is a no-op. */
  eventId: string;
  type: string;
  data: unknown;
  metadata?: EventMetadata;
}

export interface RecordedEvent {
  eventId: string;
  streamId: string;
  streamVersion: number;
  type: string;
  data: unknown;
  metadata: EventMetadata;
  createdAt: Date;
  position: Position;
}

export type ExpectedVersion = number | "any";

export interface AppendBatch {
  streamId: string;
  expectedVersion: ExpectedVersion;
  events: NewEvent[];
}

export interface AppendResult {
  /** The stream's version after the append (or as it stood, for an idempotent no-op). */
  nextExpectedVersion: number;
  /** Position of the last event written (or already stored), for read-your-writes. */
  position: Position;
  /** True when every event id was already stored and nothing was written. */
  duplicate: boolean;
}

export interface AppendOptions {
  /**
   * The caller already holds these streams in this store's `locks` (the command runner does).
   * A wrapper of `appendMany` must pass the options on: without them the append queues behind
   * its own caller.
   */
  locked?: boolean;
  /**
   * PostgreSQL only: more writes to the same database inside the append's own transaction (a
   * users row beside its UserRoleChanged event), so both are stored or neither. `query` runs a
   * statement on the transaction's connection. A store that cannot (EventStoreDB) refuses it:
   * check `transactional` first.
   */
  alongside?: (query: (text: string, values?: unknown[]) => Promise<unknown>) => Promise<void>;
}

export interface EventStore {
  /**
   * This process's queue per stream on this store: commands on one stream (read, decide,
   * append) and appends to it go one at a time instead of racing into conflicts; other
   * processes are kept apart by the expected-version check.
   */
  readonly locks: StreamLocks;
  /** True when `appendMany` takes `alongside` (PostgreSQL): other rows written in the append's transaction. */
  readonly transactional?: boolean;
  /** Fails with ConcurrencyError when the stream's version is not `expectedVersion`. */
  append(streamId: string, expectedVersion: ExpectedVersion, events: NewEvent[]): Promise<AppendResult>;
  /**
   * Appends to several streams; PostgreSQL does it in one transaction (all or nothing).
   * EventStoreDB has no multi-stream transaction: it appends in order and relies on
   * deterministic event ids so that a retry completes a half-done batch.
   */
  appendMany(batches: AppendBatch[], options?: AppendOptions): Promise<AppendResult[]>;
  readStream(streamId: string, options?: { fromVersion?: number }): Promise<RecordedEvent[]>;
  /** Events after `after` (exclusive) in global order, at most `limit`. */
  readAll(options: { after?: Position | null; limit: number }): Promise<RecordedEvent[]>;
  /**
   * Optional bulk read for a rebuild of a million events: readAll's events after `after` up to
   * and including `until`, at most `limit`, where `until` is a position every event at or below
   * which is committed and visible (a projection runner's checkpoint: it read them all, and
   * nothing can commit later below what it read). The same events, order and values as readAll
   * (a page may be shorter than `limit` only at `until`); cheaper per event because the store
   * need not find the appenders' boundary, and `metadata` may be parsed on first use. A caller
   * without it (EventStoreDB) pages readAll and stops at `until`.
   */
  readAllUntil?(options: { after?: Position | null; until: Position; limit: number }): Promise<RecordedEvent[]>;
  /** Latest position of any stored event (null for an empty store). */
  headPosition(): Promise<Position | null>;
  close(): Promise<void>;
}

export class ConcurrencyError extends Error {
  override readonly name = "ConcurrencyError";
  constructor(
    readonly streamId: string,
    readonly expectedVersion: ExpectedVersion,
    readonly actualVersion: number | null,
  ) {
    super(`stream ${streamId}: expected version ${String(expectedVersion)}, actual ${String(actualVersion)}`);
  }
}

export function comparePositions(a: Position, b: Position): number {
  if (a.commit !== b.commit) return a.commit < b.commit ? -1 : 1;
  if (a.prepare !== b.prepare) return a.prepare < b.prepare ? -1 : 1;
  return 0;
}

export function positionToString(p: Position): string {
  return `${p.commit}/${p.prepare}`;
}

export function positionFromString(s: string): Position {
  const [c, p] = s.split("/");
  if (c === undefined || p === undefined) throw new Error(`bad position: ${s}`);
  return { commit: BigInt(c), prepare: BigInt(p) };
}
