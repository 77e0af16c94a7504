import { money } from "@app/contracts";
import { useTestApp } from "@app/ledger-service/testing/test-app";
import { sql } from "kysely";
import { afterAll, describe, expect, it } from "vitest";
import { seedInvestors, sharesFor, waitForInvestors } from "./seed-investors.js";
import { killLeftovers, QUICK_TAKEOVER, spawnRunWorker, type WorkerProcess, workerEnvFor } from "./worker-process.js";

const INVESTORS = 10_000;
const WORKER_ENV = {
  ...QUICK_TAKEOVER,
  PROFIT_RUN_BATCH_SIZE: "500",
  RUN_CLAIM_LEASE_MS: "2000",
};

const { app } = useTestApp(WORKER_ENV);
const workers: WorkerProcess[] = [];
afterAll(() => killLeftovers(workers));

async function runRow(runId: string) {
  return app.ctx.db.selectFrom("money_runs").selectAll().where("id", "=", runId).executeTakeFirstOrThrow();
}
async function waitUntil<T>(read: () => Promise<T>, done: (v: T) => boolean, timeoutMs: number, pollMs = 20): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const v = await read();
    if (done(v)) return v;
    if (Date.now() > deadline) throw new Error(`timed out; last: ${JSON.stringify(v)}`);
    await new Promise((r) => setTimeout(r, pollMs));
  }
}

describe("a profit run whose worker is killed", () => {
  it("when the worker process is killed mid-run over 10,000 investors and another starts, then every investor is credited exactly once and the run reaches 100%", async () => {
    const t0 = Date.now();
    await seedInvestors(app.ctx, INVESTORS);
    await waitForInvestors(app.ctx, INVESTORS, 45_000);
    const seeded = Date.now();
    const admin = await app.createUser({ isAdmin: true });
    const env = workerEnvFor(app, WORKER_ENV);
    const first = await spawnRunWorker(env);
    workers.push(first);

    const res = await app.api("POST", "/api/profits/credit", { token: admin.token, body: { percentage: 1.5 } });
    expect(res.status).toBe(200);
    const runId = res.body.runId as string;
    const started = Date.now();

    const atKill = await waitUntil(
      () => runRow(runId),
      (r) => r.processed >= 1000,
      30_000,
    );
    first.child.kill("SIGKILL");
    expect((await first.exited).signal).toBe("SIGKILL");
    const killedAt = Date.now();
    const afterKill = await runRow(runId);
    expect(afterKill.processed).toBeLessThan(INVESTORS);

    const second = await spawnRunWorker(env);
    workers.push(second);
    await waitUntil(
      () => runRow(runId),
      (r) => r.status === "completed",
      45_000,
      100,
    );
    const completed = Date.now();
    second.child.kill("SIGTERM");
    await second.exited;

    const view = await app.api("GET", `/api/profits/runs/${runId}`, { token: admin.token });
    expect(view.body).toMatchObject({ status: "completed", total: INVESTORS, processed: INVESTORS, progress: 100 });

    // The journal proves it: one profit-expense line per investor for this run, none twice.
    await app.ctx.readYourWrites(await app.ctx.store.headPosition());
    const journal = await sql<{ lines: number; investors: number; total: string }>`
      SELECT count(*)::int AS lines, count(DISTINCT j.credit_account)::int AS investors, sum(j.amount)::text AS total
      FROM journal_entries j JOIN events e ON e.event_id = j.event_id
      WHERE j.debit_account = 'platform:profit-expense' AND e.data->>'runId' = ${runId}`.execute(app.ctx.db);
    let expected = money(0);
    for (let i = 0; i < INVESTORS; i++) expected = expected.add(money(sharesFor(i)).mul(100).mul("0.015"));
    expect(journal.rows[0]).toEqual({ lines: INVESTORS, investors: INVESTORS, total: expected.toFixed(2) });
    expect(view.body.totalAmount).toBe(expected.toNumber());
    const stream = await app.ctx.store.readStream(`profit-run-${runId}`);
    expect(stream.map((e) => e.type)).toEqual(["ProfitRunStarted", "ProfitRunCompleted"]);

    console.info(
      JSON.stringify({
        investors: INVESTORS,
        seedMs: seeded - t0,
        processedAtKill: atKill.processed,
        runMsUntilKill: killedAt - started,
        resumeAndFinishMs: completed - killedAt,
        totalRunMs: completed - started,
      }),
    );
  }, 180_000);
});
