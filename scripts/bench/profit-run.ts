/**
 * Benchmark: a profit run over N investors (default 100,000 x BENCH_SCALE, or argv[2]).
 *   npx tsx scripts/bench/profit-run.ts 100000
 * Seeds N investors in a fresh database (bulk appends, projections in this process), starts a
 * run, lets the run worker process it in a child process, and prints JSON lines: seeding time,
 * the run's wall time (median of BENCH_RUNS runs, at least 3, one after another over the same
 * investors), and the worker process's peak RSS (VmHWM / getrusage maxRSS, the highest). Twice:
 * without loans, then with 1% of the investors holding an approved loan (credits repay first).
 * Then streams with a year of history: BENCH_HISTORY_INVESTORS (default 20,000 x BENCH_SCALE)
 * investors with 52 weekly credits each, runs without stream snapshots (RUN_SNAPSHOT_EVERY=0)
 * and with them (the default), each run's wall time printed (the first with snapshots writes them).
 * The plain case runs again with NOTIFICATION_EMAILS=false: the difference is what enqueueing a
 * mail per credited investor costs the run.
 */
import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import { readdirSync, readFileSync } from "node:fs";
import { createRuntime, type Runtime } from "@app/ledger-service/bootstrap";
import { loadConfig } from "@app/ledger-service/runtime/config";
import { startMoneyRun } from "@app/ledger-service/profits/start-run";
import { statementTimings } from "@app/projections/runner/copy-rows";
import { timings as projectionTimings } from "@app/projections/runner/projection-runner";
import { createEmptyTestDatabase } from "@app/projections/testing/test-database";
import { seedInvestors, waitForInvestors } from "@app/workers/runs/seed-investors";
import { spawnRunWorker } from "@app/workers/runs/worker-process";
import { median, runs as defaultRuns, scale } from "../../projections/bench/bench-util.js";

// BENCH_PROFIT_RUNS=1: a single run (the 1,000,000-investor run, whose seeding alone takes minutes).
const runs = Number(process.env.BENCH_PROFIT_RUNS ?? defaultRuns);

const investors = Number(process.argv[2] ?? Math.round(100_000 * scale));
let variant = "no loans";
const print = (figure: Record<string, unknown>) => console.log(JSON.stringify({ bench: "profit-run", investors, variant, ...figure }));

/** Kilobytes of a /proc/<pid>/status field (VmRSS, VmHWM); null off Linux. */
function procKb(pid: number, field: string): number | null {
  try {
    const m = new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(readFileSync(`/proc/${pid}/status`, "utf8"));
    return m ? Number(m[1]) : null;
  } catch {
    return null;
  }
}

/** The cluster's WAL position (pg_current_wal_lsn), or the bytes written since `since`. */
async function walLsn(runtime: Runtime, since?: string): Promise<string> {
  const r = since
    ? await sql<{ v: string }>`SELECT pg_wal_lsn_diff(pg_current_wal_lsn(), ${since}::pg_lsn)::text AS v`.execute(runtime.ctx.db)
    : await sql<{ v: string }>`SELECT pg_current_wal_lsn()::text AS v`.execute(runtime.ctx.db);
  return r.rows[0]?.v ?? "0";
}

/** The fields of /proc/<pid>/stat after the command name (0: state, 1: ppid, 11-14: utime, stime, cutime, cstime). */
function statFields(pid: number): string[] {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  return stat.slice(stat.lastIndexOf(")") + 2).split(" ");
}

/** Clock ticks as milliseconds (USER_HZ = 100). */
const ticksMs = (ticks: number) => (ticks * 1000) / 100;

/** CPU milliseconds (user + system) a process has used so far; null off Linux. */
function procCpuMs(pid: number): number | null {
  try {
    const fields = statFields(pid);
    return ticksMs(Number(fields[11]) + Number(fields[12]));
  } catch {
    return null;
  }
}

/**
 * CPU milliseconds the whole PostgreSQL cluster has used so far (its postmaster with the children
 * it reaped, and its live children: backends, WAL writer, checkpointer); null when not readable
 * (another machine, no superuser). Only this benchmark's own when nothing else uses the cluster
 * (e.g. TEST_PG_ADMIN_URL on a cluster of its own).
 */
async function clusterCpuMs(runtime: Runtime): Promise<number | null> {
  try {
    const dir = (await sql<{ d: string }>`SELECT current_setting('data_directory') AS d`.execute(runtime.ctx.db)).rows[0]?.d;
    const postmaster = Number(readFileSync(`${dir}/postmaster.pid`, "utf8").split("\n")[0]);
    const own = statFields(postmaster);
    let ticks = Number(own[11]) + Number(own[12]) + Number(own[13]) + Number(own[14]);
    for (const entry of readdirSync("/proc")) {
      if (!/^\d+$/.test(entry)) continue;
      try {
        const f = statFields(Number(entry));
        if (Number(f[1]) === postmaster) ticks += Number(f[11]) + Number(f[12]);
      } catch {
        // exited meanwhile
      }
    }
    return ticksMs(ticks);
  } catch {
    return null;
  }
}

/**
 * Profit runs over `count` investors, every `loanEvery`-th of them with an active loan (0: none),
 * each with `priorCredits` weekly credits in its stream; each variant of `workerEnv` (settings of
 * the run worker) gets `runs` runs in turn.
 */
async function measure(
  loanEvery: number,
  options: {
    label?: string;
    count?: number;
    priorCredits?: number;
    variants?: Array<{ name: string; workerEnv: Record<string, string> }>;
    /** Notification mails enqueued by the projections' process; default on. */
    mails?: boolean;
  } = {},
) {
  const count = options.count ?? investors;
  variant = options.label ?? (loanEvery ? `${100 / loanEvery}% with active loans` : "no loans");
  const db = await createEmptyTestDatabase("bench_profit");
  const queuePrefix = `si-bench-${randomUUID().slice(0, 8)}`;
  const mails = options.mails ?? true;
  const config = loadConfig({
    ...process.env,
    NODE_ENV: "test",
    DATABASE_URL: db.url,
    FRONTEND_DIST: "/nonexistent",
    NOTIFICATION_EMAILS: String(mails),
  });
  const runtime = await createRuntime(config, { embeddedProjections: true, queuePrefix, poolMax: 12 });
  try {
    let t = performance.now();
    const priorCredits = options.priorCredits ?? 0;
    await seedInvestors(runtime.ctx, count, { loanEvery, priorCredits, ...(priorCredits > 0 ? { chunk: 100 } : {}) });
    const appendMs = performance.now() - t;
    await waitForInvestors(runtime.ctx, count, 60 * 60_000);
    print({
      figure: "seed",
      investors: count,
      priorCredits,
      appendMs: Math.round(appendMs),
      seedAndProjectMs: Math.round(performance.now() - t),
    });

    // `runs` profit runs in turn over the same investors (a week's run after another), each
    // with a fresh worker process so its peak memory is the run's own.
    // Variants' runs interleaved (run 1 of each, then run 2 of each, ...): on a shared machine
    // the load drifts, and each variant sees the same drift and the same stream lengths.
    const variants = options.variants ?? [{ name: "", workerEnv: {} }];
    const byVariant = variants.map(
      () =>
        [] as Array<{
          wallMs: number;
          completedMs: number;
          peakKb: number;
          idleKb: number | null;
          workerCpuMs: number | null;
          clusterCpuMs: number | null;
          startMs: number;
          projectionsCpuMs: number;
          walMb: number;
          mailsQueuedMs: number | null;
        }>,
    );
    for (let run = 0; run < runs; run++)
      for (const [i, v] of variants.entries())
        byVariant[i]?.push(await oneRun(runtime, db.url, config.REDIS_URL, queuePrefix, v.workerEnv));
    for (const [i, v] of variants.entries()) {
      const results = byVariant[i] ?? [];
      const wallMs = median(results.map((r) => r.wallMs));
      print({
        figure: "run",
        investors: count,
        ...(v.name ? { streams: v.name } : {}),
        batchSize: config.PROFIT_RUN_BATCH_SIZE,
        wallMs: Math.round(wallMs),
        investorsPerSecond: Math.round(count / (wallMs / 1000)),
        workerPeakRssMb: Math.round(Math.max(...results.map((r) => r.peakKb)) / 1024),
        workerIdleRssMb: results[0]?.idleKb ? Math.round(results[0].idleKb / 1024) : null,
        runsMs: results.map((r) => Math.round(r.wallMs)),
        // Of which starting the run (the answer to the admin's start).
        startMs: results.map((r) => Math.round(r.startMs)),
        // The run's own end (status completed), before the read models caught up.
        completedMs: results.map((r) => Math.round(r.completedMs)),
        // CPU microseconds per credited investor: the run worker's, and the projections' process.
        workerCpuUsPerInvestor: results.map((r) => (r.workerCpuMs === null ? null : Math.round((r.workerCpuMs * 1000) / count))),
        projectionsCpuUsPerInvestor: results.map((r) => Math.round((r.projectionsCpuMs * 1000) / count)),
        // The PostgreSQL cluster's (all of its databases: a figure of this run alone on a cluster of its own).
        clusterCpuUsPerInvestor: results.map((r) => (r.clusterCpuMs === null ? null : Math.round((r.clusterCpuMs * 1000) / count))),
        walBytesPerInvestor: results.map((r) => Math.round((r.walMb * 1e6) / count)),
        ...(results[0]?.mailsQueuedMs != null ? { mailsQueuedMs: results.map((r) => Math.round(r.mailsQueuedMs ?? 0)) } : {}),
      });
    }
    t = performance.now();
    await runtime.ctx.readYourWrites(await runtime.ctx.store.headPosition());
    let lag = await runtime.ctx.health.projectionLag();
    while (lag > 0) {
      await new Promise((r) => setTimeout(r, 500));
      lag = await runtime.ctx.health.projectionLag();
    }
    print({ figure: "projections caught up after the run", investors: count, ms: Math.round(performance.now() - t) });
    if (mails) {
      // Every notification handed to the email queue (no email worker runs here: enqueueing is the cost measured).
      await mailsQueued(runtime);
      const queued = await runtime.ctx.queues
        .all()
        .find((q) => q.name === "email")
        ?.getJobCounts("waiting", "delayed", "completed", "failed");
      print({ figure: "notification mails enqueued", investors: count, mails: Object.values(queued ?? {}).reduce((a, b) => a + b, 0) });
    }
  } finally {
    // Hundreds of thousands of mail jobs: deleted in slices (one DEL with them all overflows the stack).
    const keys = await runtime.redis.keys(`${queuePrefix}:*`);
    for (let i = 0; i < keys.length; i += 1000) await runtime.redis.del(...keys.slice(i, i + 1000));
    await runtime.close();
    await db.drop();
  }
}

/** Until the mail dispatcher has handed every notification to the email queue (none when mails are off). */
async function mailsQueued(runtime: Runtime): Promise<void> {
  const dispatcher = runtime.mailDispatcher;
  if (!dispatcher) return;
  for (;;) {
    await dispatcher.settled();
    // 0: nothing left, or a pass that began meanwhile holds the checkpoint (settled again).
    if ((await dispatcher.dispatchOnce()) > 0) continue;
    await dispatcher.settled();
    if ((await dispatcher.dispatchOnce()) === 0) return;
  }
}

/** One profit run by a fresh worker process: its wall time and the worker's peak memory. */
async function oneRun(runtime: Runtime, databaseUrl: string, redisUrl: string, queuePrefix: string, env: Record<string, string> = {}) {
  // The last run's mails are queued before this one starts (they follow the balances: see the dispatcher).
  await mailsQueued(runtime);
  const worker = await spawnRunWorker({ DATABASE_URL: databaseUrl, REDIS_URL: redisUrl, QUEUE_PREFIX: queuePrefix, ...env });
  const pid = worker.child.pid as number;
  const idleKb = procKb(pid, "VmRSS");
  const cpuBefore = procCpuMs(pid);
  const clusterBefore = await clusterCpuMs(runtime);
  const walBefore = await walLsn(runtime);
  const selfBefore = process.cpuUsage();
  const t = performance.now();
  const runId = await startMoneyRun(runtime.ctx, "profit", "1.25", randomUUID());
  // The admin's wait for the start's answer (the run's row and its members written).
  const startMs = performance.now() - t;
  let peakKb = 0;
  // When each further 100,000 members were marked processed: whether the time per 100,000 grows.
  const per100k: number[] = [];
  let lastSplit = t;
  for (;;) {
    peakKb = Math.max(peakKb, procKb(pid, "VmHWM") ?? 0);
    const run = await runtime.ctx.db
      .selectFrom("money_runs")
      .select(["status", "processed"])
      .where("id", "=", runId)
      .executeTakeFirstOrThrow();
    while (run.processed >= (per100k.length + 1) * 100_000) {
      const now = performance.now();
      per100k.push(Math.round(now - lastSplit));
      lastSplit = now;
    }
    if (run.status !== "running") {
      if (run.status !== "completed") throw new Error(`run ended ${run.status}`);
      break;
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  const completedMs = performance.now() - t;
  // End to end: every balance visible, i.e. the read models hold every event the run wrote.
  const head = await runtime.ctx.store.headPosition();
  while (
    !(await runtime.ctx.readYourWrites(head).then(
      () => true,
      () => false,
    ))
  ) {}
  const wallMs = performance.now() - t;
  peakKb = Math.max(peakKb, procKb(pid, "VmHWM") ?? 0);
  // Until the run's mails are queued too (they wait for the balances; null: mails off).
  await mailsQueued(runtime);
  const mailsQueuedMs = runtime.mailDispatcher ? performance.now() - t : null;
  // CPU the run cost, which a busy machine changes far less than the wall time: the worker's, and
  // this process's (the projection runner applying the run's events; plus the 50 ms status polls).
  const cpuAfter = procCpuMs(pid);
  const workerCpuMs = cpuBefore !== null && cpuAfter !== null ? cpuAfter - cpuBefore : null;
  const clusterAfter = await clusterCpuMs(runtime);
  const clusterCpuMsUsed = clusterBefore !== null && clusterAfter !== null ? clusterAfter - clusterBefore : null;
  const self = process.cpuUsage(selfBefore);
  const projectionsCpuMs = (self.user + self.system) / 1000;
  // WAL the cluster wrote meanwhile: PostgreSQL's write work, whatever the load (on a quiet cluster).
  const walMb = Number(await walLsn(runtime, walBefore)) / 1e6;
  worker.child.kill("SIGTERM");
  const { report } = await worker.exited;
  if (process.env.PROFILE_RUNS) {
    const projectionsMs = Object.fromEntries([...projectionTimings].map(([k, v]) => [k, Math.round(v)]));
    const statementsMs = Object.fromEntries([...statementTimings].filter(([, v]) => v >= 50).map(([k, v]) => [k, Math.round(v)]));
    print({
      figure: "profile",
      wallMs: Math.round(wallMs),
      completedMs: Math.round(completedMs),
      ...(per100k.length > 1 ? { per100kMs: per100k } : {}),
      workerPeakRssMb: Math.round(Math.max(peakKb, report?.maxRssKb ?? 0) / 1024),
      worker: report?.phasesMs,
      projectionsMs,
      statementsMs,
    });
  }
  projectionTimings.clear();
  statementTimings.clear();
  return {
    wallMs,
    completedMs,
    peakKb: Math.max(peakKb, report?.maxRssKb ?? 0),
    idleKb,
    workerCpuMs,
    clusterCpuMs: clusterCpuMsUsed,
    projectionsCpuMs,
    walMb,
    mailsQueuedMs,
    startMs,
  };
}

async function main() {
  const only = process.env.BENCH_PROFIT_VARIANTS?.split(","); // plain,loans,history
  // BENCH_WORKER_ENVS="RUN_BATCHES_IN_FLIGHT=1|RUN_BATCHES_IN_FLIGHT=3": the plain case once per
  // worker setting, runs interleaved (an A/B in one run of the benchmark).
  const workerEnvs = process.env.BENCH_WORKER_ENVS?.split("|").map((spec) => ({
    name: spec,
    workerEnv: Object.fromEntries(
      spec.split(",").map((kv) => [kv.slice(0, kv.indexOf("=")), kv.slice(kv.indexOf("=") + 1)] as [string, string]),
    ),
  }));
  if (!only || only.includes("plain")) await measure(0, workerEnvs ? { variants: workerEnvs } : {});
  // The same run with no notification mails: the plain figure's cost of mailing every investor.
  if (!only || only.includes("plain") || only.includes("no-mails"))
    await measure(0, { label: "no loans, mails off", mails: false, ...(workerEnvs ? { variants: workerEnvs } : {}) });
  if (!only || only.includes("loans")) await measure(100);
  // BENCH_SNAPSHOT_EVERY="20,4,1": one history case per RUN_SNAPSHOT_EVERY, each in a database of
  // its own (snapshots written under one setting would serve the next), streams with
  // BENCH_HISTORY_CREDITS (default 10) earlier credits: 20 keeps folding the growing stream, 4
  // and 1 read a snapshot and a short tail but write snapshots more often.
  if (only?.includes("snapshot-every"))
    for (const every of (process.env.BENCH_SNAPSHOT_EVERY ?? "20,4,1").split(","))
      await measure(0, {
        label: `RUN_SNAPSHOT_EVERY=${every}`,
        count: Number(process.env.BENCH_HISTORY_INVESTORS ?? Math.round(20_000 * scale)),
        priorCredits: Number(process.env.BENCH_HISTORY_CREDITS ?? 10),
        mails: false,
        variants: [{ name: `RUN_SNAPSHOT_EVERY=${every}`, workerEnv: { RUN_SNAPSHOT_EVERY: every } }],
      });
  if (!only || only.includes("history")) {
    await measure(0, {
      label: "a year of weekly credits",
      count: Number(process.env.BENCH_HISTORY_INVESTORS ?? Math.round(20_000 * scale)),
      priorCredits: 52,
      variants: [
        { name: "whole streams read (RUN_SNAPSHOT_EVERY=0)", workerEnv: { RUN_SNAPSHOT_EVERY: "0" } },
        { name: "snapshots (RUN_SNAPSHOT_EVERY=4)", workerEnv: { RUN_SNAPSHOT_EVERY: "4" } },
      ],
    });
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
