import type pg from "pg";
import { StreamLocks } from "./stream-locks.js";
import { ConcurrencyError } from "./port.js";
import type { AppendBatch, AppendOptions, AppendResult, EventStore, ExpectedVersion, NewEvent, Position, RecordedEvent } from "./port.js";
import { afterFailure, appendInTransaction, type HeldAppend, openAppend, withClient } from "./pg-careful-path.js";
import { GroupCommit } from "./pg-group-commit.js";
import { PostgresEventReader } from "./pg-reader.js";
import {
  APPEND_FUNCTION_ARGUMENTS,
  APPEND_STREAM,
  appendArguments,
  type ClaimKind,
  eventArguments,
  forCarefulPath,
  UNIQUE_VIOLATION,
} from "./pg-sql.js";

export type { HeldAppend } from "./pg-careful-path.js";

/**
 * The PostgreSQL adapter of the event-store port, in parts: this file (the write paths' choice:
 * the hot-stream check, one statement per stream, es_append for several), pg-group-commit.ts
 * (the queue of single-stream appends), pg-careful-path.ts (the transaction that tells
 * duplicates from conflicts), pg-reader.ts (reads) and pg-sql.ts (statements, row shapes).
 */

export interface PostgresEventStoreOptions {
  /**
   * Group commit: at most this many single-stream appends are in flight at once; appends that
   * arrive meanwhile queue and go together in the next statement (es_append_each), each decided
   * on its own. 0 sends every append on its own. Default 2.
   */
  maxAppendsInFlight?: number;
  /** The most events one grouped statement carries. Default 1,000. */
  maxEventsPerStatement?: number;
  /**
   * An append of at least this many events is already a batch: it skips the group commit's
   * queue and goes in its own statement at once (as with maxAppendsInFlight 0), so large appends
   * of several writers run side by side instead of two at a time. Default 32. (Append bench,
   * 8 writers of 100-event appends, over a plain INSERT of the same rows into `events`: 0.53
   * through the queue; 0.89-1.12 on their own.)
   */
  soloFromEvents?: number;
}

interface StaleCheck {
  batch: AppendBatch;
  resolve(result: AppendResult | null): void;
  reject(error: unknown): void;
}

/** The default event store: the `events` table of the product's PostgreSQL database. */
export class PostgresEventStore implements EventStore {
  private readonly maxInFlight: number;
  private readonly soloFromEvents: number;
  private readonly group: GroupCommit;
  private readonly reader: PostgresEventReader;
  readonly locks = new StreamLocks();
  readonly transactional = true;
  /** The highest version each stream is known to have reached (from this process's appends). */
  private readonly known = new Map<string, number>();
  private readonly staleChecks: StaleCheck[] = [];

  constructor(
    private readonly pool: pg.Pool,
    options: PostgresEventStoreOptions = {},
  ) {
    this.maxInFlight = options.maxAppendsInFlight ?? 2;
    this.soloFromEvents = options.soloFromEvents ?? 32;
    this.group = new GroupCommit(pool, this.maxInFlight, options.maxEventsPerStatement ?? 1000, (batches) =>
      this.appendAtomically(batches),
    );
    this.reader = new PostgresEventReader(pool);
  }

  async append(streamId: string, expectedVersion: ExpectedVersion, events: NewEvent[]): Promise<AppendResult> {
    const [result] = await this.appendMany([{ streamId, expectedVersion, events }]);
    if (!result) throw new Error("append returned no result");
    return result;
  }

  async appendMany(batches: AppendBatch[], options: AppendOptions = {}): Promise<AppendResult[]> {
    if (batches.length === 0) return [];
    const alongside = options.alongside;
    if (alongside)
      return await withClient(this.pool, async (client) =>
        appendInTransaction(client, batches, alongside).catch((e) => afterFailure(client, batches, e)),
      );
    const [only] = batches;
    if (batches.length === 1 && only && only.events.length > 0 && this.maxInFlight > 0)
      return [await this.appendOne(only, options.locked === true)];
    return await this.appendAtomically(batches);
  }

  /**
   * A single-stream append waits for this process's earlier append to the stream, then: if the
   * stream is known to be past the expected version, it is stale and needs no write (checked
   * against the database in a read shared with other stale appends: a duplicate of stored
   * events is a no-op, else a ConcurrencyError with the actual version); otherwise it joins the
   * group commit. Many writers on one hot stream thus cost one write per success, not a storm of
   * failed writes.
   */
  private async appendOne(batch: AppendBatch, locked: boolean): Promise<AppendResult> {
    let release: (() => void) | null = locked ? null : await this.locks.acquire(batch.streamId);
    try {
      const known = this.known.get(batch.streamId);
      if (typeof batch.expectedVersion === "number" && known !== undefined && known > batch.expectedVersion) {
        release?.();
        release = null;
        const stale = await new Promise<AppendResult | null>((resolve, reject) => {
          this.staleChecks.push({ batch, resolve, reject });
          // After this turn's lock hand-overs: the appends found stale in them share one read.
          if (this.staleChecks.length === 1) setImmediate(() => void this.checkStale());
        });
        if (stale) return stale;
        this.known.delete(batch.streamId); // the database disagrees: write as usual
      }
      const result =
        batch.events.length >= this.soloFromEvents
          ? ((await this.appendAtomically([batch]))[0] as AppendResult)
          : await this.group.enqueue(batch);
      if (!result.duplicate) this.remember(batch.streamId, result.nextExpectedVersion);
      return result;
    } catch (error) {
      if (error instanceof ConcurrencyError && error.actualVersion !== null) this.remember(batch.streamId, error.actualVersion);
      throw error;
    } finally {
      release?.();
    }
  }

  private remember(streamId: string, version: number): void {
    this.known.delete(streamId); // re-inserted last: the map forgets the least recently used first
    this.known.set(streamId, version);
    if (this.known.size > 100_000) this.known.delete(this.known.keys().next().value as string);
  }

  /**
   * The stale appends queued so far, in one read: each stream's version and the stored events
   * among theirs. All its events stored: the duplicate's result; else the version differs: a
   * ConcurrencyError; else (the known version was wrong) null, and the append is written.
   */
  private async checkStale(): Promise<void> {
    const checks = this.staleChecks.splice(0);
    try {
      const r = await this.pool.query<{ kind: "v" | "e"; key: string; version: number; position: string | null; tx: string | null }>(
        `SELECT 'v' AS kind, stream_id AS key, version, NULL::text AS position, NULL::text AS tx
         FROM streams WHERE stream_id = ANY($1::text[])
         UNION ALL
         SELECT 'e', event_id::text, stream_version, global_position::text, transaction_id::text
         FROM events WHERE event_id = ANY($2::uuid[])`,
        [checks.map((c) => c.batch.streamId), checks.flatMap((c) => c.batch.events.map((e) => e.eventId))],
      );
      const versions = new Map(r.rows.filter((row) => row.kind === "v").map((row) => [row.key, row.version]));
      const stored = new Map(r.rows.filter((row) => row.kind === "e").map((row) => [row.key, row]));
      for (const { batch, resolve, reject } of checks) {
        const last = stored.get((batch.events[batch.events.length - 1] as NewEvent).eventId);
        const actual = versions.get(batch.streamId) ?? 0;
        if (last && batch.events.every((e) => stored.has(e.eventId)))
          resolve({
            nextExpectedVersion: last.version,
            position: { commit: BigInt(last.tx ?? 0), prepare: BigInt(last.position ?? 0) },
            duplicate: true,
          });
        else if (actual !== batch.expectedVersion) reject(new ConcurrencyError(batch.streamId, batch.expectedVersion, actual));
        else resolve(null);
      }
    } catch (error) {
      for (const c of checks) c.reject(error);
    }
  }

  /** The batches in one transaction: all written, or none. */
  private async appendAtomically(batches: AppendBatch[]): Promise<AppendResult[]> {
    const [only] = batches;
    if (batches.length === 1 && only && only.events.length > 0) return [await this.appendStream(only)];
    return await withClient(this.pool, async (client) => {
      try {
        return await this.appendStreams(client, batches);
      } catch (error) {
        if (forCarefulPath(error)) {
          // Some event ids are stored (or the batches are not for es_append): the careful path
          // tells a no-op from a partial duplicate.
          return await appendInTransaction(client, batches).catch((e) => afterFailure(client, batches, e));
        }
        return await afterFailure(client, batches, error);
      }
    });
  }

  /**
   * One stream's events (most appends) in one statement and one round trip: claim the versions
   * in `streams`, insert the events, return the stream's next version and the last position.
   * The statement locks `events` when it starts, before its first write gives it a transaction
   * id, as readAll requires of appenders. No row back: the expected version did not hold. An
   * event id already stored fails the statement on the event-id index; either way nothing was
   * written, and the careful paths below tell a duplicate (a no-op) from a conflict.
   */
  private async appendStream(batch: AppendBatch): Promise<AppendResult> {
    const kind: ClaimKind = batch.expectedVersion === "any" ? "any" : batch.expectedVersion === 0 ? "new" : "update";
    const shape = batch.events.length === 1 ? "one" : "many";
    const [only] = batch.events;
    const values: unknown[] =
      shape === "one" && only
        ? [batch.streamId, only.eventId, only.type, JSON.stringify(only.data), JSON.stringify(only.metadata ?? {})]
        : [batch.streamId, ...eventArguments(batch.events)];
    if (kind === "update") values.push(batch.expectedVersion);
    let row: { next_version: number; last_position: string; tx: string } | undefined;
    try {
      const r = await this.pool.query<{ next_version: number; last_position: string; tx: string }>({
        name: `es-append-${shape}-${kind}`, // named: each connection parses and plans it once
        text: APPEND_STREAM[shape][kind],
        values,
      });
      row = r.rows[0];
    } catch (error) {
      const pgError = error as { code?: string; constraint?: string };
      const stored = pgError.code === UNIQUE_VIOLATION && pgError.constraint === "events_event_id_key";
      return await withClient(this.pool, async (client) => {
        // Some event ids are stored: the careful path tells a no-op from a partial duplicate.
        if (stored) return await appendInTransaction(client, [batch]).catch((e) => afterFailure(client, [batch], e));
        return await afterFailure(client, [batch], error);
      }).then(([result]) => result as AppendResult);
    }
    if (row) {
      return {
        nextExpectedVersion: row.next_version,
        position: { commit: BigInt(row.tx), prepare: BigInt(row.last_position) },
        duplicate: false,
      };
    }
    return await withClient(this.pool, async (client) => {
      const actual = await client.query<{ version: number }>("SELECT version FROM streams WHERE stream_id = $1", [batch.streamId]);
      const conflict = new ConcurrencyError(batch.streamId, batch.expectedVersion, actual.rows[0]?.version ?? 0);
      return await afterFailure(client, [batch], conflict); // a retried append's events may be stored
    }).then(([result]) => result as AppendResult);
  }

  /** Several streams at once, in one round trip: es_append (migration 0002-event-store-set-based-append). */
  private async appendStreams(client: pg.PoolClient, batches: AppendBatch[]): Promise<AppendResult[]> {
    const events = batches.flatMap((b) => b.events);
    const r = await client.query<{ batch: number; next_version: number; last_position: string | null; tx: string }>({
      name: "es_append", // named: each connection parses and plans it once
      text: `SELECT batch, next_version, last_position, tx FROM es_append(${APPEND_FUNCTION_ARGUMENTS})`,
      values: appendArguments(batches, events),
    });
    return r.rows.map((row) => ({
      nextExpectedVersion: row.next_version,
      position: row.last_position ? { commit: BigInt(row.tx), prepare: BigInt(row.last_position) } : { commit: 0n, prepare: 0n },
      duplicate: false,
    }));
  }

  /**
   * Test hook for the catch-up contract: writes the batches and leaves the transaction open
   * (inserted, not committed) until `commit` or `rollback` is called.
   */
  openAppend(batches: AppendBatch[]): Promise<HeldAppend> {
    return openAppend(this.pool, batches);
  }

  readStream(streamId: string, options?: { fromVersion?: number }): Promise<RecordedEvent[]> {
    return this.reader.readStream(streamId, options);
  }

  /** Many streams' events after a version each, in one round trip (see PostgresEventReader). */
  readStreamsAfter(after: Map<string, number>): Promise<Map<string, RecordedEvent[]>> {
    return this.reader.readStreamsAfter(after);
  }

  readAll(options: { after?: Position | null; limit: number }): Promise<RecordedEvent[]> {
    return this.reader.readAll(options);
  }

  readAllUntil(options: { after?: Position | null; until: Position; limit: number }): Promise<RecordedEvent[]> {
    return this.reader.readAllUntil(options);
  }

  headPosition(): Promise<Position | null> {
    return this.reader.headPosition();
  }

  async close(): Promise<void> {
    // The pool belongs to the caller.
  }
}
