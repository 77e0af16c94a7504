import { queueNames } from "@app/contracts";
import { startTestApp } from "@app/ledger-service/testing/test-app";
import { describe, expect, it } from "vitest";
import { freePort } from "@app/ledger-service/testing/ports";
import { startWorkers } from "../start-workers.js";
import { waitFor } from "../../testing/smtp-receiver.js";

describe("a mail that fails for good", () => {
  it("when every try of a reset mail fails, then the failed job keeps its address and subject but not the body with its one-time link", async () => {
    // A port nobody listens on: every SMTP try fails as a transient error (connection refused).
    const app = await startTestApp({ SMTP_URL: `smtp://127.0.0.1:${await freePort()}`, PUBLIC_URL: "http://app.test" });
    const workers = startWorkers(app.ctx, app.runtime.redis, app.queuePrefix);
    try {
      const user = await app.createUser({ email: "unlucky@example.com" });
      expect((await app.api("POST", "/api/auth/forgot-password", { body: { email: user.email } })).status).toBe(200);
      const queue = app.ctx.queues.all().find((q) => q.name === queueNames.email);
      const [failed] = await waitFor("the mail job to fail for good", async () => {
        const jobs = (await queue?.getJobs(["failed"])) ?? [];
        return jobs.length > 0 ? jobs : undefined;
      });
      expect(failed?.attemptsMade).toBeGreaterThan(1);
      expect(failed?.data).toEqual({ to: user.email, subject: "Reset your password", dropped: true });
      expect(JSON.stringify(failed?.data)).not.toMatch(/token=/);
    } finally {
      await workers.close();
      await app.stop();
    }
  }, 60_000);
});
