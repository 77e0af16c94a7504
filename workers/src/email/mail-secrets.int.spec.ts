import { queueNames } from "@app/contracts";
import { pino } from "pino";
import { beforeAll, describe, expect, it } from "vitest";
import { unfold, waitFor } from "../../testing/smtp-receiver.js";
import { useMailedApp } from "../../testing/mailed-app.js";

/**
 * A one-time link's token lives in the mail only: not in a log line, not in Redis once the
 * mail is sent, not in an admin answer. Real SMTP to an in-process receiver, real Redis.
 */
const logLines: string[] = [];
const { smtp, app } = useMailedApp({ logger: pino({ level: "trace" }, { write: (line: string) => void logLines.push(line) }) });
beforeAll(() => {
  smtp.refused.add("bounced@example.com");
});

/** Every value stored under the test's Redis prefix, whatever its type, as one text. */
async function everyRedisValue(): Promise<string> {
  const redis = app.runtime.redis;
  const out: string[] = [];
  for (const key of await redis.keys(`${app.queuePrefix}:*`)) {
    const type = await redis.type(key);
    if (type === "string") out.push(String(await redis.get(key)));
    else if (type === "hash") out.push(JSON.stringify(await redis.hgetall(key)));
    else if (type === "list") out.push(JSON.stringify(await redis.lrange(key, 0, -1)));
    else if (type === "set") out.push(JSON.stringify(await redis.smembers(key)));
    else if (type === "zset") out.push(JSON.stringify(await redis.zrange(key, "0", "-1")));
    else if (type === "stream") out.push(JSON.stringify(await redis.xrange(key, "-", "+")));
    else out.push(`${key}: ${type}`);
  }
  return out.join("\n");
}

describe("secrets stay secret", () => {
  it("when a user resets a forgotten password, then the token is in the mail only: not in the logs, not in Redis, not in /api/admin/jobs", async () => {
    const admin = await app.createUser({ isAdmin: true });
    const user = await app.createUser({ email: "forgetful@example.com" });
    const bounced = await app.createUser({ email: "bounced@example.com" });
    expect((await app.api("POST", "/api/auth/forgot-password", { body: { email: user.email } })).status).toBe(200);
    expect((await app.api("POST", "/api/auth/forgot-password", { body: { email: bounced.email } })).status).toBe(200);

    const mail = await waitFor("the reset mail", async () => smtp.received.find((m) => m.to.includes(user.email)));
    const token = /http:\/\/app\.test\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(unfold(mail.raw))?.[1] ?? "";
    expect(token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    // Links opened with the token in their query string: the access log keeps their paths only.
    await app.api("GET", `/api/auth/verify?token=${token}`);
    await app.api("GET", `/reset-password?token=${token}`);
    expect((await app.api("POST", "/api/auth/reset-password", { body: { token, newPassword: "a-new-password-1" } })).status).toBe(200);

    const emailQueue = app.ctx.queues.all().find((q) => q.name === queueNames.email);
    await waitFor("both mail jobs to finish", async () => {
      const counts = await emailQueue?.getJobCounts("completed", "failed");
      return counts?.completed === 1 && counts.failed === 1;
    });

    const jobs = await app.api("GET", "/api/admin/jobs", { token: admin.token });
    expect(jobs.status).toBe(200);
    const failed = jobs.body.queues.find((q: { name: string }) => q.name === queueNames.email).failed;
    expect(failed).toHaveLength(1);
    expect(failed[0]).toMatchObject({ name: "email", attemptsMade: 1, failedReason: expect.stringMatching(/550/) });
    expect(failed[0]).not.toHaveProperty("data");
    expect(JSON.stringify(jobs.body)).not.toMatch(/token=|reset-password/);

    const redisText = await everyRedisValue();
    expect(redisText).toContain(user.email); // the completed job is kept, with its address and subject
    expect(redisText).not.toContain(token);
    expect(redisText).not.toMatch(/token=/);

    const logText = logLines.join("");
    expect(logText).toMatch(/"url":"\/api\/auth\/verify"/);
    expect(logText).toMatch(/"url":"\/reset-password"/);
    expect(logText).not.toContain(token);
    expect(logText).not.toMatch(/token=/);
  });
});
