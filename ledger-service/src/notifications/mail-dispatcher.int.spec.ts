import { queueNames } from "@app/contracts";
import { Queue } from "bullmq";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../testing/test-app.js";
import { creditBalanceForTest } from "../../testing/test-seeding.js";
import { NotificationMailDispatcher } from "./mail-dispatcher.js";

// The app's own dispatcher is off (NOTIFICATION_EMAILS=false): the one under test is the only one.
let app: TestApp;
let queue: Queue;
beforeAll(async () => {
  app = await startTestApp({ NOTIFICATION_EMAILS: "false" });
  queue = new Queue(queueNames.email, { connection: app.runtime.redis, prefix: app.queuePrefix });
}, 60_000);
afterAll(async () => {
  await queue?.close();
  await app?.stop();
});

const queued = async () => {
  const counts = await queue.getJobCounts("waiting", "delayed", "active", "completed", "failed");
  return Object.values(counts).reduce((a, b) => a + b, 0);
};

describe("notification mail dispatcher", () => {
  it("when the projection runner is behind, then mails wait for it; once it has caught up, every one is enqueued once", async () => {
    const users = await Promise.all([1, 2, 3].map((i) => app.createUser({ email: `behind-${i}@example.com` })));
    for (const user of users) await creditBalanceForTest(app.ctx, user.id, "profit", "10.00");
    await app.settle();
    let behind = true;
    const dispatcher = new NotificationMailDispatcher({
      handle: app.ctx.handle,
      queues: app.ctx.queues,
      logger: pino({ level: "silent" }),
      publicUrl: "http://app.test",
      runnerBehind: () => behind,
    });
    dispatcher.kick();
    dispatcher.kick();
    await new Promise((r) => setTimeout(r, 300));
    expect(await queued()).toBe(0);
    behind = false;
    dispatcher.kick();
    for (let i = 0; i < 100 && (await queued()) < 3; i++) await new Promise((r) => setTimeout(r, 50));
    await dispatcher.stop();
    expect(await queued()).toBe(3);
    const jobs = await queue.getJobs(["waiting", "delayed", "active", "completed", "failed"]);
    expect(jobs.map((j) => (j.data as { to: string }).to).sort()).toEqual(users.map((u) => u.email).sort());
  });
});
