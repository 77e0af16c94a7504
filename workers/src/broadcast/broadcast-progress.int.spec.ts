import { randomUUID } from "node:crypto";
import { startTestApp, type TestApp } from "@app/ledger-service/testing/test-app";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startWorkers, type WorkerSet } from "../start-workers.js";
import { type SmtpReceiver, startSmtpReceiver } from "../../testing/smtp-receiver.js";
import { insertUsers } from "@app/ledger-service/testing/bulk-users";

// The receiver takes the first mails at once and holds the rest until released, so the
// broadcast is caught half sent.
const ACCEPT_AT_ONCE = 30;
let accepted = 0;
let release: () => void = () => {};
const released = new Promise<void>((resolve) => {
  release = resolve;
});
let smtp: SmtpReceiver;
let app: TestApp;
let workers: WorkerSet;

beforeAll(async () => {
  smtp = await startSmtpReceiver({ beforeAccept: async () => (++accepted <= ACCEPT_AT_ONCE ? undefined : released) });
  app = await startTestApp({ SMTP_URL: smtp.url });
  workers = startWorkers(app.ctx, app.runtime.redis, app.queuePrefix);
});
afterAll(async () => {
  release();
  await workers?.close();
  await app?.stop();
  await smtp?.close();
});

describe("broadcast progress", () => {
  it("when a broadcast is half sent, then its status shows the mails sent so far, and the total once done", async () => {
    const admin = await app.createUser({ isAdmin: true });
    await insertUsers(
      app,
      Array.from({ length: 199 }, (_, i) => ({
        email: `progress${i}@example.com`,
        fullName: `Investor ${i}`,
        referralCode: `P${i}X${randomUUID().slice(0, 6)}`,
      })),
    );
    const sent = await app.api("POST", "/api/admin/broadcast", { token: admin.token, body: { subject: "Progress", message: "<p>Hi</p>" } });
    expect(sent).toMatchObject({ status: 202, body: { recipients: 200 } });
    const status = () => app.api("GET", `/api/admin/broadcasts/${sent.body.broadcastId}`, { token: admin.token });

    let midway: { status: string; sent: number } | undefined;
    for (let i = 0; i < 300 && !midway; i++) {
      const s = (await status()).body;
      if (s.status === "sending" && s.sent >= ACCEPT_AT_ONCE) midway = s;
      else await new Promise((r) => setTimeout(r, 50));
    }
    expect(midway).toMatchObject({ status: "sending", recipients: 200, sent: ACCEPT_AT_ONCE, failed: 0 });

    release();
    let done: { status: string } | undefined;
    for (let i = 0; i < 400 && done?.status !== "completed"; i++) {
      done = (await status()).body;
      if (done?.status !== "completed") await new Promise((r) => setTimeout(r, 100));
    }
    expect(done).toMatchObject({ status: "completed", recipients: 200, sent: 200, failed: 0 });
  });
});
