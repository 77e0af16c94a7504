import { startTestApp, type TestApp } from "@app/ledger-service/testing/test-app";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startWorkers, type WorkerSet } from "../start-workers.js";
import { seedInvestors, waitForInvestors } from "./seed-investors.js";

let app: TestApp;
let workers: WorkerSet;
beforeAll(async () => {
  app = await startTestApp({ PROFIT_RUN_BATCH_SIZE: "7" });
  workers = startWorkers(app.ctx, app.runtime.redis, app.queuePrefix);
});
afterAll(async () => {
  await workers?.close();
  await app?.stop();
});

async function waitForRun(path: string, token: string) {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const res = await app.api("GET", path, { token });
    if (res.body.status !== "running" || Date.now() > deadline) return res.body;
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe("the run workers", () => {
  it("when the admin credits profit and distributes rewards, then the queued jobs run to completion in batches", async () => {
    const admin = await app.createUser({ isAdmin: true });
    const referrer = await app.createUser();
    const team = await seedInvestors(app.ctx, 30);
    await app.ctx.db.updateTable("users").set({ referred_by: referrer.id }).where("id", "in", team.slice(0, 4)).execute();
    await waitForInvestors(app.ctx, 30, 20_000);

    const profit = await app.api("POST", "/api/profits/credit", { token: admin.token, body: { percentage: 1 } });
    expect(await waitForRun(`/api/profits/runs/${profit.body.runId}`, admin.token)).toMatchObject({
      status: "completed",
      total: 30,
      processed: 30,
      progress: 100,
    });

    const reward = await app.api("POST", "/api/admin/referral-rewards/distribute", { token: admin.token, body: { percentage: 5 } });
    // The team holds 0.5 + 1 + 1.5 + 2 = 5 shares = $500; 5% of it is $25.
    expect(await waitForRun(`/api/admin/referral-rewards/runs/${reward.body.runId}`, admin.token)).toMatchObject({
      status: "completed",
      total: 1,
      progress: 100,
      totalAmount: 25,
    });
  });
});
