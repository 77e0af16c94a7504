import { useTestApp } from "@app/ledger-service/testing/test-app";
import { sql } from "kysely";
import { afterAll, describe, expect, it } from "vitest";
import { seedInvestors, waitForInvestors } from "./seed-investors.js";
import { killLeftovers, QUICK_TAKEOVER, spawnRunWorker, type WorkerProcess, workerEnvFor } from "./worker-process.js";

const INVESTORS = 3_000;
const ENV = {
  ...QUICK_TAKEOVER,
  PROFIT_RUN_BATCH_SIZE: "100",
  RUN_CLAIM_LEASE_MS: "5000",
  RUN_PARALLEL_JOBS: "2",
};

const { app } = useTestApp(ENV);
const workers: WorkerProcess[] = [];
afterAll(() => killLeftovers(workers));

describe("two worker processes on one profit run", () => {
  it("when two workers run one profit run, then they share the work and each investor is credited exactly once", async () => {
    await seedInvestors(app.ctx, INVESTORS);
    await waitForInvestors(app.ctx, INVESTORS, 60_000);
    const env = workerEnvFor(app, ENV);
    workers.push(...(await Promise.all([spawnRunWorker(env), spawnRunWorker(env)])));
    const admin = await app.createUser({ isAdmin: true });

    const res = await app.api("POST", "/api/profits/credit", { token: admin.token, body: { percentage: 2 } });
    expect(res.status).toBe(200);
    const runId = res.body.runId as string;
    const deadline = Date.now() + 90_000;
    for (;;) {
      const run = await app.api("GET", `/api/profits/runs/${runId}`, { token: admin.token });
      if (run.body.status === "completed") {
        expect(run.body).toMatchObject({ total: INVESTORS, processed: INVESTORS, progress: 100 });
        break;
      }
      if (Date.now() > deadline) throw new Error(`run not completed: ${JSON.stringify(run.body)}`);
      await new Promise((r) => setTimeout(r, 100));
    }

    const byWorker = await sql<{ worker: string; credits: number }>`
      SELECT metadata->>'worker' AS worker, count(*)::int AS credits FROM events
      WHERE type = 'ProfitCredited' AND data->>'runId' = ${runId} GROUP BY 1 ORDER BY 1`.execute(app.ctx.db);
    expect(byWorker.rows).toHaveLength(2);
    for (const w of byWorker.rows) expect(w.credits).toBeGreaterThan(0);
    expect(byWorker.rows.reduce((n, w) => n + w.credits, 0)).toBe(INVESTORS);

    await app.settle();
    const journal = await sql<{ lines: number; investors: number }>`
      SELECT count(*)::int AS lines, count(DISTINCT j.credit_account)::int AS investors
      FROM journal_entries j JOIN events e ON e.event_id = j.event_id
      WHERE j.debit_account = 'platform:profit-expense' AND e.data->>'runId' = ${runId}`.execute(app.ctx.db);
    expect(journal.rows[0]).toEqual({ lines: INVESTORS, investors: INVESTORS });
  }, 180_000);
});
