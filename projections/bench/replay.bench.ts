import v8 from "node:v8";
import { runInNewContext } from "node:vm";
import { sql } from "kysely";
import { replayAndCompare } from "../src/audit/replay.js";
import { createDatabase } from "../src/db/database.js";
import { PostgresEventStore } from "@app/event-store/postgres-event-store";
import { allProjections } from "../src/registry.js";
import { ensureReadModelSchema } from "../src/runner/read-model-schema.js";
import { ProjectionRunner, timings } from "../src/runner/projection-runner.js";
import { createMigratedTestDatabase } from "../testing/test-database.js";
import { median, report, runs, scale } from "./bench-util.js";

/**
 * Replay throughput: N events (1,000,000 at scale 1) written straight into the event store
 * table (investors buying and being credited profit; one transaction per 1,000 investors, so a
 * batch of 5,000 events touches 1,000 investors), then the live read models built by the
 * runner, then ledger:replay's code: a bulk rebuild into a fresh schema and the checksum
 * comparison (REPLAY_INCREMENTAL=1: the runner instead of the bulk rebuild). Each `runs` times
 * (BENCH_RUNS, at least 3) on the same events; prints the median events/s, each run's, and the
 * highest peak memory of the process; PROFILE_PROJECTIONS=1 adds the time per read model.
 */
/**
 * A full garbage collection before each measured run, so that a run's peak RSS is its own: the
 * CLI runs one replay in a fresh process, while this process has run the catch-ups and the
 * earlier replays, whose garbage the heap may still hold (a first replay peaked at 488 MB,
 * 383 MB of it heap in use, the next two at 331-338 MB).
 */
const collectGarbage: () => void = (() => {
  v8.setFlagsFromString("--expose-gc");
  return runInNewContext("gc") as () => void;
})();

async function seed(url: string, total: number) {
  const handle = createDatabase({ connectionString: url, max: 2 });
  const perInvestor = 100;
  const investors = Math.ceil(total / perInvestor);
  // One statement per 1,000 investors keeps each transaction small.
  for (let from = 0; from < investors; from += 1000) {
    const to = Math.min(investors, from + 1000) - 1;
    await sql`
      WITH inv AS (SELECT i, md5(i::text)::uuid::text AS uid FROM generate_series(${from}::int, ${to}::int) i),
      ev AS (
        SELECT uid, v,
          CASE WHEN v = 1 THEN 'SharePurchaseRequested' WHEN v = 2 THEN 'SharePurchaseApproved' ELSE 'ProfitCredited' END AS type,
          CASE
            WHEN v = 1 THEN jsonb_build_object('purchaseId', 'p-' || uid, 'shares', '2.5', 'pricePerShare', '100.00', 'amount', '250.00', 'network', 'TRC20', 'proof', 'x', 'requestedAt', '2026-01-01T00:00:00.000Z')
            WHEN v = 2 THEN jsonb_build_object('purchaseId', 'p-' || uid, 'shares', '2.5', 'pricePerShare', '100.00', 'amount', '250.00',
              'transfers', jsonb_build_array(jsonb_build_object('debit', 'platform:treasury', 'credit', 'platform:share-capital', 'amount', '250.00')))
            ELSE jsonb_build_object('runId', 'run-' || v, 'percentage', '1', 'shares', '2.5', 'pricePerShare', '100.00', 'amount', '2.50',
              'transfers', jsonb_build_array(jsonb_build_object('debit', 'platform:profit-expense', 'credit', 'investor:' || uid || ':profit', 'amount', '2.50')))
          END AS data
        FROM inv, generate_series(1, ${perInvestor}::int) v)
      INSERT INTO events (stream_id, stream_version, event_id, type, data)
      SELECT 'investor-' || uid, v, gen_random_uuid(), type, data FROM ev ORDER BY v, uid`.execute(handle.db);
  }
  await sql`INSERT INTO streams SELECT stream_id, max(stream_version) FROM events GROUP BY stream_id`.execute(handle.db);
  await handle.close();
  return investors * perInvestor;
}

async function main() {
  // BENCH_REPLAY_URL: a database kept by an earlier run (BENCH_KEEP_DB=1), events and live read
  // models in place: only the replays run (for profiling the replay again and again).
  const reuse = process.env.BENCH_REPLAY_URL;
  if (reuse) return await replaysOnly(reuse);
  const total = Math.round(1_000_000 * scale);
  const db = await createMigratedTestDatabase("bench_replay");
  try {
    const seeded = await seed(db.url, total);
    // The live read models first (so replay has something to compare with), then the replay.
    const live = createDatabase({ connectionString: db.url, max: 4 });
    const store = new PostgresEventStore(live.pool);
    await ensureReadModelSchema(live, allProjections);
    // Peak RSS, and what made it up at that moment: the JS heap in use, and Buffers and other
    // memory outside the heap (pg's socket reads, COPY chunks); the rest is heap V8 holds but
    // does not use, code, and the allocator's own.
    let peakRss = 0;
    let atPeak = { heapUsed: 0, heapTotal: 0, external: 0 };
    const sampler = setInterval(() => {
      const m = process.memoryUsage();
      if (m.rss > peakRss) {
        peakRss = m.rss;
        atPeak = { heapUsed: m.heapUsed, heapTotal: m.heapTotal, external: m.external };
      }
    }, 50);
    const mb = (n: number) => Math.round(n / 2 ** 20);
    const peakParts = () => ({ heapUsedMB: mb(atPeak.heapUsed), heapTotalMB: mb(atPeak.heapTotal), externalMB: mb(atPeak.external) });
    // The live read models from event 0, `runs` times (each into a fresh live schema).
    const catchUps: Array<{ seconds: number; rss: number; parts: ReturnType<typeof peakParts> }> = [];
    for (let run = 0; run < runs; run++) {
      if (run > 0) {
        await sql`DROP SCHEMA ${sql.id(live.readSchema)} CASCADE`.execute(live.db);
        await ensureReadModelSchema(live, allProjections);
      }
      collectGarbage();
      peakRss = 0;
      timings.clear();
      const liveStart = performance.now();
      await catchUpAll(new ProjectionRunner({ store, handle: live, projections: allProjections, batchSize: 5000 }), seeded);
      catchUps.push({ seconds: (performance.now() - liveStart) / 1000, rss: peakRss, parts: peakParts() });
    }
    const liveSeconds = median(catchUps.map((c) => c.seconds));
    report({
      bench: "projection catch-up",
      events: seeded,
      seconds: Number(liveSeconds.toFixed(1)),
      eventsPerSecond: Math.round(seeded / liveSeconds),
      peakRssMB: Math.round(Math.max(...catchUps.map((c) => c.rss)) / 2 ** 20),
      runs: catchUps.map((c) => Math.round(seeded / c.seconds)),
      runsPeakRssMB: catchUps.map((c) => mb(c.rss)),
      atPeak: catchUps.map((c) => c.parts),
    });
    if (process.env.PROFILE_PROJECTIONS)
      report({ bench: "projection time (ms), last run", ...Object.fromEntries([...timings].map(([k, v]) => [k, Math.round(v)])) });

    // ledger:replay's code `runs` times against those live read models.
    const replays: Array<{
      events: number;
      seconds: number;
      rate: number;
      rss: number;
      parts: ReturnType<typeof peakParts>;
      equal: boolean;
    }> = [];
    for (let run = 0; run < runs; run++) {
      collectGarbage();
      peakRss = 0;
      timings.clear();
      const r = await replayAndCompare({
        connectionString: db.url,
        store,
        projections: allProjections,
        incremental: Boolean(process.env.REPLAY_INCREMENTAL),
      });
      replays.push({ events: r.events, seconds: r.seconds, rate: r.eventsPerSecond, rss: peakRss, parts: peakParts(), equal: r.equal });
    }
    clearInterval(sampler);
    if (process.env.PROFILE_PROJECTIONS)
      report({ bench: "replay time (ms), last run", ...Object.fromEntries([...timings].map(([k, v]) => [k, Math.round(v)])) });
    const replaySeconds = median(replays.map((r) => r.seconds));
    report({
      bench: "replay (ledger:replay)",
      events: replays[0]?.events,
      seconds: Number(replaySeconds.toFixed(1)),
      eventsPerSecond: Math.round(median(replays.map((r) => r.rate))),
      peakRssMB: Math.round(Math.max(...replays.map((r) => r.rss)) / 2 ** 20),
      equal: replays.every((r) => r.equal),
      runs: replays.map((r) => Math.round(r.rate)),
      runsPeakRssMB: replays.map((r) => mb(r.rss)),
      atPeak: replays.map((r) => r.parts),
    });
    await live.close();
  } finally {
    // BENCH_KEEP_DB=1 keeps the seeded database (for profiling a replay again without seeding).
    if (process.env.BENCH_KEEP_DB) {
      report({ bench: "kept database", url: db.url });
      await db.handle.close();
    } else await db.drop();
  }
}

/**
 * Catches the runner up on `total` events. catchUp stops at the first empty page, and on a busy
 * server a page can come back empty early, so it is called again until all are applied.
 */
async function catchUpAll(runner: ProjectionRunner, total: number): Promise<number> {
  let applied = 0;
  for (let idle = 0; applied < total; ) {
    const n = await runner.catchUp();
    applied += n;
    idle = n > 0 ? 0 : idle + 1;
    if (idle > 100) throw new Error(`catch-up stalled at ${applied} of ${total} events`);
    if (n === 0) await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return applied;
}

async function replaysOnly(url: string) {
  if (process.env.BENCH_CATCHUP_ONLY) return await catchUpsOnly(url);
  const live = createDatabase({ connectionString: url, max: 4 });
  const store = new PostgresEventStore(live.pool);
  const memory = startMemorySampler();
  const backends = await startBackendCpu(url);
  const replays = [];
  const count = Number(process.env.BENCH_REPLAY_RUNS ?? runs);
  for (let run = 0; run < count; run++) {
    collectGarbage();
    memory.reset();
    timings.clear();
    backends.reset();
    const cpu0 = process.cpuUsage();
    const r = await replayAndCompare({
      connectionString: url,
      store,
      projections: allProjections,
      batchSize: process.env.BENCH_REPLAY_BATCH ? Number(process.env.BENCH_REPLAY_BATCH) : undefined,
    });
    const cpu = process.cpuUsage(cpu0);
    const nodeCpuS = (cpu.user + cpu.system) / 1e6;
    const pgCpuS = backends.seconds();
    replays.push({ rate: r.eventsPerSecond, equal: r.equal, ...memory.peak() });
    if (process.env.PROFILE_PROJECTIONS)
      report({ bench: "replay time (ms)", ...Object.fromEntries([...timings].map(([k, v]) => [k, Math.round(v)])) });
    report({
      bench: "replay (ledger:replay)",
      events: r.events,
      seconds: Number(r.seconds.toFixed(1)),
      eventsPerSecond: Math.round(r.eventsPerSecond),
      equal: r.equal,
      // CPU per event hardly depends on the machine's load: node's and the database backends'.
      nodeCpuS: Number(nodeCpuS.toFixed(1)),
      pgCpuS: Number(pgCpuS.toFixed(1)),
      cpuUsPerEvent: Math.round(((nodeCpuS + pgCpuS) * 1e6) / r.events),
      ...memory.peak(),
    });
  }
  await backends.stop();
  memory.stop();
  report({ bench: "replay median", eventsPerSecond: Math.round(median(replays.map((r) => r.rate))), equal: replays.every((r) => r.equal) });
  await live.close();
}

/**
 * BENCH_CATCHUP_ONLY=1 with BENCH_REPLAY_URL: the live runner from event 0 into a scratch read
 * schema of the kept database (dropped after each run), with node's and the backends' CPU per
 * event and, with PROFILE_PROJECTIONS=1, the time per read model.
 */
async function catchUpsOnly(url: string) {
  const handle = createDatabase({ connectionString: url, max: 4, readSchema: "bench_catch_up" });
  const store = new PostgresEventStore(handle.pool);
  const events = Number((await sql<{ n: string }>`SELECT count(*)::text AS n FROM events`.execute(handle.db)).rows[0]?.n ?? 0);
  const memory = startMemorySampler();
  const backends = await startBackendCpu(url);
  const rates: number[] = [];
  for (let run = 0; run < Number(process.env.BENCH_REPLAY_RUNS ?? runs); run++) {
    await sql`DROP SCHEMA IF EXISTS bench_catch_up CASCADE`.execute(handle.db);
    await ensureReadModelSchema(handle, allProjections);
    collectGarbage();
    memory.reset();
    timings.clear();
    backends.reset();
    const cpu0 = process.cpuUsage();
    const started = performance.now();
    const applied = await catchUpAll(new ProjectionRunner({ store, handle, projections: allProjections, batchSize: 5000 }), events);
    const seconds = (performance.now() - started) / 1000;
    const cpu = process.cpuUsage(cpu0);
    const nodeCpuS = (cpu.user + cpu.system) / 1e6;
    const pgCpuS = backends.seconds();
    rates.push(applied / seconds);
    if (process.env.PROFILE_PROJECTIONS)
      report({ bench: "catch-up time (ms)", ...Object.fromEntries([...timings].map(([k, v]) => [k, Math.round(v)])) });
    report({
      bench: "projection catch-up",
      events: applied,
      of: events,
      seconds: Number(seconds.toFixed(1)),
      eventsPerSecond: Math.round(applied / seconds),
      nodeCpuS: Number(nodeCpuS.toFixed(1)),
      pgCpuS: Number(pgCpuS.toFixed(1)),
      cpuUsPerEvent: Math.round(((nodeCpuS + pgCpuS) * 1e6) / applied),
      ...memory.peak(),
    });
  }
  await sql`DROP SCHEMA IF EXISTS bench_catch_up CASCADE`.execute(handle.db);
  await backends.stop();
  memory.stop();
  report({ bench: "catch-up median", eventsPerSecond: Math.round(median(rates)) });
  await handle.close();
}

/**
 * CPU seconds of this database's PostgreSQL backends (utime + stime from /proc, the server on
 * this machine), sampled every 100 ms: backends come and go with the replay's pools, and each
 * one's last figure counts (a backend's last < 100 ms can be missed).
 */
async function startBackendCpu(url: string) {
  const { readFileSync } = await import("node:fs");
  const pg = (await import("pg")).default;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const own = (await client.query<{ pid: number }>("SELECT pg_backend_pid() AS pid")).rows[0]?.pid;
  const last = new Map<number, number>();
  const base = new Map<number, number>();
  let pids: number[] = [];
  const ticks = (pid: number) => {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
      const f = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      return Number(f[11]) + Number(f[12]);
    } catch {
      return null;
    }
  };
  let polling = false;
  const timer = setInterval(async () => {
    if (polling) return;
    polling = true;
    try {
      pids = (
        await client.query<{ pid: number }>(
          "SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()",
        )
      ).rows.map((r) => r.pid);
    } catch {}
    polling = false;
    for (const pid of pids) {
      const t = ticks(pid);
      if (t !== null) last.set(pid, t);
    }
  }, 100);
  const sample = () => {
    for (const pid of pids) {
      const t = ticks(pid);
      if (t !== null) last.set(pid, t);
    }
  };
  return {
    reset: () => {
      sample();
      base.clear();
      for (const [pid, t] of last) base.set(pid, t);
    },
    seconds: () => {
      sample();
      let total = 0;
      for (const [pid, t] of last) if (pid !== own) total += t - (base.get(pid) ?? 0);
      return total / 100;
    },
    stop: async () => {
      clearInterval(timer);
      await client.end();
    },
  };
}

function startMemorySampler() {
  let peak = { rss: 0, heapUsed: 0, heapTotal: 0, external: 0 };
  const timer = setInterval(() => {
    const m = process.memoryUsage();
    if (m.rss > peak.rss) peak = { rss: m.rss, heapUsed: m.heapUsed, heapTotal: m.heapTotal, external: m.external };
  }, 50);
  const mb = (n: number) => Math.round(n / 2 ** 20);
  return {
    reset: () => {
      peak = { rss: 0, heapUsed: 0, heapTotal: 0, external: 0 };
    },
    peak: () => ({
      peakRssMB: mb(peak.rss),
      heapUsedMB: mb(peak.heapUsed),
      heapTotalMB: mb(peak.heapTotal),
      externalMB: mb(peak.external),
    }),
    stop: () => clearInterval(timer),
  };
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
