import { queueNames } from "@app/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../testing/test-app.js";
import { steppingClock } from "../../testing/totp.js";
import { DEVICE_COOKIE } from "./known-device.js";

/**
 * Issue 36, point 4: an outsider's wrong passwords hold the account, but never its owner: a
 * device that signed in before, and the password with a current code, still sign in; every
 * failure is counted and the owner is mailed.
 */
const { clock, nextStep, codeFor } = steppingClock();
const PASSWORD = "the-owners-long-passphrase";

let app: TestApp;
let ip = 0;
beforeAll(async () => {
  app = await startTestApp({}, { clock });
});
afterAll(async () => {
  await app?.stop();
});

const login = (body: Record<string, unknown>, options: { cookie?: string; from?: string } = {}) =>
  app.api("POST", "/api/auth/login", {
    body,
    headers: {
      "x-forwarded-for": options.from ?? `10.36.${Math.floor(++ip / 250)}.${ip % 250}`,
      ...(options.cookie ? { cookie: options.cookie } : {}),
    },
  });

/** `name=value` of the known-device cookie a response set, with its attributes checked. */
function deviceCookie(res: { headers: Headers }): string {
  const header = res.headers.getSetCookie().find((c) => c.startsWith(`${DEVICE_COOKIE}=`));
  expect(header).toBeDefined();
  expect(header).toMatch(/HttpOnly/i);
  expect(header).toMatch(/SameSite=Strict/i);
  return String(header).split(";")[0] ?? "";
}

async function mailsTo(to: string): Promise<Array<{ subject: string; text: string }>> {
  const queue = app.ctx.queues.all().find((q) => q.name === queueNames.email);
  const jobs = (await queue?.getJobs(["waiting", "delayed", "active", "completed", "failed"])) ?? [];
  return jobs.filter((j) => j.data.to === to).map((j) => ({ subject: String(j.data.subject), text: String(j.data.text) }));
}

const thirtyWrongPasswords = async (email: string) => {
  const statuses: number[] = [];
  for (let i = 0; i < 30; i++) statuses.push((await login({ email, password: `wrong-guess-${i}` })).status);
  return statuses;
};

describe("no lockout of the owner", () => {
  it("when 30 wrong passwords come from many addresses, then the owner's signed-in device still signs in with the right password, and a new device is held", async () => {
    const owner = await app.createUser({ password: PASSWORD });
    const first = await login({ email: owner.email, password: PASSWORD }, { from: "10.99.0.1" });
    expect(first.status).toBe(200);
    const cookie = deviceCookie(first);

    const statuses = await thirtyWrongPasswords(owner.email);
    expect(statuses).toContain(429);

    // A device that never signed in is held, even with the right password...
    const stranger = await login({ email: owner.email, password: PASSWORD });
    expect(stranger.status).toBe(429);
    // ...while the owner's device is not.
    const again = await login({ email: owner.email, password: PASSWORD }, { cookie, from: "10.99.0.1" });
    expect(again.status).toBe(200);
    expect(again.body.token).toEqual(expect.any(String));
  });

  it("when an API client signed in before sends its current bearer token with the right password, then the held account signs it in; another account's token does not", async () => {
    const owner = await app.createUser({ password: PASSWORD });
    const other = await app.createUser({ password: PASSWORD });
    const ownToken = (await login({ email: owner.email, password: PASSWORD })).body.token as string;
    const otherToken = (await login({ email: other.email, password: PASSWORD })).body.token as string;
    await thirtyWrongPasswords(owner.email);
    const withToken = (token: string) =>
      app.api("POST", "/api/auth/login", {
        token,
        body: { email: owner.email, password: PASSWORD },
        headers: { "x-forwarded-for": "10.98.0.1" },
      });
    expect((await withToken(otherToken)).status).toBe(429);
    expect((await withToken(ownToken)).status).toBe(200);
  });

  it("when the known-device cookie is altered or belongs to another account, then it opens nothing: the held account stays held", async () => {
    const owner = await app.createUser({ password: PASSWORD });
    const other = await app.createUser({ password: PASSWORD });
    const otherCookie = deviceCookie(await login({ email: other.email, password: PASSWORD }));
    const ownCookie = deviceCookie(await login({ email: owner.email, password: PASSWORD }));
    await thirtyWrongPasswords(owner.email);

    expect((await login({ email: owner.email, password: PASSWORD }, { cookie: otherCookie })).status).toBe(429);
    const forged = `${ownCookie.slice(0, -3)}AAA`;
    expect((await login({ email: owner.email, password: PASSWORD }, { cookie: forged })).status).toBe(429);
  });

  it("when a known device types wrong passwords, then it is slowed on its own, and its failures still count on the account", async () => {
    const owner = await app.createUser({ password: PASSWORD });
    const cookie = deviceCookie(await login({ email: owner.email, password: PASSWORD }));
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) statuses.push((await login({ email: owner.email, password: `typo-${i}` }, { cookie })).status);
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.slice(5)).toEqual([429, 429, 429]);
    expect(await app.ctx.counters.peek(`login:failures:account:${owner.email.toLowerCase()}`)).toBe(8);
  });

  it("when an account is held, then the owner is mailed once about the failed attempts (no link or secret in it)", async () => {
    const owner = await app.createUser({ password: PASSWORD });
    await thirtyWrongPasswords(owner.email);
    const alerts = (await mailsTo(owner.email)).filter((m) => m.subject === "Failed sign-in attempts on your account");
    expect(alerts).toHaveLength(1);
    expect(alerts[0]?.text).toMatch(/failed attempts to sign in/);
    expect(alerts[0]?.text).not.toMatch(/token=|wrong-guess/);
  });

  it("when an enrolled account is held, then its password with a current code signs in from a new device, and a wrong code or password answers 401 alike", async () => {
    const owner = await app.createUser({ password: PASSWORD });
    const setup = await app.api("POST", "/api/auth/2fa/setup", { token: owner.token, body: {} });
    nextStep();
    const enable = await app.api("POST", "/api/auth/2fa/enable", {
      token: owner.token,
      body: { code: codeFor(setup.body.secret), password: PASSWORD },
    });
    expect(enable.status).toBe(200);
    await thirtyWrongPasswords(owner.email);

    expect((await login({ email: owner.email, password: PASSWORD })).status).toBe(429);
    nextStep();
    const wrongCode = await login({ email: owner.email, password: PASSWORD, code: "000000" });
    const wrongPassword = await login({ email: owner.email, password: "not-the-password", code: codeFor(setup.body.secret) });
    expect(wrongCode).toMatchObject({ status: 401, body: { message: "Invalid email or password" } });
    expect(wrongPassword).toMatchObject({ status: 401, body: { message: "Invalid email or password" } });
    const right = await login({ email: owner.email, password: PASSWORD, code: codeFor(setup.body.secret) });
    expect(right.status).toBe(200);
    expect(right.body.token).toEqual(expect.any(String));
  });
});
