import { Secret, TOTP } from "otpauth";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../testing/test-app.js";
import { FREE_FAILURES_PER_ACCOUNT } from "./login-throttle.js";
import { CODES_PER_CHALLENGE } from "./two-factor.js";

/** Sign-in guessing is bounded even when every guess arrives at once (issue 26, item 5). */
const { app } = useTestApp();
const PASSWORD = "a-long-guessing-passphrase";
let ip = 0;
const from = () => ({ "x-forwarded-for": `10.26.${Math.floor(++ip / 250)}.${ip % 250}` });
const post = (path: string, body: unknown, token?: string) => app.api("POST", path, { token, body, headers: from() });
const count = (statuses: number[], status: number) => statuses.filter((s) => s === status).length;
const accountFailures = async (email: string) =>
  Number(await app.runtime.redis.get(`${app.queuePrefix}:rate:login:failures:account:${email}`));

async function investorWithPassword() {
  return app.createUser({ password: PASSWORD });
}

describe("wrong passwords in parallel", () => {
  it("when 50 wrong passwords for one account arrive at once (each from its own address), then all 50 are recorded as failures, only the free ones are checked and the rest get 429", async () => {
    const user = await investorWithPassword();
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => post("/api/auth/login", { email: user.email, password: "wrong-guess-123" })),
    );
    const statuses = answers.map((a) => a.status);
    expect(count(statuses, 401)).toBe(FREE_FAILURES_PER_ACCOUNT);
    expect(count(statuses, 429)).toBe(50 - FREE_FAILURES_PER_ACCOUNT);
    for (const refused of answers.filter((a) => a.status === 429)) {
      expect(refused.body.message).toMatch(/^Too many login attempts\. Please try again in \d+ (seconds|minutes)\.$/);
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    }
    expect(await accountFailures(user.email)).toBe(50);
    // The account's limit holds for the right password too, until the wait has passed.
    expect((await post("/api/auth/login", { email: user.email, password: PASSWORD })).status).toBe(429);
  });

  it("when 50 wrong passwords for an unknown email arrive at once, then they are bounded exactly like a known account's", async () => {
    const email = `nobody-${Date.now()}@example.com`;
    const statuses = (
      await Promise.all(Array.from({ length: 50 }, () => post("/api/auth/login", { email, password: "wrong-guess-123" })))
    ).map((a) => a.status);
    expect(count(statuses, 401)).toBe(FREE_FAILURES_PER_ACCOUNT);
    expect(count(statuses, 429)).toBe(50 - FREE_FAILURES_PER_ACCOUNT);
    expect(await accountFailures(email)).toBe(50);
  });

  it("when the right password follows a few wrong ones, then the account starts again with a clean slate", async () => {
    const user = await investorWithPassword();
    for (let i = 0; i < FREE_FAILURES_PER_ACCOUNT - 1; i++)
      expect((await post("/api/auth/login", { email: user.email, password: "wrong-guess-123" })).status).toBe(401);
    expect((await post("/api/auth/login", { email: user.email, password: PASSWORD })).status).toBe(200);
    expect(await accountFailures(user.email)).toBe(0);
    for (let i = 0; i < FREE_FAILURES_PER_ACCOUNT; i++)
      expect((await post("/api/auth/login", { email: user.email, password: "wrong-guess-123" })).status).toBe(401);
  });
});

describe("wrong codes at one login challenge", () => {
  it("when 50 wrong codes arrive at once at one challenge, then at most 5 are checked, the challenge closes, and the right code afterwards on it is refused", async () => {
    const user = await investorWithPassword();
    const setup = await post("/api/auth/2fa/setup", {}, user.token);
    const totp = new TOTP({ secret: Secret.fromBase32(setup.body.secret), digits: 6, period: 30, algorithm: "SHA1" });
    expect((await post("/api/auth/2fa/enable", { code: totp.generate(), password: PASSWORD }, user.token)).status).toBe(200);
    const login = await post("/api/auth/login", { email: user.email, password: PASSWORD });
    const { challenge } = login.body;
    expect(challenge).toEqual(expect.any(String));
    const right = totp.generate();
    const wrong = right === "000000" ? "000001" : "000000";

    const answers = await Promise.all(Array.from({ length: 50 }, () => post("/api/auth/2fa/verify", { challenge, code: wrong })));
    expect(answers.filter((a) => a.status === 200)).toEqual([]);
    // A code that was checked says so; every other one was refused unread.
    const checked = answers.filter((a) => /^The authentication code is not correct\./.test(a.body.message));
    expect(checked).toHaveLength(CODES_PER_CHALLENGE);
    expect(answers.filter((a) => a.body.message === "The authentication code is not correct. Please log in again.")).toHaveLength(1);
    for (const refused of answers.filter((a) => !checked.includes(a))) expect([401, 429]).toContain(refused.status);

    const afterwards = await post("/api/auth/2fa/verify", { challenge, code: right });
    expect(afterwards).toMatchObject({ status: 401, body: { message: "Your sign-in has expired. Please log in again." } });
    expect(afterwards.body.token).toBeUndefined();
  });
});
