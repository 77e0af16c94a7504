import { createHash } from "node:crypto";
import { queueNames } from "@app/contracts";
import { pino } from "pino";
import { beforeEach, describe, expect, it } from "vitest";
import { useTestApp } from "../../testing/test-app.js";
import { totpCode } from "../../testing/totp.js";
import { accountHash } from "./auth-events.js";

/** Every line the app logs, as JSON objects (a real pino logger writing to this array). */
const lines: Array<Record<string, unknown>> = [];
const logger = pino({ level: "info" }, { write: (line: string) => void lines.push(JSON.parse(line)) });
const { app, admin } = useTestApp({}, { logger, admin: {} });
beforeEach(() => {
  lines.length = 0;
});

let ip = 0;
const post = (path: string, body: unknown, token?: string) =>
  app.api("POST", path, { token, body, headers: { "x-forwarded-for": `10.77.0.${++ip}` } });
const events = (kind: string) => lines.filter((l) => l.authEvent === kind);

async function userWithPassword(password: string) {
  return app.createUser({ password });
}

/** The reset link's token of the newest queued mail to `to` (no worker runs here: mails stay queued). */
async function resetToken(to: string): Promise<string> {
  const queue = app.ctx.queues.all().find((q) => q.name === queueNames.email);
  const jobs = ((await queue?.getJobs(["waiting", "delayed"])) ?? []).filter((j) => j.data.to === to);
  const m = String(jobs.sort((a, b) => b.timestamp - a.timestamp)[0]?.data.text).match(/reset-password\?token=([A-Za-z0-9_-]+)/);
  if (!m?.[1]) throw new Error("no reset mail queued");
  return m[1];
}

describe("the auth-event log", () => {
  it("when a sign-in fails, then one 'sign-in-failed' line with the request's id and a hash of the account, and neither the password nor the email", async () => {
    const user = await userWithPassword("the-right-passphrase");
    const password = "Wr0ng-but-secret-passphrase";
    const res = await post("/api/auth/login", { email: user.email, password });
    expect(res.status).toBe(401);
    const [line, ...more] = events("sign-in-failed");
    expect(more).toEqual([]);
    expect(line).toMatchObject({
      reqId: res.headers.get("x-request-id"),
      step: "password",
      account: accountHash(app.config.JWT_SECRET, user.email),
      msg: "auth event",
    });
    // Keyed: not the bare SHA-256 of the address, which anyone holding a list of emails could match.
    const bare = createHash("sha256").update(user.email.toLowerCase()).digest("hex").slice(0, 16);
    expect(line?.account).not.toBe(bare);
    const text = JSON.stringify(lines);
    expect(text).not.toContain(password);
    expect(text).not.toContain(user.email);
  });

  it("when sign-ins are held (429), then a 'sign-in-held' line with the wait; a successful sign-in logs no event", async () => {
    const user = await userWithPassword("the-right-passphrase");
    for (let i = 0; i < 5; i++) await post("/api/auth/login", { email: user.email, password: `guess-number-${i}` });
    const held = await post("/api/auth/login", { email: user.email, password: "the-right-passphrase" });
    expect(held.status).toBe(429);
    expect(events("sign-in-held")).toEqual([
      expect.objectContaining({ reqId: held.headers.get("x-request-id"), retryAfterSeconds: expect.any(Number) }),
    ]);
    const other = await userWithPassword("another-passphrase");
    lines.length = 0;
    expect((await post("/api/auth/login", { email: other.email, password: "another-passphrase" })).status).toBe(200);
    expect(lines.filter((l) => l.authEvent)).toEqual([]);
  });

  it("when a password is reset by its mailed link, then a 'password-reset' line and the link's token is in no line", async () => {
    const user = await userWithPassword("the-old-passphrase");
    await post("/api/auth/forgot-password", { email: user.email });
    const token = await resetToken(user.email);
    const newPassword = "a-brand-new-passphrase";
    const res = await post("/api/auth/reset-password", { token, newPassword });
    expect(res.status).toBe(200);
    expect(events("password-reset")).toEqual([expect.objectContaining({ reqId: res.headers.get("x-request-id") })]);
    const text = JSON.stringify(lines);
    expect(text).not.toContain(token);
    expect(text).not.toContain(newPassword);
  });

  it("when an investor turns the second factor on, then a 'two-factor-changed' line with enabled=true and neither the secret nor the code", async () => {
    const user = await userWithPassword("the-right-passphrase");
    const setup = await post("/api/auth/2fa/setup", {}, user.token);
    const secret = setup.body.secret as string;
    const code = totpCode(secret);
    const res = await post("/api/auth/2fa/enable", { code, password: "the-right-passphrase" }, user.token);
    expect(res.status).toBe(200);
    expect(events("two-factor-changed")).toEqual([
      expect.objectContaining({ reqId: res.headers.get("x-request-id"), userId: user.id, enabled: true }),
    ]);
    const text = JSON.stringify(lines);
    expect(text).not.toContain(secret);
    expect(text).not.toContain(`"${code}"`);
    expect(text).not.toContain("the-right-passphrase");
    for (const recoveryCode of res.body.recoveryCodes as string[]) expect(text).not.toContain(recoveryCode);
  });

  it("when an admin changes a user's role, then a 'role-changed' line naming the user, both roles and the admin", async () => {
    const user = await app.createUser();
    const res = await app.api("PUT", `/api/admin/users/${user.id}/role`, { token: admin.token, body: { role: "auditor" } });
    expect(res.status).toBe(200);
    expect(events("role-changed")).toEqual([
      expect.objectContaining({
        reqId: res.headers.get("x-request-id"),
        userId: user.id,
        role: "auditor",
        previousRole: "investor",
        actorId: admin.id,
      }),
    ]);
  });
});
