import { sql } from "kysely";
import type { Checks } from "./checks.js";
import { type ChaosApp, random, sleep, startChaosApp } from "./harness.js";
import { npmRun, Service } from "./processes.js";
import { quiesce, runWorkload } from "./workload.js";

// Shares may be sold back as soon as their purchase is approved, so the workload can sell.
export const RUN_ENV = {
  RUN_LOCK_DURATION_MS: "2000",
  RUN_STALLED_INTERVAL_MS: "1000",
  PROFIT_RUN_BATCH_SIZE: "50",
  SELL_BACK_MIN_HOLD_DAYS: "0",
};

/**
 * The API in this process without projections; the projection runner
 * (ledger-service/src/projections-main.ts) and the workers (workers/src/main.ts) as child processes, killed
 * with SIGKILL at random points `rounds` times in a row and started again, while the mixed
 * workload runs. Afterwards: `npm run ledger:replay` equals live, `npm run ledger:verify`
 * holds, every profit run credited each member exactly once, and the workload's periodic
 * invariant checks all held.
 */
export async function killsDuringWorkload(
  checks: Checks,
  options: { quick: boolean; rounds: number; seed: number; investors: number; operations: number; clients: number },
): Promise<void> {
  const rnd = random(options.seed + 7);
  // The workers' entry point uses the default queue prefix; the suite's Redis db keeps it private.
  const app = await startChaosApp({ embeddedProjections: false, env: RUN_ENV, queuePrefix: "si" });
  const env = { ...app.childEnv };
  // One runner, restarted under the same name: it takes its projection lease back at once.
  const runner = new Service(
    "projection runner",
    "ledger-service/src/projections-main.ts",
    { ...env, PROJECTION_RUNNER_ID: "chaos-runner" },
    `${app.logFile}.projections`,
  );
  const worker = new Service("worker", "workers/src/main.ts", env, `${app.logFile}.workers`);
  try {
    runner.start();
    worker.start();
    let killsDone = false;
    const killLog: string[] = [];
    const killer = (async () => {
      for (let round = 1; round <= options.rounds; round++) {
        await sleep(rnd.int(300, options.quick ? 2000 : 4000));
        const which = rnd.pick(["runner", "worker", "both"] as const);
        const targets = which === "both" ? [runner, worker] : which === "runner" ? [runner] : [worker];
        await Promise.all(targets.map((t) => t.kill()));
        killLog.push(which);
        await sleep(rnd.int(0, 1000));
        for (const t of targets) t.start();
      }
      killsDone = true;
    })();

    const report = await runWorkload(app, rnd, {
      investors: options.investors,
      operations: options.operations,
      clients: options.clients,
      checkEvery: 1000,
      keepGoing: () => !killsDone,
      settleTimeoutMs: 180_000,
    });
    await killer;
    const summary = Object.entries(report.byKind)
      .map(([k, c]) => `${k} ${JSON.stringify(c)}`)
      .join("; ");
    checks.check(
      `kills: projection runner and worker killed (SIGKILL) ${options.rounds} times in a row during the workload and restarted`,
      killLog.length === options.rounds && runner.running && worker.running,
      `${runner.kills} runner kills, ${worker.kills} worker kills (${killLog.join(", ")})`,
    );
    const crashes = [...runner.crashes, ...worker.crashes];
    checks.check("kills: no process exited by itself", crashes.length === 0, crashes.join("; ") || "none");
    checks.check(
      `workload: ${report.operations} operations over ${options.investors} investors, none answered 5xx or unexpectedly`,
      report.unexpected.length === 0 && report.operations >= options.operations,
      `${summary}${report.unexpected
        .slice(0, 8)
        .map((u) => `\n      ${u}`)
        .join("")}`,
    );
    checks.check(
      "workload: no request that created something was answered 404 (its answer read from read models still lagging after the 5 s wait)",
      report.createdButNotFound.length === 0,
      `${report.createdButNotFound.length} such answers${report.createdButNotFound
        .slice(0, 3)
        .map((u) => `\n      ${u}`)
        .join("")}`,
    );
    const checkSeconds = report.checkMs.reduce((a, b) => a + b, 0) / 1000;
    checks.check(
      `workload: invariants held at each of ${report.invariantChecks} checks (every 1,000 operations and at the end; the last one also the full verifyLedger)`,
      report.invariantFailures.length === 0 && report.invariantChecks >= Math.floor(options.operations / 1000),
      report.invariantFailures.slice(0, 5).join("; ") ||
        `all held; running checks ${checkSeconds.toFixed(1)} s in all (longest ${Math.max(...report.checkMs)} ms), final full verifyLedger ${report.finalFullCheckMs} ms`,
    );
    // Issue 38: the pace at the end of the run within 20 % of its start (the ledger's growth costs nothing per operation).
    const rates = report.ratesPerSecond;
    const [firstRate, lastRate] = [rates[0] ?? 0, rates.at(-2) ?? rates.at(-1) ?? 0];
    const pace = `operations a second at each check: ${rates.map((r) => r.toFixed(1)).join(", ")}`;
    if (options.quick || rates.length < 3) console.log(`      ${pace}`);
    else
      checks.check("workload: operations a second at the last full interval within 20 % of the first", lastRate >= 0.8 * firstRate, pace);
    console.log(
      `      mean (longest) answer times: ${Object.entries(report.latency)
        .map(([k, l]) => `${k} ${(l.totalMs / l.n).toFixed(0)} ms (${(l.maxMs / 1000).toFixed(1)} s)`)
        .join(", ")}`,
    );

    if (process.env.CHAOS_VERBOSE) for (const [k, v] of Object.entries(report.samples)) console.log(`      ${k}: ${v}`);
    await quiesce(app, 180_000);
    await creditedOncePerRun(checks, app);
    ledgerAuditChecks(checks, app, { replay: "kills: npm run ledger:replay equals live", verify: "kills: npm run ledger:verify holds" });
  } finally {
    await Promise.all([runner.stop(), worker.stop()]);
    await app.stop();
  }
}

/**
 * Every profit run completed, and credited each member exactly once: one ProfitCredited event
 * per member's stream (a credit may be split between loan and profit in the journal, so the
 * events are counted, not the journal lines).
 */
/** Runs `npm run ledger:replay` and `npm run ledger:verify` over the app's database as the checks named. */
export function ledgerAuditChecks(checks: Checks, app: ChaosApp, names: { replay: string; verify: string }): void {
  const auditEnv = { DATABASE_URL: app.config.DATABASE_URL, NODE_ENV: "test" };
  const replay = npmRun("ledger:replay", auditEnv);
  checks.check(
    names.replay,
    replay.code === 0 && /replay equals live: OK/.test(replay.output),
    lastLines(replay.output, replay.code === 0 ? 1 : 20),
  );
  const verify = npmRun("ledger:verify", auditEnv);
  checks.check(
    names.verify,
    verify.code === 0 && /all invariants hold/.test(verify.output),
    lastLines(verify.output, verify.code === 0 ? 1 : 20),
  );
}

export async function creditedOncePerRun(checks: Checks, app: ChaosApp) {
  const runs = await sql<{ id: string; status: string; total: number; credited: number; events: number }>`
    SELECT r.id, r.status, r.total, count(DISTINCT e.stream_id)::int AS credited, count(e.stream_id)::int AS events
    FROM money_runs r LEFT JOIN events e ON e.type = 'ProfitCredited' AND e.data->>'runId' = r.id::text
    WHERE r.kind = 'profit' GROUP BY r.id ORDER BY min(r.started_at)`.execute(app.ctx.db);
  const wrong = runs.rows.filter((r) => r.status !== "completed" || r.credited !== r.total || r.events !== r.total);
  checks.check(
    `kills: ${runs.rows.length} profit run(s) completed, each member credited exactly once (no lost or doubled credit)`,
    wrong.length === 0 && runs.rows.length > 0,
    wrong.map((r) => `${r.id}: ${r.status}, ${r.events} credits to ${r.credited} of ${r.total} members`).join("; ") ||
      `${runs.rows.reduce((n, r) => n + r.events, 0)} credits, each run's equal to its member count`,
  );
}

export function lastLines(text: string, n: number): string {
  return text.trim().split("\n").slice(-n).join("\n      ");
}
