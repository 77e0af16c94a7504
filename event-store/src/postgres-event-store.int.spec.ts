import { randomUUID } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMigratedTestDatabase, TEST_PG_ADMIN_URL } from "@app/projections/testing/test-database";
import { catchUp, describeEventStoreContract } from "../testing/event-store.contract.js";
import { PostgresEventStore, type PostgresEventStoreOptions } from "./postgres-event-store.js";

type TestDatabase = Awaited<ReturnType<typeof createMigratedTestDatabase>>;

/** A stream's version as stored (undefined for a stream never appended to). */
const versionOf = async (database: TestDatabase, stream: string) =>
  (await database.handle.pool.query<{ version: number }>("SELECT version FROM streams WHERE stream_id = $1", [stream])).rows[0]?.version;

/** A store with `options` over a fresh database, made before the enclosing describe's tests and dropped after. */
function storeOnFreshDatabase(options: PostgresEventStoreOptions) {
  const t = {} as { database: TestDatabase; store: PostgresEventStore };
  beforeAll(async () => {
    t.database = await createMigratedTestDatabase("es");
    t.store = new PostgresEventStore(t.database.handle.pool, options);
  });
  afterAll(async () => {
    await t.database?.drop();
  });
  return t;
}

/** The contract on a fresh database, with the given append options. */
function describePostgresContract(name: string, options: PostgresEventStoreOptions) {
  describeEventStoreContract(
    name,
    async () => {
      const database = await createMigratedTestDatabase("es");
      const store = new PostgresEventStore(database.handle.pool, options);
      return {
        store,
        holdOpenAppend: async (streamId, expectedVersion, events) => store.openAppend([{ streamId, expectedVersion, events }]),
        async cleanup() {
          await store.close();
          await database.drop();
        },
      };
    },
    { atomicAppendMany: true, lateCommits: true, reportsRacingDuplicate: true },
  );
}

describePostgresContract("PostgreSQL", {});
// The same contract with every append sent on its own (no group commit).
describePostgresContract("PostgreSQL, one statement per append", { maxAppendsInFlight: 0 });

describe("PostgreSQL event store: a one-stream append in one statement", () => {
  const t = storeOnFreshDatabase({ maxAppendsInFlight: 0 }); // each append on its own
  const event = (n = 1) => ({ eventId: randomUUID(), type: "TestEvent", data: { n } });

  it("when a retry repeats stored events at the version it first expected, then it is a no-op with the first answer", async () => {
    const stream = `one-retry-${randomUUID()}`;
    const [a, b] = [event(1), event(2)];
    await t.store.append(stream, 0, [event(0)]);
    const first = await t.store.append(stream, 1, [a, b]);
    await t.store.append(stream, 3, [event(3)]);
    expect(await t.store.append(stream, 1, [a, b])).toEqual({ ...first, duplicate: true });
    expect(await t.store.append(stream, "any", [a, b])).toEqual({ ...first, duplicate: true });
    expect(await t.store.readStream(stream)).toHaveLength(4);
    expect(await versionOf(t.database, stream)).toBe(4);
  });

  it("when some of the events are stored, or stored in another stream, then the append is refused and writes nothing", async () => {
    const stream = `one-partial-${randomUUID()}`;
    const stored = event();
    await t.store.append(stream, 0, [stored]);
    await expect(t.store.append(stream, 1, [stored, event()])).rejects.toThrow(/already stored/);
    await expect(t.store.append(stream, "any", [event(), stored])).rejects.toThrow(/already stored/);
    const elsewhere = `one-elsewhere-${randomUUID()}`;
    await t.store.append(elsewhere, 0, [stored]).catch(() => {}); // its id is taken: never written twice
    expect(await t.store.readStream(elsewhere)).toEqual([]);
    expect(await versionOf(t.database, elsewhere)).toBeUndefined();
    expect((await t.store.readStream(stream)).map((e) => e.eventId)).toEqual([stored.eventId]);
    expect(await versionOf(t.database, stream)).toBe(1);
  });

  it("when the expected version does not hold, then ConcurrencyError names the stored version and nothing is written", async () => {
    const stream = `one-conflict-${randomUUID()}`;
    await t.store.append(stream, 0, [event(), event()]);
    await expect(t.store.append(stream, 0, [event()])).rejects.toMatchObject({ name: "ConcurrencyError", actualVersion: 2 });
    await expect(t.store.append(stream, 1, [event()])).rejects.toMatchObject({ name: "ConcurrencyError", actualVersion: 2 });
    await expect(t.store.append(stream, 5, [event()])).rejects.toMatchObject({ name: "ConcurrencyError", actualVersion: 2 });
    await expect(t.store.append(`one-missing-${randomUUID()}`, 3, [event()])).rejects.toMatchObject({ actualVersion: 0 });
    expect(await t.store.readStream(stream)).toHaveLength(2);
    const next = await t.store.append(stream, "any", [event(), event(), event()]);
    expect(next.nextExpectedVersion).toBe(5);
    expect((await t.store.readStream(stream)).map((e) => e.streamVersion)).toEqual([1, 2, 3, 4, 5]);
    expect(await versionOf(t.database, stream)).toBe(5);
  });
});

describe("PostgreSQL event store: a multi-stream append (es_append)", () => {
  const t = storeOnFreshDatabase({});
  const event = (n = 1) => ({ eventId: randomUUID(), type: "TestEvent", data: { n } });
  const ids = (events: { eventId: string }[]) => events.map((e) => e.eventId);

  it("when appends are large enough to skip the group commit, then they still conflict, repeat and follow each other as any append", async () => {
    const stream = `many-solo-${randomUUID()}`;
    const big = (n: number) => Array.from({ length: 40 }, (_, i) => event(n * 100 + i));
    const [first, second] = [big(1), big(2)];
    const [r1, r2, r3] = await Promise.all([
      t.store.append(stream, 0, first),
      t.store.append(stream, 40, second), // waits for the first (one stream, one process)
      t.store.append(`many-solo-other-${randomUUID()}`, 0, big(3)),
    ]);
    expect([r1?.nextExpectedVersion, r2?.nextExpectedVersion, r3?.nextExpectedVersion]).toEqual([40, 80, 40]);
    expect(await t.store.append(stream, 0, first)).toEqual({ ...r1, duplicate: true });
    await expect(t.store.append(stream, 40, big(4))).rejects.toMatchObject({ name: "ConcurrencyError", actualVersion: 80 });
    expect((await t.store.readStream(stream)).map((e) => e.eventId)).toEqual([...first, ...second].map((e) => e.eventId));
  });

  it("when batches of different sizes go in one appendMany, then each stream gets its events at its next versions, in the batches' order", async () => {
    const tag = randomUUID();
    const [a, b, c] = [`many-sizes-b-${tag}`, `many-sizes-a-${tag}`, `many-sizes-c-${tag}`];
    await t.store.append(b, 0, [event(0), event(0)]);
    const [ea, eb, ec] = [[event(1), event(2), event(3)], [event(4)], [event(5), event(6)]];
    const results = await t.store.appendMany([
      { streamId: a, expectedVersion: 0, events: ea },
      { streamId: b, expectedVersion: 2, events: eb },
      { streamId: c, expectedVersion: "any", events: ec },
    ]);
    expect(results.map((r) => r.nextExpectedVersion)).toEqual([3, 3, 2]);
    const [ra, rb, rc] = [await t.store.readStream(a), await t.store.readStream(b, { fromVersion: 3 }), await t.store.readStream(c)];
    expect(ra.map((e) => [e.eventId, e.streamVersion])).toEqual(ea.map((e, i) => [e.eventId, i + 1]));
    expect(rb.map((e) => [e.eventId, e.streamVersion])).toEqual([[eb[0]?.eventId, 3]]);
    expect(rc.map((e) => [e.eventId, e.streamVersion])).toEqual(ec.map((e, i) => [e.eventId, i + 1]));
    // One transaction, positions in the batches' order; each result is its last event's position.
    const all = [...ra, ...rb, ...rc];
    expect(all.map((e) => e.position.prepare)).toEqual([...all.map((e) => e.position.prepare)].sort((x, y) => (x < y ? -1 : 1)));
    expect(new Set(all.map((e) => e.position.commit)).size).toBe(1);
    expect(results.map((r) => r.position)).toEqual([ra.at(-1)?.position, rb.at(-1)?.position, rc.at(-1)?.position]);
  });

  it("when a stored batch is repeated at its old version beside new batches, then it is a duplicate and the others are written", async () => {
    const [stored, fresh, more] = [`many-stored-${randomUUID()}`, `many-fresh-${randomUUID()}`, `many-more-${randomUUID()}`];
    const repeated = [event(1)];
    const first = await t.store.append(stored, 0, repeated);
    await t.store.append(more, 0, [event(2)]);
    const [f, m] = [[event(3), event(4)], [event(5)]];
    const results = await t.store.appendMany([
      { streamId: fresh, expectedVersion: 0, events: f },
      { streamId: stored, expectedVersion: 0, events: repeated }, // its version is 1 now: a retry
      { streamId: more, expectedVersion: 1, events: m },
    ]);
    expect(results.map((r) => [r.nextExpectedVersion, r.duplicate])).toEqual([
      [2, false],
      [1, true],
      [2, false],
    ]);
    expect(results[1]).toEqual({ ...first, duplicate: true });
    expect(ids(await t.store.readStream(fresh))).toEqual(ids(f));
    expect(ids(await t.store.readStream(more, { fromVersion: 2 }))).toEqual(ids(m));
    expect([await versionOf(t.database, stored), await versionOf(t.database, fresh), await versionOf(t.database, more)]).toEqual([1, 2, 2]);
  });

  it("when a stored batch is repeated with 'any' beside a new batch, then it is a duplicate and the other is written", async () => {
    const [stored, fresh] = [`many-any-${randomUUID()}`, `many-any-fresh-${randomUUID()}`];
    const repeated = [event(1), event(2)];
    await t.store.append(stored, 0, repeated);
    const f = [event(3)];
    const results = await t.store.appendMany([
      { streamId: stored, expectedVersion: "any", events: repeated },
      { streamId: fresh, expectedVersion: "any", events: f },
    ]);
    expect(results.map((r) => [r.nextExpectedVersion, r.duplicate])).toEqual([
      [2, true],
      [1, false],
    ]);
    expect(await t.store.readStream(stored)).toHaveLength(2);
    expect(await versionOf(t.database, stored)).toBe(2);
    expect(ids(await t.store.readStream(fresh))).toEqual(ids(f));
  });

  it("when several streams conflict, then ConcurrencyError names the first by stream id with its stored version and nothing is written", async () => {
    const tag = randomUUID();
    const [a, b, c] = [`many-c-${tag}`, `many-b-${tag}`, `many-a-${tag}`];
    await t.store.append(b, 0, [event(), event()]);
    await t.store.append(c, 0, [event()]);
    await expect(
      t.store.appendMany([
        { streamId: a, expectedVersion: 0, events: [event()] },
        { streamId: b, expectedVersion: 1, events: [event()] },
        { streamId: c, expectedVersion: 3, events: [event()] },
      ]),
    ).rejects.toMatchObject({ name: "ConcurrencyError", streamId: c, expectedVersion: 3, actualVersion: 1 });
    await expect(
      t.store.appendMany([
        { streamId: a, expectedVersion: 0, events: [event()] },
        { streamId: `many-missing-${tag}`, expectedVersion: 2, events: [event()] },
      ]),
    ).rejects.toMatchObject({ name: "ConcurrencyError", actualVersion: 0 });
    expect(await t.store.readStream(a)).toEqual([]);
    expect([
      await versionOf(t.database, a),
      await versionOf(t.database, b),
      await versionOf(t.database, c),
      await versionOf(t.database, `many-missing-${tag}`),
    ]).toEqual([undefined, 2, 1, undefined]);
  });

  it("when some events of a batch are stored, then the appendMany is refused and writes nothing", async () => {
    const [stored, fresh] = [`many-partial-${randomUUID()}`, `many-partial-fresh-${randomUUID()}`];
    const e = event();
    await t.store.append(stored, 0, [e]);
    await expect(
      t.store.appendMany([
        { streamId: fresh, expectedVersion: 0, events: [event()] },
        { streamId: stored, expectedVersion: 1, events: [e, event()] },
      ]),
    ).rejects.toThrow(/already stored/);
    expect(await t.store.readStream(fresh)).toEqual([]);
    expect(await versionOf(t.database, fresh)).toBeUndefined();
    expect(await versionOf(t.database, stored)).toBe(1);
  });

  it("when a stream is named twice with consecutive versions, or a batch has no events, then the append is still decided as before", async () => {
    const [twice, other] = [`many-twice-${randomUUID()}`, `many-other-${randomUUID()}`];
    const [e1, e2, e3] = [event(1), event(2), event(3)];
    const results = await t.store.appendMany([
      { streamId: twice, expectedVersion: 0, events: [e1] },
      { streamId: other, expectedVersion: 0, events: [e3] },
      { streamId: twice, expectedVersion: 1, events: [e2] },
    ]);
    expect(results.map((r) => r.nextExpectedVersion)).toEqual([1, 1, 2]);
    expect(ids(await t.store.readStream(twice))).toEqual([e1.eventId, e2.eventId]);
    const empty = await t.store.appendMany([
      { streamId: other, expectedVersion: 1, events: [] },
      { streamId: twice, expectedVersion: 2, events: [event(4)] },
    ]);
    expect(empty.map((r) => r.nextExpectedVersion)).toEqual([1, 3]);
    expect(await versionOf(t.database, other)).toBe(1);
  });

  it("when two multi-stream appends share streams in opposite orders, then neither deadlocks and each stream gets every event", async () => {
    const streams = Array.from({ length: 40 }, (_, i) => `many-order-${i}-${randomUUID()}`);
    const rounds = 10;
    await Promise.all(
      [streams, [...streams].reverse()].map(async (order) => {
        for (let r = 0; r < rounds; r++)
          await t.store.appendMany(order.map((streamId) => ({ streamId, expectedVersion: "any" as const, events: [event(r)] })));
      }),
    );
    for (const s of streams) {
      expect(await versionOf(t.database, s)).toBe(2 * rounds);
      expect((await t.store.readStream(s)).map((e) => e.streamVersion)).toEqual(Array.from({ length: 2 * rounds }, (_, i) => i + 1));
    }
  });
});

describe("PostgreSQL event store: group commit decides each queued append on its own", () => {
  // One statement in flight: everything sent meanwhile goes together in the next one.
  const t = storeOnFreshDatabase({ maxAppendsInFlight: 1 });
  const event = (n = 1) => ({ eventId: randomUUID(), type: "TestEvent", data: { n } });

  it("when appends that succeed, conflict, repeat stored events or half-repeat them go in one statement, then each gets its own answer", async () => {
    const existing = event();
    const stored = await t.store.append("group-existing", 0, [existing]);
    const half = event();
    await t.store.append("group-half", 0, [half]);

    const plug = t.store.append(`group-plug-${randomUUID()}`, 0, [event()]); // holds the only slot
    const fresh = Array.from({ length: 10 }, (_, i) => t.store.append(`group-fresh-${i}-${randomUUID()}`, 0, [event(i), event(i)]));
    const conflict = t.store.append("group-existing", 0, [event()]);
    const duplicate = t.store.append("group-existing", 0, [existing]);
    const partial = t.store.append("group-half", 1, [half, event()]);
    const settled = await Promise.allSettled([plug, ...fresh, conflict, duplicate, partial]);

    for (const r of settled.slice(0, 11)) {
      expect(r.status).toBe("fulfilled");
      if (r.status === "fulfilled") expect(r.value.duplicate).toBe(false);
    }
    expect(settled.slice(1, 11).map((r) => (r.status === "fulfilled" ? r.value.nextExpectedVersion : -1))).toEqual(Array(10).fill(2));
    const [c, d, p] = settled.slice(11);
    expect(c?.status === "rejected" && c.reason).toMatchObject({ name: "ConcurrencyError", actualVersion: 1 });
    expect(d?.status === "fulfilled" && d.value).toEqual({ ...stored, duplicate: true });
    expect(p?.status === "rejected" && String(p.reason)).toMatch(/already stored/);
    // Nothing of the refused appends was written.
    expect((await t.store.readStream("group-existing")).map((e) => e.eventId)).toEqual([existing.eventId]);
    expect((await t.store.readStream("group-half")).map((e) => e.eventId)).toEqual([half.eventId]);
  });

  it("when two appends to one stream are queued together with consecutive versions, then both are written in order", async () => {
    const stream = `group-pipelined-${randomUUID()}`;
    const plug = t.store.append(`group-plug-${randomUUID()}`, 0, [event()]);
    const [a, b] = [event(1), event(2)];
    const results = await Promise.all([plug, t.store.append(stream, 0, [a]), t.store.append(stream, 1, [b])]);
    expect(results.slice(1).map((r) => r.nextExpectedVersion)).toEqual([1, 2]);
    expect((await t.store.readStream(stream)).map((e) => [e.eventId, e.streamVersion])).toEqual([
      [a.eventId, 1],
      [b.eventId, 2],
    ]);
    const r1 = results[1]?.position;
    const r2 = results[2]?.position;
    expect(r1 && r2 && (r1.commit < r2.commit || (r1.commit === r2.commit && r1.prepare < r2.prepare))).toBe(true);
  });

  it("when the same events are sent twice at once (a double click), then they are stored once and both callers get the same answer", async () => {
    const stream = `group-double-${randomUUID()}`;
    const plug = t.store.append(`group-plug-${randomUUID()}`, 0, [event()]);
    const e = event();
    const [, first, second] = await Promise.all([plug, t.store.append(stream, 0, [e]), t.store.append(stream, 0, [e])]);
    expect((await t.store.readStream(stream)).map((r) => r.eventId)).toEqual([e.eventId]);
    expect([first?.duplicate, second?.duplicate].sort()).toEqual([false, true]);
    expect(first?.position).toEqual(second?.position);
    expect(first?.nextExpectedVersion).toBe(1);
    expect(second?.nextExpectedVersion).toBe(1);
  });

  it("when another process moved a stream on, then a stale append here names the version stored, not the one this process saw", async () => {
    const other = new PostgresEventStore(t.database.handle.pool);
    const stream = `group-two-processes-${randomUUID()}`;
    await t.store.append(stream, 0, [event()]);
    await other.append(stream, 1, [event()]);
    // Known here: version 1. Expecting 0 is stale without a write; expecting 1 is refused by the write.
    await expect(t.store.append(stream, 0, [event()])).rejects.toMatchObject({ name: "ConcurrencyError", actualVersion: 2 });
    await expect(t.store.append(stream, 1, [event()])).rejects.toMatchObject({ name: "ConcurrencyError", actualVersion: 2 });
    expect((await t.store.append(stream, 2, [event()])).nextExpectedVersion).toBe(3);
    expect(await t.store.readStream(stream)).toHaveLength(3);
  });

  it("when 32 writers retry on one hot stream, then every success is one event at the next version and none is lost", async () => {
    const stream = `group-hot-${randomUUID()}`;
    let version = 0;
    let done = 0;
    let conflicts = 0;
    await Promise.all(
      Array.from({ length: 32 }, async () => {
        while (done < 100) {
          const expected = version;
          try {
            await t.store.append(stream, expected, [event(expected)]);
            version = Math.max(version, expected + 1);
            done++;
          } catch (error) {
            expect(error).toMatchObject({ name: "ConcurrencyError" });
            conflicts++;
            version = Math.max(version, expected + 1);
          }
        }
      }),
    );
    const events = await t.store.readStream(stream);
    expect(events.map((e) => e.streamVersion)).toEqual(Array.from({ length: done }, (_, i) => i + 1));
    expect(events.map((e) => (e.data as { n: number }).n)).toEqual(Array.from({ length: done }, (_, i) => i));
    expect(conflicts).toBeGreaterThan(0);
  });

  it("when 200 appends race for 20 streams, then each stream gets exactly the appends that expected its version", async () => {
    const streams = Array.from({ length: 20 }, (_, i) => `group-race-${i}-${randomUUID()}`);
    const settled = await Promise.allSettled(
      Array.from({ length: 200 }, (_, i) => t.store.append(streams[i % 20] as string, 0, [event(i)])),
    );
    expect(settled.filter((r) => r.status === "fulfilled")).toHaveLength(20);
    for (const s of streams) expect(await t.store.readStream(s)).toHaveLength(1);
  });
});

describe("PostgreSQL event store: an append's cost does not grow with the store", () => {
  let database: TestDatabase;
  let pool: pg.Pool;
  const event = (n = 1) => ({ eventId: randomUUID(), type: "TestEvent", data: { n } });

  beforeAll(async () => {
    database = await createMigratedTestDatabase("es");
    // One connection: the plans the append functions cache are this session's.
    pool = new pg.Pool({ connectionString: database.url, max: 1 });
  });
  afterAll(async () => {
    await pool?.end();
    await database?.drop();
  });

  /** Sequential scans of `events` so far, this session's own counts flushed first. */
  async function eventsSeqScans(): Promise<number> {
    await pool.query("SELECT pg_stat_force_next_flush()");
    await pool.query("SELECT 1"); // the flush happens at the end of a transaction
    const r = await pool.query<{ n: string }>(
      "SELECT seq_scan::text AS n FROM pg_stat_user_tables WHERE relname = 'events' AND schemaname = 'public'",
    );
    return Number(r.rows[0]?.n);
  }

  it("when plans were cached while the store was empty and it then grew, then no append path or batch read reads the events table sequentially", async () => {
    const grouped = new PostgresEventStore(pool, { maxAppendsInFlight: 1 });
    const alone = new PostgresEventStore(pool, { maxAppendsInFlight: 0 });
    const everyPath = async (round: number) => {
      // appendStream's statements: one event and several, a new stream, an expected version and "any"
      for (let i = 0; i < 8; i++) {
        await alone.append(`plan-one-${round}-${i}`, 0, [event(i)]);
        await alone.append(`plan-one-${round}-${i}`, 1, [event(i)]);
        await alone.append(`plan-one-${round}-${i}`, "any", [event(i)]);
        await alone.append(`plan-many-${round}-${i}`, 0, [event(i), event(i)]);
        await alone.append(`plan-many-${round}-${i}`, 2, [event(i), event(i)]);
        await alone.append(`plan-many-${round}-${i}`, "any", [event(i), event(i)]);
      }
      for (let i = 0; i < 8; i++)
        await alone.appendMany([
          { streamId: `plan-many-a-${round}-${i}`, expectedVersion: 0, events: [event(i)] },
          { streamId: `plan-many-b-${round}-${i}`, expectedVersion: 0, events: [event(i)] },
        ]); // es_append
      // A run's batch read: the events after each member's snapshot (0: the whole stream).
      const read = Array.from({ length: 8 }, (_, i) => `plan-one-${round}-${i}`);
      await alone.readStreamsAfter(new Map(read.map((id, i) => [id, i % 3])));
      for (let i = 0; i < 8; i++) {
        // es_append_each: the second and third append queue behind the first and go together
        await Promise.all([0, 1, 2].map((k) => grouped.append(`plan-each-${round}-${i}-${k}`, 0, [event(k)])));
      }
    };
    await everyPath(0); // more than 5 calls each: PostgreSQL now keeps a generic plan per statement
    await pool.query(
      `INSERT INTO events (stream_id, stream_version, event_id, type, data, metadata)
       SELECT 'plan-filler-' || g, 1, gen_random_uuid(), 'Filler', '{}', '{}' FROM generate_series(1, 30000) g`,
    );
    await pool.query("INSERT INTO streams (stream_id, version) SELECT 'plan-filler-' || g, 1 FROM generate_series(1, 30000) g");

    const before = await eventsSeqScans();
    await everyPath(1);
    expect(await eventsSeqScans()).toBe(before);
  });
});

describe("PostgreSQL event store: catch-up reads wait only for appenders", () => {
  let database: TestDatabase;
  let store: PostgresEventStore;
  const event = () => ({ eventId: randomUUID(), type: "TestEvent", data: { n: 1 } });

  /** Opens a transaction that has a transaction id and stays open until the returned end(). */
  async function openTransaction(connectionString: string, firstWrite: string) {
    const client = new pg.Client({ connectionString });
    await client.connect();
    await client.query("BEGIN");
    await client.query(firstWrite);
    await client.query("SELECT pg_current_xact_id()");
    return async () => {
      await client.query("ROLLBACK");
      await client.end();
    };
  }

  /**
   * The open transaction stays open throughout: were readAll held back by it, the event would
   * never show. Other test files' appenders in the same cluster may hold a read back for a
   * moment, so the read is asked again for up to 5 s.
   */
  async function expectAppendVisible() {
    const before = await store.headPosition();
    const e = event();
    await store.append(`visible-${randomUUID()}`, 0, [e]);
    let page = await store.readAll({ after: before, limit: 10 });
    for (const end = Date.now() + 5000; page.length === 0 && Date.now() < end; ) {
      await new Promise((r) => setTimeout(r, 50));
      page = await store.readAll({ after: before, limit: 10 });
    }
    expect(page.map((r) => r.eventId)).toEqual([e.eventId]);
  }

  beforeAll(async () => {
    database = await createMigratedTestDatabase("es");
    store = new PostgresEventStore(database.handle.pool);
    await database.handle.pool.query("CREATE TABLE scratch (n int)");
  });
  afterAll(async () => {
    await database?.drop();
  });

  it("when a transaction in another database stays open, then readAll still returns new events", async () => {
    const end = await openTransaction(TEST_PG_ADMIN_URL, "CREATE TEMP TABLE elsewhere (n int)");
    try {
      await expectAppendVisible();
    } finally {
      await end();
    }
  });

  it("when a transaction of this database that writes no events stays open, then readAll is not held back", async () => {
    const end = await openTransaction(database.url, "INSERT INTO scratch VALUES (1)");
    try {
      await expectAppendVisible();
    } finally {
      await end();
    }
  });

  it("when an append stays open, then readAll stops before it until it ends", async () => {
    const before = await store.headPosition();
    const held = await store.openAppend([{ streamId: `held-${randomUUID()}`, expectedVersion: 0, events: [event()] }]);
    const after = (await store.append(`after-${randomUUID()}`, 0, [event()])).position;
    expect(await store.readAll({ after: before, limit: 10 })).toEqual([]);
    await held.rollback();
    // Read until the append's position: another database's transaction racing the read's snapshot may hold a page back a moment.
    expect(await catchUp(store, before, 10, [], after)).toHaveLength(1);
  });

  it("when a one-statement append waits on its stream's row, then readAll stops before it and later returns its event first", async () => {
    const stream = `blocked-${randomUUID()}`;
    await store.append(stream, 0, [event()]);
    const before = await store.headPosition();
    // Another transaction holds the stream's row: the append's claim waits, holding its locks.
    const blocker = new pg.Client({ connectionString: database.url });
    await blocker.connect();
    await blocker.query("BEGIN");
    await blocker.query("SELECT version FROM streams WHERE stream_id = $1 FOR UPDATE", [stream]);
    const blocked = event();
    const pending = store.append(stream, 1, [blocked]);
    for (let i = 0; i < 100; i++) {
      const waiting = await database.handle.pool.query(
        "SELECT 1 FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND query LIKE '%INSERT INTO events%'",
      );
      if (waiting.rowCount) break;
      await new Promise((r) => setTimeout(r, 20));
    }
    const later = event();
    const laterAt = (await store.append(`after-${randomUUID()}`, 0, [later])).position; // commits first, with a later transaction id
    expect(await store.readAll({ after: before, limit: 10 })).toEqual([]);
    await blocker.query("COMMIT");
    await blocker.end();
    await pending;
    // Read until the later event's position (the last): another database's transaction racing the read's snapshot may hold a page back a moment.
    expect((await catchUp(store, before, 10, [], laterAt)).map((e) => e.eventId)).toEqual([blocked.eventId, later.eventId]);
  });
});

describe("PostgreSQL event store: transaction ids of different lengths", () => {
  // Its own database: the rows it writes with chosen transaction ids stay out of the other tests.
  let database: TestDatabase;
  let store: PostgresEventStore;
  beforeAll(async () => {
    database = await createMigratedTestDatabase("es");
    store = new PostgresEventStore(database.handle.pool, {});
  });
  afterAll(async () => {
    await store?.close();
    await database?.drop();
  });

  it("when transaction ids differ in their number of digits, then readAll pages in transaction order, skipping none", async () => {
    // A store's ids cross such a boundary as it ages (99,999 -> 100,000): ordered as text, the
    // longer id would come first and a reader paging after it would skip the shorter one's event.
    // The boundary is the largest power of ten below every running transaction, so it holds on a
    // cluster of any age (a new one starts near 700) and both rows are visible to readers.
    const { rows } = await database.handle.pool.query<{ xmin: string }>("SELECT pg_snapshot_xmin(pg_current_snapshot())::text AS xmin");
    const xmin = BigInt(rows[0]?.xmin ?? "0");
    let boundary = 10n;
    while (boundary * 10n <= xmin) boundary *= 10n;
    expect(boundary).toBeLessThanOrEqual(xmin);
    const prefix = `digits-${randomUUID()}`;
    await database.handle.pool.query(
      `INSERT INTO events (transaction_id, stream_id, stream_version, event_id, type, data)
       VALUES ($2::text::xid8, $1 || '-b', 1, gen_random_uuid(), 'TestEvent', '{"n":2}'),
              ($3::text::xid8, $1 || '-a', 1, gen_random_uuid(), 'TestEvent', '{"n":1}')`,
      [prefix, boundary.toString(), (boundary - 1n).toString()],
    );
    const seen: string[] = [];
    let after: Awaited<ReturnType<typeof store.readAll>>[number]["position"] | null = null;
    for (;;) {
      const page = await store.readAll({ after, limit: 1 });
      const [only] = page;
      if (!only) break;
      if (only.streamId.startsWith(prefix)) seen.push(only.streamId);
      after = only.position;
    }
    expect(seen).toEqual([`${prefix}-a`, `${prefix}-b`]);
  });
});
