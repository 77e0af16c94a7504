import { randomUUID } from "node:crypto";
import { getPostgreSQLEventStore } from "@event-driven-io/emmett-postgresql";
import { createMigratedTestDatabase, createEmptyTestDatabase, type TestDatabase } from "../testing/test-database.js";
import { ConcurrencyError } from "@app/event-store/port";
import { PostgresEventStore } from "@app/event-store/postgres-event-store";
import { concurrently, median, report, runs, scale, timed } from "./bench-util.js";

/**
 * Append throughput of our PostgreSQL event store vs Emmett's, on the same PostgreSQL in the
 * same run: 1 writer, 32 writers on distinct streams, 32 writers on one hot stream (conflicts
 * retried), and 100-event appends. Median of at least 3 runs per figure. A plain INSERT per
 * append (PostgreSQL alone) is measured in each scenario too, as the ceiling, and a plain INSERT
 * of our own rows into our own `events` table (like for like: see eventsTableInsert).
 */
interface Target {
  name: string;
  append(stream: string, expected: number, events: { type: string; data: unknown }[]): Promise<void>;
  isConflict(error: unknown): boolean;
  close(): Promise<void>;
}

type OwnedTarget = Target & { drop(): Promise<void> };

/** A target on a database of its own: `close` ends its connections; dropping it closes it, then drops the database. */
function onOwnDatabase(db: TestDatabase, target: Target): OwnedTarget {
  return {
    ...target,
    drop: async () => {
      await target.close();
      await db.drop();
    },
  };
}

const event = (i: number) => ({
  type: "ProfitCredited",
  data: {
    runId: "bench",
    amount: "12.34",
    i,
    transfers: [{ debit: "platform:profit-expense", credit: "investor:x:profit", amount: "12.34" }],
  },
});

async function ours(): Promise<OwnedTarget> {
  const db = await createMigratedTestDatabase("bench_ours");
  await db.handle.close();
  const { createDatabase } = await import("../src/db/database.js");
  const handle = createDatabase({ connectionString: db.url, max: 40 });
  // BENCH_APPEND_IN_FLIGHT sets the group commit's appends in flight (0: one statement per append).
  const inFlight = process.env.BENCH_APPEND_IN_FLIGHT;
  const store = new PostgresEventStore(handle.pool, inFlight === undefined ? {} : { maxAppendsInFlight: Number(inFlight) });
  return onOwnDatabase(db, {
    name: "ours",
    append: async (stream, expected, events) => {
      await store.append(
        stream,
        expected,
        events.map((e) => ({ eventId: randomUUID(), ...e })),
      );
    },
    isConflict: (e) => e instanceof ConcurrencyError,
    close: () => handle.close(),
  });
}

async function emmett(): Promise<OwnedTarget> {
  const db = await createEmptyTestDatabase("bench_emmett");
  const store = getPostgreSQLEventStore(db.url, { connectionOptions: { pooled: true } } as never);
  await store.appendToStream(`warmup-${randomUUID()}`, [event(0)]); // creates its schema
  return onOwnDatabase(db, {
    name: "emmett",
    append: async (stream, expected, events) => {
      await store.appendToStream(stream, events as never, { expectedStreamVersion: BigInt(expected) } as never);
    },
    isConflict: (e) => (e as { name?: string }).name === "ExpectedVersionConflictError" || /version/i.test(String((e as Error).message)),
    close: () => store.close(),
  });
}

/**
 * The reference: PostgreSQL alone, on the same server in the same run. Each append is one
 * INSERT of its events (one row each) into an append-only table with a bigserial key and a
 * JSONB column, one commit per append, through the same driver; what the pgbench
 * figures measure. No version check, so it has no hot-stream figure.
 */
async function plainInsert(): Promise<OwnedTarget> {
  const db = await createEmptyTestDatabase("bench_plain");
  const { createDatabase } = await import("../src/db/database.js");
  const handle = createDatabase({ connectionString: db.url, max: 40 });
  await handle.pool.query("CREATE TABLE plain (id BIGSERIAL PRIMARY KEY, stream TEXT NOT NULL, data JSONB NOT NULL)");
  return onOwnDatabase(db, {
    name: "postgres-insert",
    append: async (stream, _expected, events) => {
      await handle.pool.query({
        name: "plain-insert",
        text: "INSERT INTO plain (stream, data) SELECT $1, d FROM unnest($2::jsonb[]) AS d",
        values: [stream, events.map((e) => JSON.stringify(e.data))],
      });
    },
    isConflict: () => false,
    close: () => handle.close(),
  });
}

/**
 * A second reference, like for like: the same rows in the same table as ours (`events`, from
 * the same migrations: its 9 columns, its primary key, its unique event id and (stream id,
 * version) indexes and its (transaction id, position) index), one plain INSERT per append with
 * the versions given, no `streams` claim, no check. The plain reference above stores fewer,
 * narrower rows (id, stream, data) under one index; this one is what storing our rows costs, so
 * ours over it is what the append protocol (version claim, checks, group commit) costs.
 */
async function eventsTableInsert(): Promise<OwnedTarget> {
  const db = await createMigratedTestDatabase("bench_plain_events");
  await db.handle.close();
  const { createDatabase } = await import("../src/db/database.js");
  const handle = createDatabase({ connectionString: db.url, max: 40 });
  return onOwnDatabase(db, {
    name: "postgres-insert-events-table",
    append: async (stream, expected, events) => {
      await handle.pool.query({
        name: "plain-insert-events",
        text: `INSERT INTO events (stream_id, stream_version, event_id, type, data, metadata)
               SELECT $1, $2::int + u.ord::int, u.id, u.t, u.d, u.m
               FROM unnest($3::uuid[], $4::text[], $5::jsonb[], $6::jsonb[]) WITH ORDINALITY AS u(id, t, d, m, ord)`,
        values: [
          stream,
          expected,
          events.map(() => randomUUID()),
          events.map((e) => e.type),
          events.map((e) => JSON.stringify(e.data)),
          events.map(() => "{}"),
        ],
      });
    },
    isConflict: () => false,
    close: () => handle.close(),
  });
}

/** One timed run of a scenario: events/s (and conflicts retried, for the hot stream). */
type Run = (target: Target, r: number) => Promise<{ rate: number; conflicts: number }>;

function distinct(name: string, writers: number, appendsPerWriter: number, eventsPerAppend: number): Run {
  return async (target, r) => {
    const { seconds } = await timed(() =>
      concurrently(writers, appendsPerWriter, async (w, i) => {
        const events = Array.from({ length: eventsPerAppend }, (_, k) => event(k));
        await target.append(`bench-${r}-${w}-${name}`, i * eventsPerAppend, events);
      }),
    );
    return { rate: (writers * appendsPerWriter * eventsPerAppend) / seconds, conflicts: 0 };
  };
}

/** `writers` loops on one stream, each reading the version it last saw and retrying on a conflict. */
function hotStream(writers: number, total: number): Run {
  return async (target, r) => {
    const stream = `hot-${r}-${randomUUID()}`;
    let version = 0;
    let done = 0;
    let conflicts = 0;
    const { seconds } = await timed(() =>
      Promise.all(
        Array.from({ length: writers }, async () => {
          while (done < total) {
            const expected = version;
            try {
              await target.append(stream, expected, [event(expected)]);
              version = Math.max(version, expected + 1);
              done++;
            } catch (error) {
              if (!target.isConflict(error)) throw error;
              conflicts++;
              version = Math.max(version, expected + 1);
              await new Promise((res) => setTimeout(res, Math.random() * 4));
            }
          }
        }),
      ),
    );
    return { rate: done / seconds, conflicts };
  };
}

// DROP DATABASE ... WITH (FORCE) ends Emmett's idle pooled connections after it closed.
process.on("uncaughtException", (error) => {
  if ((error as { code?: string }).code === "57P01") return;
  console.error(error);
  process.exit(1);
});

async function main() {
  const n = Math.max(50, Math.round(1500 * scale));
  const scenarios: Array<{ key: string; label: string; writers: number; eventsPerAppend: number; run: Run }> = [
    { key: "single", label: "1 writer", writers: 1, eventsPerAppend: 1, run: distinct("1 writer", 1, n, 1) },
    {
      key: "concurrent",
      label: "32 writers, distinct streams",
      writers: 32,
      eventsPerAppend: 1,
      run: distinct("32 writers", 32, Math.ceil((n * 2) / 32), 1),
    },
    {
      key: "hot",
      label: "32 writers, one hot stream",
      writers: 32,
      eventsPerAppend: 1,
      run: hotStream(32, Math.max(50, Math.round(n / 3))),
    },
    {
      key: "batch100",
      label: "1 writer, 100-event appends",
      writers: 1,
      eventsPerAppend: 100,
      run: distinct("batch100", 1, Math.max(5, Math.round(n / 15)), 100),
    },
    {
      key: "batch100x8",
      label: "8 writers, 100-event appends",
      writers: 8,
      eventsPerAppend: 100,
      run: distinct("batch100x8", 8, Math.max(3, Math.round(n / 60)), 100),
    },
  ];
  // BENCH_APPEND_SCENARIOS=single,hot runs some of them (keys above); all by default.
  const picked = process.env.BENCH_APPEND_SCENARIOS?.split(",");
  const chosen = picked ? scenarios.filter((s) => picked.includes(s.key)) : scenarios;
  const targets = [await ours(), await emmett()];
  const reference = await plainInsert();
  const sameRows = await eventsTableInsert();
  try {
    // Warm-up, not timed, the same for both: connections opened, statements prepared, code compiled.
    for (const target of [...targets, reference, sameRows]) {
      for (let i = 0; i < 200; i++) await target.append(`warmup-${target.name}`, i, [event(i)]);
      await concurrently(8, 4, (w, i) =>
        target.append(
          `warmup-${target.name}-${w}`,
          i * 10,
          Array.from({ length: 10 }, (_, k) => event(k)),
        ),
      );
    }
    for (const s of chosen) {
      // The two stores' runs alternate, so a change in the machine's load falls on both.
      const results = new Map<string, { rates: number[]; conflicts: number }>(targets.map((t) => [t.name, { rates: [], conflicts: 0 }]));
      for (let r = 0; r < runs; r++) {
        for (const target of r % 2 === 0 ? targets : [...targets].reverse()) {
          const { rate, conflicts } = await s.run(target, r);
          const into = results.get(target.name) as { rates: number[]; conflicts: number };
          into.rates.push(rate);
          into.conflicts += conflicts;
        }
      }
      for (const target of targets) {
        const { rates, conflicts } = results.get(target.name) as { rates: number[]; conflicts: number };
        report({
          bench: "append",
          store: target.name,
          scenario: s.label,
          writers: s.writers,
          eventsPerAppend: s.eventsPerAppend,
          eventsPerSecond: Math.round(median(rates)),
          ...(s.key === "hot" ? { conflictsRetried: conflicts } : {}),
          runs: rates.map(Math.round),
        });
      }
      const [oursRates, emmettRates] = targets.map((t) => (results.get(t.name) as { rates: number[] }).rates) as [number[], number[]];
      const [a, b] = [median(oursRates), median(emmettRates)];
      // Run r of each store ran back to back: their ratio is the least touched by the machine's drift.
      const paired = oursRates.map((rate, r) => rate / (emmettRates[r] as number));
      report({
        bench: "append",
        ratio: s.key,
        oursOverEmmett: Number((a / b).toFixed(2)),
        pairedMedian: Number(median(paired).toFixed(2)),
        paired: paired.map((x) => Number(x.toFixed(2))),
      });
      if (s.key !== "hot") {
        // The reference after both stores' runs: the ceiling of one commit per append here.
        const rates: number[] = [];
        const sameRowsRates: number[] = [];
        // The two references alternate too.
        for (let r = 0; r < runs; r++) {
          for (const ref of r % 2 === 0 ? [reference, sameRows] : [sameRows, reference])
            (ref === reference ? rates : sameRowsRates).push((await s.run(ref, r)).rate);
        }
        report({
          bench: "append",
          store: reference.name,
          scenario: s.label,
          reference: true,
          eventsPerSecond: Math.round(median(rates)),
          runs: rates.map(Math.round),
          oursOverReference: Number((a / median(rates)).toFixed(2)),
          emmettOverReference: Number((b / median(rates)).toFixed(2)),
        });
        report({
          bench: "append",
          store: sameRows.name,
          scenario: s.label,
          reference: true,
          likeForLike: true,
          eventsPerSecond: Math.round(median(sameRowsRates)),
          runs: sameRowsRates.map(Math.round),
          oursOverReference: Number((a / median(sameRowsRates)).toFixed(2)),
          plainOverReference: Number((median(rates) / median(sameRowsRates)).toFixed(2)),
        });
      }
    }
  } finally {
    for (const target of [...targets, reference, sameRows]) await target.drop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
