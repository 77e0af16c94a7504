import { money } from "@app/contracts";
import { signToken } from "@app/ledger-service/shared/auth";
import { verifyLedger } from "@app/ledger-service/audit/verify";
import { seedInvestors, sharesFor, waitForInvestors } from "@app/workers/runs/seed-investors";
import { spawnRunWorker, type WorkerProcess } from "@app/workers/runs/worker-process";
import { sql } from "kysely";
import type { Checks } from "./checks.js";
import { FaultInjector } from "./faults.js";
import { type ChaosApp, random, sleep, startChaosApp } from "./harness.js";
import { tronWallet } from "@app/ledger-service/testing/wallets";

const RUN_ENV = { RUN_LOCK_DURATION_MS: "2000", RUN_STALLED_INTERVAL_MS: "1000", PROFIT_RUN_BATCH_SIZE: "50" };
const UNAVAILABLE = /temporarily unavailable|not answering|events behind/;

interface LoadStats {
  total: number;
  byStatus: Record<number, number>;
  unclear503: string[];
  other5xx: string[];
  sinceRecovery5xx: number;
}

/**
 * PostgreSQL backends terminated and our Redis clients killed, alternately, many times while a
 * profit run is credited by a worker process and the API serves investors. Then: every investor
 * credited exactly once (journal), the run complete, every 5xx a 503 with a clear message, and
 * the API ready again by itself.
 */
export async function dependencyFaults(checks: Checks, options: { quick: boolean; rounds: number; seed: number }): Promise<void> {
  const rnd = random(options.seed);
  const investors = options.quick ? 3000 : 10_000;
  const app = await startChaosApp({ embeddedProjections: true, env: RUN_ENV });
  const faults = await FaultInjector.connect(app.db.name);
  let worker: WorkerProcess | null = null;
  try {
    const ids = await seedInvestors(app.ctx, investors);
    await waitForInvestors(app.ctx, investors, 120_000);
    const [admin] = await app.createUsers(1, { isAdmin: true });
    if (!admin) throw new Error("no admin");
    const tokens = ids.slice(0, 300).map((id) => signToken(app.ctx, { id, isAdmin: false, isAuditor: false, tokenVersion: 0 }));
    worker = await spawnRunWorker(app.childEnv);
    const child = worker.child;
    process.once("exit", () => child.kill("SIGKILL")); // never outlive the suite

    const stats: LoadStats = { total: 0, byStatus: {}, unclear503: [], other5xx: [], sinceRecovery5xx: 0 };
    const load = { stop: false, recovered: false };
    const loaders = Array.from({ length: 6 }, () => apiLoad(app, tokens, stats, load, rnd));

    const started = await app.api("POST", "/api/profits/credit", { token: admin.token, body: { percentage: "1.5" } });
    if (started.status !== 200) throw new Error(`profit run did not start: ${started.status} ${JSON.stringify(started.body)}`);
    const runId = String(started.body.runId);

    const maxCuts = options.quick ? 40 : 200;
    let pgFaults = 0;
    let redisFaults = 0;
    let duringRun = 0;
    const deadline = Date.now() + (options.quick ? 120_000 : 300_000);
    for (let i = 0; ; i++) {
      const run = await runRow(app, runId).catch(() => null);
      const running = run?.status !== "completed";
      // At least `rounds` cuts, as many as fit while the run runs, but bounded: it must finish.
      if ((!running || i >= maxCuts) && i >= options.rounds) break;
      if (Date.now() > deadline) break;
      if (i % 2 === 0) pgFaults += (await faults.terminatePostgresBackends()) > 0 ? 1 : 0;
      else redisFaults += (await faults.killRedisClients()) > 0 ? 1 : 0;
      if (running) duringRun++;
      await sleep(rnd.int(100, 500));
    }
    const recoveryStarted = Date.now();
    const recoveredInMs = await untilReady(app, 60_000).then(() => Date.now() - recoveryStarted);
    load.recovered = true;
    await sleep(2000);
    load.stop = true;
    await Promise.all(loaders);

    checks.check(
      `faults: ${pgFaults} PostgreSQL and ${redisFaults} Redis connection cuts, ${duringRun} of them while the profit run was running`,
      pgFaults > 0 && redisFaults > 0 && duringRun > 0,
    );
    checks.check("faults: the API is ready again by itself after the last cut", recoveredInMs >= 0, `${recoveredInMs} ms`);
    const run = await waitForRun(app, runId, 120_000);
    checks.check(
      "faults: the profit run completed despite the cuts",
      run.status === "completed" && run.processed === investors,
      `status ${run.status}, ${run.processed}/${run.total}`,
    );

    await app.settle();
    const journal = await sql<{ lines: number; investors: number; total: string }>`
      SELECT count(*)::int AS lines, count(DISTINCT j.credit_account)::int AS investors, coalesce(sum(j.amount), 0)::text AS total
      FROM journal_entries j JOIN events e ON e.event_id = j.event_id
      WHERE j.debit_account = 'platform:profit-expense' AND e.data->>'runId' = ${runId}`.execute(app.ctx.db);
    let expected = money(0);
    for (let i = 0; i < investors; i++) expected = expected.add(money(sharesFor(i)).mul(100).mul("0.015"));
    const j = journal.rows[0];
    checks.check(
      "faults: no lost or doubled credit (one profit-expense journal line per investor, total as computed)",
      j?.lines === investors && j.investors === investors && money(j.total).eq(expected),
      `${j?.lines} lines for ${j?.investors} investors, total ${j?.total} (expected ${investors} / ${expected.toFixed(2)})`,
    );
    const results = await verifyLedger(app.ctx.db, app.ctx.store);
    // The bulk seeding bypasses the offering stream (10,000 investors exceed its supply).
    const broken = results.filter((r) => !r.ok && !r.name.startsWith("shares held within"));
    checks.check(
      "faults: ledger invariants hold afterwards",
      broken.length === 0,
      broken.map((r) => `${r.name}: ${r.detail}`).join("; ") || `${results.length} checked`,
    );

    const s503 = stats.byStatus[503] ?? 0;
    checks.check(
      `faults: under API load (${stats.total} requests) every 5xx was a 503 with a clear message`,
      stats.other5xx.length === 0 && stats.unclear503.length === 0,
      `${s503} x 503; statuses ${JSON.stringify(stats.byStatus)}${[...stats.other5xx, ...stats.unclear503]
        .slice(0, 5)
        .map((x) => `\n      ${x}`)
        .join("")}${stats.other5xx.length ? `\n      API log: ${app.logFile}` : ""}`,
    );
    checks.check(
      "faults: no 5xx once the API reported ready again",
      stats.sinceRecovery5xx === 0,
      `${stats.sinceRecovery5xx} after recovery`,
    );
  } finally {
    if (worker && worker.child.exitCode === null && worker.child.signalCode === null) {
      worker.child.kill("SIGTERM");
      await Promise.race([worker.exited, sleep(10_000)]);
      if (worker.child.exitCode === null) worker.child.kill("SIGKILL");
    }
    await faults.close();
    await app.stop();
  }
}

async function apiLoad(
  app: ChaosApp,
  tokens: string[],
  stats: LoadStats,
  load: { stop: boolean; recovered: boolean },
  rnd: ReturnType<typeof random>,
) {
  while (!load.stop) {
    const token = rnd.pick(tokens);
    const pick = rnd.next();
    const call =
      pick < 0.5
        ? app.api("GET", "/api/user/dashboard", { token })
        : pick < 0.8
          ? app.api("POST", "/api/withdrawals", {
              token,
              body: { amount: "6", wallet: tronWallet("chaos"), network: "USDT TRC20", source: "profit" },
            })
          : app.api("GET", "/api/ready");
    const reply = await call.catch((e: Error) => ({ status: 0, body: e.message, ms: 0 }));
    const path = pick < 0.5 ? "GET /api/user/dashboard" : pick < 0.8 ? "POST /api/withdrawals" : "GET /api/ready";
    stats.total++;
    stats.byStatus[reply.status] = (stats.byStatus[reply.status] ?? 0) + 1;
    const text = JSON.stringify(reply.body).slice(0, 200);
    if (reply.status === 503 && !UNAVAILABLE.test(text)) stats.unclear503.push(`503 ${path} ${text}`);
    if ((reply.status >= 500 && reply.status !== 503) || reply.status === 0) stats.other5xx.push(`${reply.status} ${path} ${text}`);
    // /api/ready also answers 503 while the projections are more than READY_MAX_LAG_EVENTS behind the writes: not a fault.
    const lagging = path === "GET /api/ready" && /events behind/.test(text);
    if (load.recovered && (reply.status >= 500 || reply.status === 0) && !lagging) {
      stats.sinceRecovery5xx++;
      stats.other5xx.push(`after recovery: ${reply.status} ${path} ${text}`);
    }
  }
}

async function runRow(app: ChaosApp, runId: string) {
  return app.ctx.db.selectFrom("money_runs").selectAll().where("id", "=", runId).executeTakeFirstOrThrow();
}

async function waitForRun(app: ChaosApp, runId: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const run = await runRow(app, runId).catch(() => null);
    if (run && (run.status !== "running" || Date.now() > deadline)) return run;
    if (!run && Date.now() > deadline) throw new Error("run row unreadable");
    await sleep(200);
  }
}

async function untilReady(app: ChaosApp, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const r = await app.api("GET", "/api/ready").catch(() => null);
    if (r?.status === 200) return;
    if (Date.now() > deadline) throw new Error(`not ready after ${timeoutMs} ms: ${JSON.stringify(r?.body)}`);
    await sleep(100);
  }
}
