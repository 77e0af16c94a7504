import { randomUUID } from "node:crypto";
import { getPostgreSQLEventStore } from "@event-driven-io/emmett-postgresql";
import { createMigratedTestDatabase, createEmptyTestDatabase } from "../src/testing/test-database.js";
import { ConcurrencyError } from "../src/event-store/port.js";
import { PostgresEventStore } from "../src/event-store/postgres-event-store.js";
import { concurrently, median, report, runs, scale, timed } from "./bench-util.js";

/**
 * Append throughput of our PostgreSQL event store vs Emmett's, on the same PostgreSQL in the
 * same run: 1 writer, 32 writers on distinct streams, 32 writers on one hot stream (conflicts
 * retried), and 100-event appends. Median of at least 3 runs per figure.
 */
interface Target {
  name: string;
  append(stream: string, expected: number, events: { type: string; data: unknown }[]): Promise<void>;
  isConflict(error: unknown): boolean;
  close(): Promise<void>;
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

async function ours(): Promise<Target & { drop(): Promise<void> }> {
  const db = await createMigratedTestDatabase("bench_ours");
  await db.handle.close();
  const { createDatabase } = await import("../src/db/database.js");
  const handle = createDatabase({ connectionString: db.url, max: 40 });
  const store = new PostgresEventStore(handle.pool);
  return {
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
    drop: async () => {
      await handle.close();
      await db.drop();
    },
  };
}

async function emmett(): Promise<Target & { drop(): Promise<void> }> {
  const db = await createEmptyTestDatabase("bench_emmett");
  const store = getPostgreSQLEventStore(db.url, { connectionOptions: { pooled: true } } as never);
  await store.appendToStream(`warmup-${randomUUID()}`, [event(0)]); // creates its schema
  return {
    name: "emmett",
    append: async (stream, expected, events) => {
      await store.appendToStream(stream, events as never, { expectedStreamVersion: BigInt(expected) } as never);
    },
    isConflict: (e) => (e as { name?: string }).name === "ExpectedVersionConflictError" || /version/i.test(String((e as Error).message)),
    close: () => store.close(),
    drop: async () => {
      await store.close();
      await db.drop();
    },
  };
}

async function scenario(target: Target, name: string, writers: number, appendsPerWriter: number, eventsPerAppend: number) {
  const rates: number[] = [];
  for (let r = 0; r < runs; r++) {
    const { seconds } = await timed(() =>
      concurrently(writers, appendsPerWriter, async (w, i) => {
        const events = Array.from({ length: eventsPerAppend }, (_, k) => event(k));
        await target.append(`bench-${r}-${w}-${name}`, i * eventsPerAppend, events);
      }),
    );
    rates.push((writers * appendsPerWriter * eventsPerAppend) / seconds);
  }
  report({
    bench: "append",
    store: target.name,
    scenario: name,
    writers,
    eventsPerAppend,
    eventsPerSecond: Math.round(median(rates)),
    runs: rates.map(Math.round),
  });
  return median(rates);
}

async function hotStream(target: Target, writers: number, total: number) {
  const rates: number[] = [];
  let conflicts = 0;
  for (let r = 0; r < runs; r++) {
    const stream = `hot-${r}-${randomUUID()}`;
    let version = 0;
    let done = 0;
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
    rates.push(done / seconds);
  }
  report({
    bench: "append",
    store: target.name,
    scenario: "32 writers, one hot stream",
    writers,
    eventsPerSecond: Math.round(median(rates)),
    conflictsRetried: conflicts,
    runs: rates.map(Math.round),
  });
  return median(rates);
}

// DROP DATABASE ... WITH (FORCE) ends Emmett's idle pooled connections after it closed.
process.on("uncaughtException", (error) => {
  if ((error as { code?: string }).code === "57P01") return;
  console.error(error);
  process.exit(1);
});

async function main() {
  const n = Math.max(50, Math.round(1500 * scale));
  const figures: Record<string, Record<string, number>> = {};
  for (const make of [ours, emmett]) {
    const target = await make();
    try {
      figures[target.name] = {
        single: await scenario(target, "1 writer", 1, n, 1),
        concurrent: await scenario(target, "32 writers, distinct streams", 32, Math.ceil((n * 2) / 32), 1),
        hot: await hotStream(target, 32, Math.max(50, Math.round(n / 3))),
        batch100: await scenario(target, "1 writer, 100-event appends", 1, Math.max(5, Math.round(n / 15)), 100),
        batch100x8: await scenario(target, "8 writers, 100-event appends", 8, Math.max(3, Math.round(n / 60)), 100),
      };
    } finally {
      await target.drop();
    }
  }
  const o = figures.ours as Record<string, number>;
  const e = figures.emmett as Record<string, number>;
  for (const key of Object.keys(o))
    report({ bench: "append", ratio: key, oursOverEmmett: Number(((o[key] as number) / (e[key] as number)).toFixed(2)) });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
