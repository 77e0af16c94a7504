import type { EventMetadata } from "@app/contracts";
import type pg from "pg";
import { StreamLocks } from "./stream-locks.js";
import { jsonArrayText, jsonbArrayParameter } from "./json-array-argument.js";
import { ConcurrencyError } from "./port.js";
import type { AppendBatch, AppendOptions, AppendResult, EventStore, ExpectedVersion, NewEvent, Position, RecordedEvent } from "./port.js";

interface EventRow {
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

const COLUMNS =
  "global_position, transaction_id::text AS transaction_id, stream_id, stream_version, event_id, type, data, metadata, created_at";

function toRecorded(row: EventRow): RecordedEvent {
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

export interface HeldAppend {
  results: AppendResult[];
  commit(): Promise<void>;
  rollback(): Promise<void>;
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
const APPENDERS_BOUNDARY = `
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
function appendArguments(batches: AppendBatch[], events: NewEvent[]): unknown[] {
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
const APPEND_FUNCTION_ARGUMENTS = `$1::text[], $2::int[], $3::int[], $4::uuid[], $5::text[], ${jsonbArrayParameter(6)}, ${jsonbArrayParameter(7)}`;

/** An expected version as the append functions take it: -1 for "any". */
function expectedArgument(batch: AppendBatch): number {
  return batch.expectedVersion === "any" ? -1 : batch.expectedVersion;
}

/** Per event: id, type, data and metadata (JSON). */
function eventArguments(events: NewEvent[]): unknown[][] {
  return [
    events.map((e) => e.eventId),
    events.map((e) => e.type),
    events.map((e) => JSON.stringify(e.data)),
    events.map((e) => JSON.stringify(e.metadata ?? {})),
  ];
}

const UNIQUE_VIOLATION = "23505";

/**
 * The claim of `count` versions of stream $1 for an append, by expected version: a number
 * (UPDATE when the version is $6), 0 (a new stream) or "any" (either); each returns the
 * version before the append as `claimed`, or no row when the expectation fails.
 */
const claims = (count: string) => ({
  update: `UPDATE streams SET version = version + ${count} WHERE stream_id = $1 AND version = $6::int RETURNING $6::int AS claimed`,
  new: `INSERT INTO streams (stream_id, version) VALUES ($1, ${count}) ON CONFLICT (stream_id) DO NOTHING RETURNING 0 AS claimed`,
  any: `INSERT INTO streams AS st (stream_id, version) VALUES ($1, ${count})
        ON CONFLICT (stream_id) DO UPDATE SET version = st.version + EXCLUDED.version
        RETURNING st.version - ${count} AS claimed`,
});
type ClaimKind = keyof ReturnType<typeof claims>;

/**
 * A one-stream append as one statement (PostgresEventStore.appendStream): $2-$5 are the event's
 * id, type, data and metadata, or (for several events) arrays of them, inserted in their order.
 */
const APPEND_STREAM: Record<"one" | "many", Record<ClaimKind, string>> = {
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
const DEADLOCK = "40P01";
const SERIALIZATION = "40001";
const ALREADY_STORED = "ES208";
const VERSION_MISMATCH = "ES409";
const NOT_SET_BASED = "ES400";
const CARDINALITY = "21000";

/**
 * es_append's failures that the careful path (appendInTransaction) decides: event ids already
 * stored (ES208 when a version also failed, else the insert's unique violation on the event-id
 * index) and batches es_append does not take (ES400: a batch without events; 21000: a stream
 * named twice). Nothing was written.
 */
function forCarefulPath(error: unknown): boolean {
  const { code, constraint } = error as { code?: string; constraint?: string };
  return (
    code === ALREADY_STORED ||
    code === NOT_SET_BASED ||
    code === CARDINALITY ||
    (code === UNIQUE_VIOLATION && constraint === "events_event_id_key")
  );
}

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

interface QueuedAppend {
  batch: AppendBatch;
  resolve(result: AppendResult): void;
  reject(error: unknown): void;
}

interface StaleCheck {
  batch: AppendBatch;
  resolve(result: AppendResult | null): void;
  reject(error: unknown): void;
}

interface EachRow {
  batch: number;
  status: "ok" | "conflict" | "duplicate" | "partial";
  next_version: number;
  last_position: string | null;
  tx: string | null;
}

/** The default event store: the `events` table of the product's PostgreSQL database. */
export class PostgresEventStore implements EventStore {
  private readonly maxInFlight: number;
  private readonly maxEventsPerStatement: number;
  private readonly soloFromEvents: number;
  private readonly queue: QueuedAppend[] = [];
  private inFlight = 0;
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
    this.maxEventsPerStatement = options.maxEventsPerStatement ?? 1000;
    this.soloFromEvents = options.soloFromEvents ?? 32;
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
      return await this.withClient(async (client) =>
        this.appendInTransaction(client, batches, alongside).catch((e) => this.afterFailure(client, batches, e)),
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
          : await this.enqueue(batch);
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

  /** A single-stream append joins the queue; see PostgresEventStoreOptions.maxAppendsInFlight. */
  private enqueue(batch: AppendBatch): Promise<AppendResult> {
    return new Promise((resolve, reject) => {
      this.queue.push({ batch, resolve, reject });
      this.pump();
    });
  }

  private pump(): void {
    while (this.inFlight < this.maxInFlight && this.queue.length > 0) {
      const group: QueuedAppend[] = [];
      let events = 0;
      while (this.queue.length > 0) {
        const next = this.queue[0] as QueuedAppend;
        if (group.length > 0 && events + next.batch.events.length > this.maxEventsPerStatement) break;
        group.push(next);
        events += next.batch.events.length;
        this.queue.shift();
      }
      this.inFlight++;
      void this.appendGroup(group).finally(() => {
        this.inFlight--;
        this.pump();
      });
    }
  }

  /**
   * One statement for the group, each append decided on its own. If the statement fails as a
   * whole (a connection lost, an event id already stored or raced in: es_append_each does not
   * probe the ids first), each append is retried alone: the careful path tells a racing or
   * earlier duplicate from a conflict.
   */
  private async appendGroup(group: QueuedAppend[]): Promise<void> {
    if (group.length === 1) {
      const [one] = group as [QueuedAppend];
      await this.appendAtomically([one.batch]).then(([r]) => one.resolve(r as AppendResult), one.reject);
      return;
    }
    let rows: EachRow[];
    try {
      rows = await this.appendEach(group.map((g) => g.batch));
    } catch {
      // Alone, in the group's order per stream (appends to one stream may follow each other).
      const chains = new Map<string, Promise<void>>();
      for (const g of group) {
        const previous = chains.get(g.batch.streamId) ?? Promise.resolve();
        chains.set(
          g.batch.streamId,
          previous.then(() => this.appendAtomically([g.batch]).then(([r]) => g.resolve(r as AppendResult), g.reject)),
        );
      }
      await Promise.all(chains.values());
      return;
    }
    for (const row of rows) {
      const { batch, resolve, reject } = group[row.batch - 1] as QueuedAppend;
      if (row.status === "ok" || row.status === "duplicate")
        resolve({
          nextExpectedVersion: row.next_version,
          position: row.last_position ? { commit: BigInt(row.tx ?? 0), prepare: BigInt(row.last_position) } : { commit: 0n, prepare: 0n },
          duplicate: row.status === "duplicate",
        });
      else if (row.status === "conflict") reject(new ConcurrencyError(batch.streamId, batch.expectedVersion, row.next_version));
      else reject(new Error(`stream ${batch.streamId}: some of the events are already stored under their ids`));
    }
  }

  private async appendEach(batches: AppendBatch[]): Promise<EachRow[]> {
    const events = batches.flatMap((b) => b.events);
    const r = await this.pool.query<EachRow>({
      name: "es_append_each",
      text: `SELECT batch, status, next_version, last_position, tx FROM es_append_each(${APPEND_FUNCTION_ARGUMENTS})`,
      values: appendArguments(batches, events),
    });
    return r.rows;
  }

  /** The batches in one transaction: all written, or none. */
  private async appendAtomically(batches: AppendBatch[]): Promise<AppendResult[]> {
    const [only] = batches;
    if (batches.length === 1 && only && only.events.length > 0) return [await this.appendStream(only)];
    return await this.withClient(async (client) => {
      try {
        return await this.appendStreams(client, batches);
      } catch (error) {
        if (forCarefulPath(error)) {
          // Some event ids are stored (or the batches are not for es_append): the careful path
          // tells a no-op from a partial duplicate.
          return await this.appendInTransaction(client, batches).catch((e) => this.afterFailure(client, batches, e));
        }
        return await this.afterFailure(client, batches, error);
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
      return await this.withClient(async (client) => {
        // Some event ids are stored: the careful path tells a no-op from a partial duplicate.
        if (stored) return await this.appendInTransaction(client, [batch]).catch((e) => this.afterFailure(client, [batch], e));
        return await this.afterFailure(client, [batch], error);
      }).then(([result]) => result as AppendResult);
    }
    if (row) {
      return {
        nextExpectedVersion: row.next_version,
        position: { commit: BigInt(row.tx), prepare: BigInt(row.last_position) },
        duplicate: false,
      };
    }
    return await this.withClient(async (client) => {
      const actual = await client.query<{ version: number }>("SELECT version FROM streams WHERE stream_id = $1", [batch.streamId]);
      const conflict = new ConcurrencyError(batch.streamId, batch.expectedVersion, actual.rows[0]?.version ?? 0);
      return await this.afterFailure(client, [batch], conflict); // a retried append's events may be stored
    }).then(([result]) => result as AppendResult);
  }

  private async withClient<T>(work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    try {
      return await work(client);
    } finally {
      client.release();
    }
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

  /** A version mismatch, unique violation or deadlock may be a racing duplicate: then a no-op. */
  private async afterFailure(client: pg.PoolClient, batches: AppendBatch[], failure: unknown): Promise<AppendResult[]> {
    const pgError = failure as { code?: string; message?: string; detail?: string };
    let error = failure;
    if (pgError.code === VERSION_MISMATCH) {
      const batch = batches.find((b) => b.streamId === pgError.message) ?? (batches[0] as AppendBatch);
      error = new ConcurrencyError(batch.streamId, batch.expectedVersion, Number(pgError.detail ?? 0));
    }
    const retryable = error instanceof ConcurrencyError || [UNIQUE_VIOLATION, DEADLOCK, SERIALIZATION].includes(pgError.code ?? "");
    if (!retryable) throw error;
    const existing = await this.existingResults(client, batches);
    if (existing) return existing;
    if (error instanceof ConcurrencyError) throw error;
    const first = batches[0] as AppendBatch;
    throw new ConcurrencyError(first.streamId, first.expectedVersion, null);
  }

  /**
   * Test hook for the catch-up contract: writes the batches and leaves the transaction open
   * (inserted, not committed) until `commit` or `rollback` is called.
   */
  async openAppend(batches: AppendBatch[]): Promise<HeldAppend> {
    const client = await this.pool.connect();
    try {
      await this.begin(client);
      const results = await this.writeBatches(client, batches);
      const end = async (sql: string) => {
        try {
          await client.query(sql);
        } finally {
          client.release();
        }
      };
      return { results, commit: () => end("COMMIT"), rollback: () => end("ROLLBACK") };
    } catch (error) {
      await client.query("ROLLBACK").catch(() => {});
      client.release();
      throw error;
    }
  }

  /**
   * Every appending transaction locks `events` before its first write, that is before it has a
   * transaction id: readAll relies on it to tell appenders from other transactions.
   */
  private async begin(client: pg.PoolClient): Promise<void> {
    await client.query("BEGIN; LOCK TABLE events IN ROW EXCLUSIVE MODE"); // one round trip
  }

  private async appendInTransaction(
    client: pg.PoolClient,
    batches: AppendBatch[],
    alongside?: AppendOptions["alongside"],
  ): Promise<AppendResult[]> {
    try {
      await this.begin(client);
      const results = await this.writeBatches(client, batches);
      if (alongside && results.some((r) => !r.duplicate)) await alongside((text, values) => client.query(text, values));
      await client.query("COMMIT");
      return results;
    } catch (error) {
      await client.query("ROLLBACK").catch(() => {});
      throw error;
    }
  }

  private async writeBatches(client: pg.PoolClient, batches: AppendBatch[]): Promise<AppendResult[]> {
    const stored = await this.storedEventIds(client, batches);
    const results = new Map<AppendBatch, AppendResult>();
    const toWrite: AppendBatch[] = [];
    for (const batch of batches) {
      const ids = batch.events.map((e) => e.eventId);
      const found = ids.filter((id) => stored.has(id));
      if (ids.length > 0 && found.length === ids.length) {
        const last = stored.get(ids[ids.length - 1] as string) as EventRow;
        results.set(batch, { nextExpectedVersion: last.stream_version, position: toRecorded(last).position, duplicate: true });
      } else if (found.length > 0) {
        throw new Error(`stream ${batch.streamId}: some of the events are already stored under their ids`);
      } else {
        toWrite.push(batch);
      }
    }
    // Lock streams in one order so that two multi-stream appends cannot deadlock.
    const ordered = [...toWrite].sort((a, b) => (a.streamId < b.streamId ? -1 : a.streamId > b.streamId ? 1 : 0));
    const startVersions = new Map<AppendBatch, number>();
    for (const batch of ordered) startVersions.set(batch, await this.claimVersions(client, batch));

    const rows: { streamId: string; version: number; event: NewEvent; batch: AppendBatch }[] = [];
    for (const batch of toWrite) {
      const start = startVersions.get(batch) as number;
      for (const [i, event] of batch.events.entries()) rows.push({ streamId: batch.streamId, version: start + i + 1, event, batch });
    }
    if (rows.length > 0) {
      const inserted = await client.query<EventRow>(
        `INSERT INTO events (stream_id, stream_version, event_id, type, data, metadata)
         SELECT * FROM unnest($1::text[], $2::int[], $3::uuid[], $4::text[], $5::jsonb[], $6::jsonb[])
         RETURNING ${COLUMNS}`,
        [
          rows.map((r) => r.streamId),
          rows.map((r) => r.version),
          rows.map((r) => r.event.eventId),
          rows.map((r) => r.event.type),
          rows.map((r) => JSON.stringify(r.event.data)),
          rows.map((r) => JSON.stringify(r.event.metadata ?? {})),
        ],
      );
      const byId = new Map(inserted.rows.map((row) => [row.event_id, row]));
      for (const batch of toWrite) {
        const lastEvent = batch.events[batch.events.length - 1];
        const start = startVersions.get(batch) as number;
        const row = lastEvent ? byId.get(lastEvent.eventId) : undefined;
        results.set(batch, {
          nextExpectedVersion: start + batch.events.length,
          position: row ? toRecorded(row).position : { commit: 0n, prepare: 0n },
          duplicate: false,
        });
      }
    }
    return batches.map((b) => results.get(b) as AppendResult);
  }

  /** Moves the stream's version on by the batch size; returns the version before. */
  private async claimVersions(client: pg.PoolClient, batch: AppendBatch): Promise<number> {
    const n = batch.events.length;
    if (batch.expectedVersion === "any") {
      const r = await client.query<{ version: number }>(
        `INSERT INTO streams (stream_id, version) VALUES ($1, $2)
         ON CONFLICT (stream_id) DO UPDATE SET version = streams.version + EXCLUDED.version
         RETURNING version`,
        [batch.streamId, n],
      );
      return (r.rows[0] as { version: number }).version - n;
    }
    const expected = batch.expectedVersion;
    if (expected === 0) {
      const r = await client.query("INSERT INTO streams (stream_id, version) VALUES ($1, $2) ON CONFLICT (stream_id) DO NOTHING", [
        batch.streamId,
        n,
      ]);
      if (r.rowCount === 1) return 0;
    } else {
      const r = await client.query("UPDATE streams SET version = version + $3 WHERE stream_id = $1 AND version = $2", [
        batch.streamId,
        expected,
        n,
      ]);
      if (r.rowCount === 1) return expected;
    }
    const actual = await client.query<{ version: number }>("SELECT version FROM streams WHERE stream_id = $1", [batch.streamId]);
    throw new ConcurrencyError(batch.streamId, expected, actual.rows[0]?.version ?? 0);
  }

  private async storedEventIds(client: pg.PoolClient | pg.Pool, batches: AppendBatch[]): Promise<Map<string, EventRow>> {
    const ids = batches.flatMap((b) => b.events.map((e) => e.eventId));
    if (ids.length === 0) return new Map();
    const r = await client.query<EventRow>(`SELECT ${COLUMNS} FROM events WHERE event_id = ANY($1::uuid[])`, [ids]);
    return new Map(r.rows.map((row) => [row.event_id, row]));
  }

  /** When every batch is already stored (a racing duplicate), the results of the first write. */
  private async existingResults(client: pg.PoolClient, batches: AppendBatch[]): Promise<AppendResult[] | null> {
    const stored = await this.storedEventIds(client, batches);
    const results: AppendResult[] = [];
    for (const batch of batches) {
      const last = batch.events[batch.events.length - 1];
      if (!last || !batch.events.every((e) => stored.has(e.eventId))) return null;
      const row = stored.get(last.eventId) as EventRow;
      results.push({ nextExpectedVersion: row.stream_version, position: toRecorded(row).position, duplicate: true });
    }
    return results;
  }

  async readStream(streamId: string, options?: { fromVersion?: number }): Promise<RecordedEvent[]> {
    const r = await this.pool.query<EventRow>(
      `SELECT ${COLUMNS} FROM events WHERE stream_id = $1 AND stream_version >= $2 ORDER BY stream_version`,
      [streamId, options?.fromVersion ?? 1],
    );
    return r.rows.map(toRecorded);
  }

  /**
   * Many streams' events after a version each (after a snapshot; 0 for a whole stream), in one
   * round trip: profit runs load a batch of investors at once. Each
   * stream is its own probe of the (stream_id, stream_version) index: as a join, the planner
   * took a hash join over a sequential scan of `events` (every batch of a profit run read the
   * whole table: the 100,000-investor run took 50 s instead of 26).
   */
  async readStreamsAfter(after: Map<string, number>): Promise<Map<string, RecordedEvent[]>> {
    const out = new Map<string, RecordedEvent[]>([...after.keys()].map((id) => [id, []]));
    if (after.size === 0) return out;
    const r = await this.pool.query<EventRow>(
      `SELECT ${COLUMNS}
       FROM unnest($1::text[], $2::int[]) AS a(id, version)
       CROSS JOIN LATERAL (
         SELECT * FROM events WHERE events.stream_id = a.id AND events.stream_version > a.version
         ORDER BY events.stream_version) e
       ORDER BY e.stream_id, e.stream_version`,
      [[...after.keys()], [...after.values()]],
    );
    for (const row of r.rows) out.get(row.stream_id)?.push(toRecorded(row));
    return out;
  }

  async readAll(options: { after?: Position | null; limit: number }): Promise<RecordedEvent[]> {
    const after = options.after ?? { commit: 0n, prepare: 0n };
    // Only events of transactions below the oldest appender still running: nothing can commit
    // later with a lower (transaction_id, global_position) than what this returns.
    const r = await this.pool.query<EventRow>(
      `${APPENDERS_BOUNDARY}
       SELECT ${COLUMNS} FROM events
       WHERE (transaction_id, global_position) > ($1::text::xid8, $2::bigint)
         AND transaction_id < (SELECT xid FROM boundary)
       ORDER BY events.transaction_id, events.global_position
       LIMIT $3`,
      [after.commit.toString(), after.prepare.toString(), options.limit],
    );
    return r.rows.map(toRecorded);
  }

  /**
   * readAll's events up to `until` (see the port), read without the appenders' boundary
   * (`until` is the boundary): rows as arrays, created_at as integer milliseconds instead of a
   * timestamp text parsed by a regular expression, metadata parsed only if a reader asks for it.
   * created_at is floor(epoch ms), as pg's timestamp parser gives (it drops the microseconds);
   * data is the same jsonb parsed by pg.
   */
  async readAllUntil(options: { after?: Position | null; until: Position; limit: number }): Promise<RecordedEvent[]> {
    const from = options.after ?? { commit: 0n, prepare: 0n };
    const { until } = options;
    const r = await this.pool.query<unknown[]>({
      text: `SELECT transaction_id::text, global_position::text, stream_id, stream_version, event_id, type, data, metadata::text,
                    floor(extract(epoch FROM created_at) * 1000)::float8
             FROM events
             WHERE (events.transaction_id, events.global_position) > ($1::text::xid8, $2::bigint)
               AND (events.transaction_id, events.global_position) <= ($3::text::xid8, $4::bigint)
             ORDER BY events.transaction_id, events.global_position -- qualified: the output columns of the same names are text
             LIMIT $5`,
      values: [from.commit.toString(), from.prepare.toString(), until.commit.toString(), until.prepare.toString(), options.limit],
      rowMode: "array",
    });
    const out: RecordedEvent[] = new Array(r.rows.length);
    for (let i = 0; i < r.rows.length; i++) out[i] = new RowEvent(r.rows[i] as unknown[]);
    return out;
  }

  async headPosition(): Promise<Position | null> {
    const r = await this.pool.query<{ t: string; g: string }>(
      "SELECT transaction_id::text AS t, global_position AS g FROM events ORDER BY transaction_id DESC, global_position DESC LIMIT 1",
    );
    const row = r.rows[0];
    return row ? { commit: BigInt(row.t), prepare: BigInt(row.g) } : null;
  }

  async close(): Promise<void> {
    // The pool belongs to the caller.
  }
}

/** A readAllUntil row as a RecordedEvent: its metadata parsed on first use. */
class RowEvent implements RecordedEvent {
  eventId: string;
  streamId: string;
  streamVersion: number;
  type: string;
  data: unknown;
  createdAt: Date;
  position: Position;
  private metadataText: string | null;
  private parsedMetadata: EventMetadata | undefined = undefined;

  constructor(row: unknown[]) {
    this.position = { commit: BigInt(row[0] as string), prepare: BigInt(row[1] as string) };
    this.streamId = row[2] as string;
    this.streamVersion = row[3] as number;
    this.eventId = row[4] as string;
    this.type = row[5] as string;
    this.data = row[6];
    this.metadataText = row[7] as string | null;
    this.createdAt = new Date(row[8] as number);
  }

  get metadata(): EventMetadata {
    if (this.parsedMetadata === undefined) {
      this.parsedMetadata = (this.metadataText === null ? {} : JSON.parse(this.metadataText)) as EventMetadata;
      this.metadataText = null;
    }
    return this.parsedMetadata;
  }
}
