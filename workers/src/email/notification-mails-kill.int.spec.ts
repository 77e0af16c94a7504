import { startTestApp, type TestApp } from "@app/ledger-service/testing/test-app";
import type { Worker } from "bullmq";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queueNames } from "@app/contracts";
import { EMAIL_CONCURRENCY } from "./email.worker.js";
import { profitRunWorker } from "../runs/run.worker.js";
import { seedInvestors, waitForInvestors } from "../runs/seed-investors.js";
import { killLeftovers, spawnEmailWorker, type WorkerProcess, workerEnvFor } from "../runs/worker-process.js";
import { type SmtpReceiver, startSmtpReceiver, waitFor } from "../../testing/smtp-receiver.js";

/**
 * The profit mails of a 3,000-investor run (KILL_TEST_INVESTORS=10000 for the size measured in
 * docs/benchmarks.md), sent by an email worker in its own process that is
 * killed (SIGKILL) half way and started again: every investor is mailed, once. A mail the SMTP
 * server took just before the kill, whose job was not yet marked sent, may go out again: it then
 * carries the same Message-ID (one per job, the job id being the event's), so it is the same mail.
 */
const INVESTORS = Number(process.env.KILL_TEST_INVESTORS ?? 3_000);
const SUBJECT = "Profit credited to your account";
let smtp: SmtpReceiver;
let app: TestApp;
let runWorker: Worker;
const children: WorkerProcess[] = [];

beforeAll(async () => {
  smtp = await startSmtpReceiver();
  app = await startTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: "http://app.test" });
  runWorker = profitRunWorker({ ctx: app.ctx, connection: app.runtime.redis, prefix: app.queuePrefix });
}, 60_000);
afterAll(async () => {
  killLeftovers(children);
  await runWorker?.close();
  await app?.stop();
  await smtp?.close();
});

const messageId = (raw: string) => /^Message-ID: (.*)$/im.exec(raw)?.[1]?.trim() ?? "";

describe("notification mails when the email worker is killed", () => {
  it(`when a profit run credits ${INVESTORS.toLocaleString("en-US")} investors and the email worker is killed mid-send and restarted, then each investor's profit mail arrives, once (a resend is the same Message-ID)`, async () => {
    await seedInvestors(app.ctx, INVESTORS);
    await waitForInvestors(app.ctx, INVESTORS, 60_000);
    await app.settle();
    // The seeded investors' purchase mails are history here: handed to the queue, then dropped.
    while ((await app.runtime.mailDispatcher?.dispatchOnce()) ?? 0) {}
    const emailQueue = app.ctx.queues.all().find((q) => q.name === queueNames.email);
    await emailQueue?.drain();
    const admin = await app.createUser({ isAdmin: true });
    const env = workerEnvFor(app, { SMTP_URL: smtp.url, PUBLIC_URL: "http://app.test" });
    const first = await spawnEmailWorker(env);
    children.push(first);

    const res = await app.api("POST", "/api/profits/credit", { token: admin.token, body: { percentage: 1 } });
    expect(res.status).toBe(200);
    const profitMails = () => smtp.received.filter((m) => m.subject === SUBJECT);
    await waitFor("the first profit mails", async () => profitMails().length >= INVESTORS / 5, 120_000);
    first.child.kill("SIGKILL");
    await first.exited;
    const atKill = profitMails().length;
    expect(atKill).toBeLessThan(INVESTORS);

    children.push(await spawnEmailWorker(env));
    const distinct = () => new Set(profitMails().map((m) => messageId(m.raw))).size;
    await waitFor("every profit mail", async () => distinct() >= INVESTORS, 180_000);
    await new Promise((r) => setTimeout(r, 1500)); // time to (wrongly) send more
    const mails = profitMails();
    const byInvestor = new Map<string, Set<string>>();
    for (const m of mails) for (const to of m.to) byInvestor.set(to, (byInvestor.get(to) ?? new Set()).add(messageId(m.raw)));
    expect(byInvestor.size).toBe(INVESTORS);
    expect([...byInvestor.values()].filter((ids) => ids.size !== 1)).toEqual([]);
    expect(distinct()).toBe(INVESTORS);
    expect(messageId(mails[0]?.raw ?? "")).toMatch(/^<notification-[\w-]+@app\.test>$/);
    // Resent copies only for mails in flight at the kill.
    expect(mails.length - INVESTORS).toBeLessThanOrEqual(EMAIL_CONCURRENCY);
  }, 300_000);
});
