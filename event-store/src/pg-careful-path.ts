import type pg from "pg";
import { type AppendBatch, type AppendOptions, type AppendResult, ConcurrencyError, type NewEvent } from "./port.js";
import { COLUMNS, DEADLOCK, type EventRow, SERIALIZATION, toRecorded, UNIQUE_VIOLATION, VERSION_MISMATCH } from "./pg-sql.js";

/**
 * The careful path of the PostgreSQL event store: an append in its own transaction that looks
 * up the event ids first, so that a retried or racing duplicate (a no-op) is told from a
 * partial duplicate or a conflict. The fast paths (one statement) fall back to it.
 */

export interface HeldAppend {
  results: AppendResult[];
  commit(): Promise<void>;
  rollback(): Promise<void>;
}

export async function withClient<T>(pool: pg.Pool, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    return await work(client);
  } finally {
    client.release();
  }
}

/** A version mismatch, unique violation or deadlock may be a racing duplicate: then a no-op. */
export async function afterFailure(client: pg.PoolClient, batches: AppendBatch[], failure: unknown): Promise<AppendResult[]> {
  const pgError = failure as { code?: string; message?: string; detail?: string };
  let error = failure;
  if (pgError.code === VERSION_MISMATCH) {
    const batch = batches.find((b) => b.streamId === pgError.message) ?? (batches[0] as AppendBatch);
    error = new ConcurrencyError(batch.streamId, batch.expectedVersion, Number(pgError.detail ?? 0));
  }
  const retryable = error instanceof ConcurrencyError || [UNIQUE_VIOLATION, DEADLOCK, SERIALIZATION].includes(pgError.code ?? "");
  if (!retryable) throw error;
  const existing = await existingResults(client, batches);
  if (existing) return existing;
  if (error instanceof ConcurrencyError) throw error;
  const first = batches[0] as AppendBatch;
  throw new ConcurrencyError(first.streamId, first.expectedVersion, null);
}

/**
 * Test hook for the catch-up contract: writes the batches and leaves the transaction open
 * (inserted, not committed) until `commit` or `rollback` is called.
 */
export async function openAppend(pool: pg.Pool, batches: AppendBatch[]): Promise<HeldAppend> {
  const client = await pool.connect();
  try {
    await begin(client);
    const results = await writeBatches(client, batches);
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
export async function begin(client: pg.PoolClient): Promise<void> {
  await client.query("BEGIN; LOCK TABLE events IN ROW EXCLUSIVE MODE"); // one round trip
}

export async function appendInTransaction(
  client: pg.PoolClient,
  batches: AppendBatch[],
  alongside?: AppendOptions["alongside"],
): Promise<AppendResult[]> {
  try {
    await begin(client);
    const results = await writeBatches(client, batches);
    // Other rows in the same transaction (a users row beside its event): both stored or neither.
    if (alongside && results.some((r) => !r.duplicate)) await alongside((text, values) => client.query(text, values));
    await client.query("COMMIT");
    return results;
  } catch (error) {
    await client.query("ROLLBACK").catch(() => {});
    throw error;
  }
}

export async function writeBatches(client: pg.PoolClient, batches: AppendBatch[]): Promise<AppendResult[]> {
  const stored = await storedEventIds(client, batches);
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
  for (const batch of ordered) startVersions.set(batch, await claimVersions(client, batch));

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
export async function claimVersions(client: pg.PoolClient, batch: AppendBatch): Promise<number> {
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

export async function storedEventIds(client: pg.PoolClient | pg.Pool, batches: AppendBatch[]): Promise<Map<string, EventRow>> {
  const ids = batches.flatMap((b) => b.events.map((e) => e.eventId));
  if (ids.length === 0) return new Map();
  const r = await client.query<EventRow>(`SELECT ${COLUMNS} FROM events WHERE event_id = ANY($1::uuid[])`, [ids]);
  return new Map(r.rows.map((row) => [row.event_id, row]));
}

/** When every batch is already stored (a racing duplicate), the results of the first write. */
export async function existingResults(client: pg.PoolClient, batches: AppendBatch[]): Promise<AppendResult[] | null> {
  const stored = await storedEventIds(client, batches);
  const results: AppendResult[] = [];
  for (const batch of batches) {
    const last = batch.events[batch.events.length - 1];
    if (!last || !batch.events.every((e) => stored.has(e.eventId))) return null;
    const row = stored.get(last.eventId) as EventRow;
    results.push({ nextExpectedVersion: row.stream_version, position: toRecorded(row).position, duplicate: true });
  }
  return results;
}
