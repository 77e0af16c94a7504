import { queueNames } from "@app/contracts";
import { investorWithShares } from "@app/ledger-service/testing/seed-ledger";
import { startTestApp, type TestApp } from "@app/ledger-service/testing/test-app";
import { Queue } from "bullmq";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startWorkers, type WorkerSet } from "../start-workers.js";

let app: TestApp;
let workers: WorkerSet;
let queue: Queue;

beforeAll(async () => {
  app = await startTestApp();
  workers = startWorkers(app.ctx, app.runtime.redis, app.queuePrefix);
  queue = new Queue(queueNames.liabilities, { connection: app.runtime.redis, prefix: app.queuePrefix });
});
afterAll(async () => {
  await queue?.close();
  await workers?.close();
  await app?.stop();
});

async function eventually<T>(read: () => Promise<T | undefined>, what: string): Promise<T> {
  for (let i = 0; i < 200; i++) {
    const value = await read();
    if (value !== undefined) return value;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`${what} did not happen within 10 s`);
}

describe("the weekly liabilities publication", () => {
  it("when the workers start, then a schedule publishes every Sunday at 00:00 Africa/Lagos (Saturday 23:00 UTC)", async () => {
    const scheduler = await eventually(
      async () => (await queue.getJobSchedulers()).find((s) => s.key === "weekly-liabilities"),
      "the schedule",
    );
    expect(scheduler).toMatchObject({ pattern: "0 0 * * 0", tz: "Africa/Lagos" });
    const next = new Date(Number(scheduler.next));
    expect([next.getUTCDay(), next.getUTCHours(), next.getUTCMinutes()]).toEqual([6, 23, 0]);
    expect(next.getTime()).toBeGreaterThan(Date.now());
    // A second start (another worker process) keeps the one schedule.
    const again = startWorkers(app.ctx, app.runtime.redis, app.queuePrefix);
    await new Promise((r) => setTimeout(r, 300));
    await again.close();
    expect((await queue.getJobSchedulers()).filter((s) => s.key === "weekly-liabilities")).toHaveLength(1);
  });

  it("when the scheduled job runs, then the liabilities are published with the investors' balances", async () => {
    await investorWithShares(app, "2.5");
    await queue.add("publish-liabilities", {});
    const published = await eventually(async () => {
      const r = await app.api("GET", "/api/liabilities");
      return r.status === 200 ? r.body : undefined;
    }, "the publication");
    expect(published).toMatchObject({ investors: 1, totals: { profit: 0, reward: 0, shares: 2.5 } });
  });
});
