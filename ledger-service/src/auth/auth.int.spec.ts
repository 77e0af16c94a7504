import { randomUUID } from "node:crypto";
import { EMAIL_VERIFIED, INVALID_TOKEN, queueNames } from "@app/contracts";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../testing/test-app.js";
import { createRuntime } from "../bootstrap.js";
import { AdminEmailTakenError, ensureAdmin } from "./ensure-admin.js";
import { ADDRESS_LIMITS_PER_HOUR } from "./address-limits.js";
import { FORGOT_PASSWORD_ANSWER_MS } from "./routes.js";
import { FREE_FAILURES_PER_ACCOUNT, FREE_FAILURES_PER_ADDRESS } from "./login-throttle.js";
import { hashPassword } from "./passwords.js";
import { insertUsers } from "../../testing/bulk-users.js";

let app: TestApp;
let ipCounter = 0;
beforeAll(async () => {
  app = await startTestApp({ ADMIN_EMAIL: "boss@example.com", ADMIN_PASSWORD: "boss-password-123" });
});
afterAll(async () => {
  await app?.stop();
});

/** Each call comes from its own client IP (the app trusts X-Forwarded-For from loopback) unless told. */
const login = (email: string, password: string, ip = `10.1.0.${++ipCounter}`) =>
  app.api("POST", "/api/auth/login", { body: { email, password }, headers: { "x-forwarded-for": ip } });
const register = (body: Record<string, unknown>, ip = `10.2.0.${++ipCounter}`) =>
  app.api("POST", "/api/auth/register", { body, headers: { "x-forwarded-for": ip } });
let n = 0;
const newEmail = () => `person${++n}-${Date.now()}@example.com`;

/** The link of the newest queued mail to `to` (no worker runs in this file: mails stay queued). */
async function mailedToken(to: string, path: "/verify" | "/reset-password"): Promise<string | null> {
  const queue = app.ctx.queues.all().find((q) => q.name === queueNames.email);
  const jobs = (await queue?.getJobs(["waiting", "delayed", "active"])) ?? [];
  const texts = jobs
    .filter((j) => j.data.to === to)
    .sort((a, b) => b.timestamp - a.timestamp)
    .map((j) => String(j.data.text));
  const m = texts[0]?.match(new RegExp(`${path}\\?token=([A-Za-z0-9_-]+)`));
  return m?.[1] ?? null;
}

describe("register", () => {
  it("when a visitor registers, then 201 with the user (referral code, no password) and an argon2id hash at OWASP strength", async () => {
    const email = newEmail();
    const res = await register({ fullName: "Ada Obi", email, password: "correct horse" });
    expect(res.status).toBe(201);
    expect(res.body.message).toMatch(/Registration successful/);
    expect(res.body.user).toMatchObject({
      fullName: "Ada Obi",
      email,
      isAdmin: false,
      sharesOwned: 0,
      profitBalance: 0,
      referralRewardBalance: 0,
      referredBy: null,
    });
    expect(res.body.user.referralCode).toMatch(/^[A-Z2-9]{8}$/);
    expect(JSON.stringify(res.body)).not.toMatch(/password|argon/i);
    const row = await app.ctx.db
      .selectFrom("users")
      .select(["password_hash", "email_verified"])
      .where("email", "=", email)
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
    expect(row.email_verified).toBe(false);
    expect(await mailedToken(email, "/verify")).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it("when the email is already registered (in another case), then the same 201 answer as for a new one, no second account, and the owner is mailed instead of a link", async () => {
    const email = newEmail();
    const fresh = await register({ fullName: "A", email, password: "password-1" });
    expect(fresh.status).toBe(201);
    const again = await register({ fullName: "B", email: email.toUpperCase(), password: "password-2" });
    expect(again.status).toBe(201);
    expect(again.body.message).toBe(fresh.body.message);
    // The same shape and the same kind of values: nothing tells the accounts apart.
    const shape = (body: { user: Record<string, unknown> }) =>
      Object.fromEntries(
        Object.entries(body.user).map(([k, v]) => [k, k === "_id" || k === "referralCode" || k === "createdAt" ? typeof v : v]),
      );
    expect(shape(again.body)).toEqual({ ...shape(fresh.body), fullName: "B" });
    expect(again.body.user._id).not.toBe(fresh.body.user._id);
    const count = await app.ctx.db
      .selectFrom("users")
      .select((eb) => eb.fn.countAll<string>().as("n"))
      .where(sql`lower(email)`, "=", email)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
    const queue = app.ctx.queues.all().find((q) => q.name === queueNames.email);
    const mails = ((await queue?.getJobs(["waiting", "delayed", "active"])) ?? []).filter((j) => String(j.data.to).toLowerCase() === email);
    expect(mails.map((j) => j.data.subject).sort()).toEqual([
      "Someone tried to register with your email address",
      "Verify your email address",
    ]);
    expect(mails.find((j) => j.data.subject.startsWith("Someone"))?.data.text).not.toMatch(/token=/);
  });

  it("when the referral code is unknown, then 400 'Invalid referral code'; a known one (any case) links the referrer", async () => {
    const bad = await register({ fullName: "C", email: newEmail(), password: "password-3", referralCode: "NOPE1234" });
    expect(bad).toMatchObject({ status: 400, body: { message: "Invalid referral code" } });
    const referrer = await app.createUser({ fullName: "Referrer" });
    const good = await register({
      fullName: "D",
      email: newEmail(),
      password: "password-4",
      referralCode: referrer.referralCode.toLowerCase(),
    });
    expect(good.status).toBe(201);
    expect(good.body.user.referredBy).toMatchObject({ _id: referrer.id, fullName: "Referrer", referralCode: referrer.referralCode });
  });

  it("when fields are missing or the password is short, then 400 with a clear message", async () => {
    expect((await register({ email: newEmail(), password: "password-5" })).body.message).toBe("Full name is required.");
    expect((await register({ fullName: "E", email: "not-an-email", password: "password-5" })).body.message).toBe(
      "Please enter a valid email address.",
    );
    const short = await register({ fullName: "E", email: newEmail(), password: "123456789" });
    expect(short).toMatchObject({ status: 400, body: { message: "Password must be at least 10 characters." } });
  });

  it("when every user registers, then each gets a different referral code", async () => {
    const codes = new Set<string>();
    for (let i = 0; i < 5; i++)
      codes.add((await register({ fullName: `F${i}`, email: newEmail(), password: "password-6" })).body.user.referralCode);
    expect(codes.size).toBe(5);
  });
});

describe("login", () => {
  it("when the credentials are right, then a token and the user; the token opens /api/user/me", async () => {
    const email = newEmail();
    await register({ fullName: "Gina", email, password: "gina-password" });
    const res = await login(email.toUpperCase(), "gina-password");
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ email, fullName: "Gina", isAdmin: false });
    const [, payload] = res.body.token.split(".");
    expect(JSON.parse(Buffer.from(payload, "base64url").toString())).toMatchObject({ sub: res.body.user._id, isAdmin: false });
    expect((await app.api("GET", "/api/user/me", { token: res.body.token })).body.email).toBe(email);
  });

  it("when the email is unknown or the password wrong, then the same 401 'Invalid email or password'", async () => {
    const email = newEmail();
    await register({ fullName: "H", email, password: "h-password" });
    const unknown = await login(newEmail(), "h-password");
    const wrong = await login(email, "not-h-password");
    expect(unknown).toMatchObject({ status: 401, body: { message: "Invalid email or password" } });
    expect(wrong.status).toBe(unknown.status);
    expect(wrong.body).toEqual(unknown.body);
  });

  it("when the password is long, then all of it counts (nothing truncated)", async () => {
    const email = newEmail();
    const long = `${"x".repeat(72)}-tail-that-matters-${"y".repeat(60)}`;
    expect((await register({ fullName: "I", email, password: long })).status).toBe(201);
    expect((await login(email, long)).status).toBe(200);
    expect((await login(email, long.slice(0, 72))).status).toBe(401);
    expect((await login(email, long.slice(0, 100))).status).toBe(401);
  });

  it("when one account gets too many wrong passwords from anywhere, then 429 with Retry-After even with the right one, until the wait passes", async () => {
    const email = newEmail();
    await register({ fullName: "J", email, password: "j-password" });
    for (let i = 0; i < FREE_FAILURES_PER_ACCOUNT; i++) expect((await login(email, "wrong-password")).status).toBe(401);
    const blocked = await login(email, "j-password");
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toMatch(/^Too many login attempts\. Please try again in \d+ seconds\.$/);
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(0);
    // The wait is a delay, not a lock: once it has passed, the owner signs in and starts afresh.
    await app.ctx.counters.reset(`login:hold:account:${email}`);
    expect((await login(email, "j-password")).status).toBe(200);
    expect((await login(email, "wrong-password")).status).toBe(401);
  });
  it("when a user logs out, then the token stops working at once", async () => {
    const email = newEmail();
    await register({ fullName: "L", email, password: "l-password" });
    const { token } = (await login(email, "l-password")).body;
    expect((await app.api("POST", "/api/auth/logout", { token })).status).toBe(200);
    expect((await app.api("GET", "/api/user/me", { token })).status).toBe(401);
    expect((await app.api("POST", "/api/auth/logout")).status).toBe(401);
  });

  it("when a user is deleted, then they cannot log in and their token stops working", async () => {
    const email = newEmail();
    await register({ fullName: "M", email, password: "m-password" });
    const { token } = (await login(email, "m-password")).body;
    await app.ctx.db.updateTable("users").set({ deleted_at: new Date() }).where("email", "=", email).execute();
    expect((await app.api("GET", "/api/user/me", { token })).status).toBe(401);
    expect(await login(email, "m-password")).toMatchObject({ status: 401, body: { message: "Invalid email or password" } });
  });
});

describe("sign-in that fits real networks", () => {
  // Five times the address's free failures (FREE_FAILURES_PER_ADDRESS), well inside its hour's
  // window (FAILURE_WINDOW_SECONDS): were a success counted against the address, the 21st would wait.
  it("when 100 different investors sign in from one address, then all succeed: a success never counts against the address", {
    timeout: 180_000,
  }, async () => {
    const passwordHash = await hashPassword("shared-office-password");
    const emails = Array.from({ length: 100 }, (_, i) => `office${i}-${Date.now()}@example.com`);
    await insertUsers(
      app,
      emails.map((email, i) => ({
        email,
        fullName: `Office ${i}`,
        passwordHash,
        referralCode: `OF${i}X${randomUUID().slice(0, 8)}`,
        emailVerified: true,
      })),
    );
    const statuses: number[] = [];
    const queue = [...emails];
    await Promise.all(
      Array.from({ length: 4 }, async () => {
        for (let email = queue.shift(); email; email = queue.shift())
          statuses.push((await login(email, "shared-office-password", "10.50.0.1")).status);
      }),
    );
    expect(statuses.filter((s) => s !== 200)).toEqual([]);
    expect(statuses).toHaveLength(100);
  });

  it("when 30 wrong passwords come from one address, then past the free ones they are slowed (429) with a Retry-After that grows", async () => {
    const ip = "10.60.0.1";
    const statuses: number[] = [];
    let firstWait = 0;
    for (let i = 0; i < 30; i++) {
      const res = await login(`stuffing${i}@example.com`, "guess-123", ip);
      statuses.push(res.status);
      if (res.status === 429 && !firstWait) firstWait = Number(res.headers.get("retry-after"));
    }
    expect(statuses.slice(0, FREE_FAILURES_PER_ADDRESS)).toEqual(Array(FREE_FAILURES_PER_ADDRESS).fill(401));
    expect(statuses.slice(FREE_FAILURES_PER_ADDRESS)).toEqual(Array(30 - FREE_FAILURES_PER_ADDRESS).fill(429));
    expect(firstWait).toBeGreaterThan(0);
    // Once the wait has passed, the next failure earns a longer one.
    await app.ctx.counters.reset(`login:hold:address:${ip}`);
    expect((await login("stuffing-next@example.com", "guess-123", ip)).status).toBe(401);
    const slower = await login("stuffing-next@example.com", "guess-123", ip);
    expect(slower.status).toBe(429);
    expect(Number(slower.headers.get("retry-after"))).toBeGreaterThan(firstWait);
    // Another address is not affected.
    const email = newEmail();
    await register({ fullName: "K", email, password: "k-password" });
    expect((await login(email, "k-password", "10.60.0.2")).status).toBe(200);
  });

  it("when one address registers, asks for reset links or for verification links too often, then 429 with Retry-After; another address may", async () => {
    const ip = "10.70.0.1";
    const headers = { "x-forwarded-for": ip };
    for (const [action, body] of [
      ["register", (i: number) => ({ fullName: "Spam", email: `spam${i}-${Date.now()}@example.com`, password: "spam-password" })],
      ["forgot-password", (i: number) => ({ email: `who${i}@example.com` })],
      ["resend-verification", (i: number) => ({ email: `who${i}@example.com` })],
    ] as const) {
      const limit = ADDRESS_LIMITS_PER_HOUR[action];
      for (let i = 0; i < limit; i++)
        expect((await app.api("POST", `/api/auth/${action}`, { body: body(i), headers })).status).toBe(action === "register" ? 201 : 200);
      const refused = await app.api("POST", `/api/auth/${action}`, { body: body(limit), headers });
      expect(refused).toMatchObject({ status: 429, body: { message: "Too many requests from your network. Please try again later." } });
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
      const elsewhere = await app.api("POST", `/api/auth/${action}`, { body: body(limit), headers: { "x-forwarded-for": "10.70.0.2" } });
      expect(elsewhere.status).toBe(action === "register" ? 201 : 200);
    }
  });
});

describe("email verification", () => {
  it("when the mailed token is used, then the email is verified once; reuse, a bogus or a missing token fail", async () => {
    const email = newEmail();
    await register({ fullName: "N", email, password: "n-password" });
    const token = await mailedToken(email, "/verify");
    expect((await app.api("GET", `/api/auth/verify?token=${token}`)).status).toBe(200);
    expect(
      (await app.ctx.db.selectFrom("users").select("email_verified").where("email", "=", email).executeTakeFirstOrThrow()).email_verified,
    ).toBe(true);
    for (const path of [`/api/auth/verify?token=${token}`, "/api/auth/verify?token=bogus", "/api/auth/verify"]) {
      expect(await app.api("GET", path)).toMatchObject({ status: 400, body: { message: INVALID_TOKEN } });
    }
  });

  it("when the web page posts the mailed token (its button), then the email is verified once; reuse or a bogus token fail with the same text", async () => {
    const email = newEmail();
    await register({ fullName: "Pressed", email, password: "pressed-password" });
    const token = await mailedToken(email, "/verify");
    const verified = async () =>
      (await app.ctx.db.selectFrom("users").select("email_verified").where("email", "=", email).executeTakeFirstOrThrow()).email_verified;
    expect(await verified()).toBe(false);
    expect(await app.api("POST", "/api/auth/verify", { body: { token } })).toMatchObject({
      status: 200,
      body: { message: EMAIL_VERIFIED },
    });
    expect(await verified()).toBe(true);
    for (const body of [{ token }, { token: "bogus" }, {}]) {
      expect(await app.api("POST", "/api/auth/verify", { body })).toMatchObject({ status: 400, body: { message: INVALID_TOKEN } });
    }
  });

  it("when an unverified user asks for a new link, then a new one is mailed and works; a verified or unknown email gets the same answer, no mail", async () => {
    const email = newEmail();
    await register({ fullName: "Resend", email, password: "resend-password" });
    const first = await mailedToken(email, "/verify");
    const resend = (to: string) => app.api("POST", "/api/auth/resend-verification", { body: { email: to } });
    const answer = {
      status: 200,
      body: { message: "If an unverified account exists for that email, a new verification link has been sent." },
    };
    expect(await resend(email.toUpperCase())).toMatchObject(answer);
    const second = await mailedToken(email, "/verify");
    expect(second).not.toBe(first);
    expect((await app.api("GET", `/api/auth/verify?token=${second}`)).status).toBe(200);
    expect(await resend(email)).toMatchObject(answer);
    expect(await mailedToken(email, "/verify")).toBe(second);
    expect(await resend("nobody-here@example.com")).toMatchObject(answer);
  });

  it("when the token is older than 24 hours, then it is refused; only its hash is stored", async () => {
    const email = newEmail();
    await register({ fullName: "O", email, password: "o-password" });
    const token = String(await mailedToken(email, "/verify"));
    const row = await app.ctx.db
      .selectFrom("auth_tokens as t")
      .innerJoin("users as u", "u.id", "t.user_id")
      .select(["t.token_hash", "t.expires_at", "t.created_at"])
      .where("u.email", "=", email)
      .executeTakeFirstOrThrow();
    expect(row.token_hash).not.toContain(token);
    expect(row.expires_at.getTime() - row.created_at.getTime()).toBeGreaterThan(23.9 * 3600_000);
    expect(row.expires_at.getTime() - row.created_at.getTime()).toBeLessThan(24.1 * 3600_000);
    await app.ctx.db
      .updateTable("auth_tokens")
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where("token_hash", "=", row.token_hash)
      .execute();
    expect((await app.api("GET", `/api/auth/verify?token=${token}`)).body.message).toBe(INVALID_TOKEN);
  });
});

describe("forgot and reset password", () => {
  it("when the email is registered or not, then the answer is the same, after the same time; only a real account gets a link", async () => {
    const email = newEmail();
    await register({ fullName: "P", email, password: "p-password" });
    const timed = async (body: unknown) => {
      const started = performance.now();
      const res = await app.api("POST", "/api/auth/forgot-password", { body });
      return { res, ms: performance.now() - started };
    };
    const { res: known, ms: knownMs } = await timed({ email });
    const unknownEmail = newEmail();
    const { res: unknown, ms: unknownMs } = await timed({ email: unknownEmail });
    // Both answers wait for the same floor; the known email's work fits inside it.
    expect(knownMs).toBeGreaterThanOrEqual(FORGOT_PASSWORD_ANSWER_MS - 5);
    expect(unknownMs).toBeGreaterThanOrEqual(FORGOT_PASSWORD_ANSWER_MS - 5);
    expect(Math.abs(knownMs - unknownMs)).toBeLessThan(150);
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);
    expect(await mailedToken(email, "/reset-password")).not.toBeNull();
    expect(await mailedToken(unknownEmail, "/reset-password")).toBeNull();
  });

  it("when the reset link is used, then the new password works, the old one and old sessions do not, and the link is spent", async () => {
    const email = newEmail();
    await register({ fullName: "Q", email, password: "old-password" });
    const session = (await login(email, "old-password")).body.token;
    await app.api("POST", "/api/auth/forgot-password", { body: { email } });
    const token = await mailedToken(email, "/reset-password");
    const res = await app.api("POST", "/api/auth/reset-password", { body: { token, newPassword: "new-password" } });
    expect(res).toMatchObject({ status: 200, body: { message: "Password reset successful." } });
    expect((await app.api("GET", "/api/user/me", { token: session })).status).toBe(401);
    expect((await login(email, "old-password")).status).toBe(401);
    expect((await login(email, "new-password")).status).toBe(200);
    const again = await app.api("POST", "/api/auth/reset-password", { body: { token, newPassword: "third-password" } });
    expect(again).toMatchObject({ status: 400, body: { message: INVALID_TOKEN } });
  });

  it("when the token is missing, expired or the password short, then 400 with the spec's texts", async () => {
    expect((await app.api("POST", "/api/auth/reset-password", { body: { newPassword: "new-password" } })).body.message).toBe(
      "Reset token is missing.",
    );
    const email = newEmail();
    await register({ fullName: "R", email, password: "r-password" });
    await app.api("POST", "/api/auth/forgot-password", { body: { email } });
    const token = await mailedToken(email, "/reset-password");
    expect((await app.api("POST", "/api/auth/reset-password", { body: { token, newPassword: "short" } })).body.message).toBe(
      "Password must be at least 10 characters.",
    );
    const row = await app.ctx.db
      .selectFrom("auth_tokens")
      .select(["expires_at", "created_at"])
      .where("purpose", "=", "reset-password")
      .orderBy("created_at", "desc")
      .executeTakeFirstOrThrow();
    expect(row.expires_at.getTime() - row.created_at.getTime()).toBeLessThanOrEqual(3600_000 + 1000);
    await app.ctx.db
      .updateTable("auth_tokens")
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where("purpose", "=", "reset-password")
      .execute();
    expect((await app.api("POST", "/api/auth/reset-password", { body: { token, newPassword: "long-enough" } })).body.message).toBe(
      INVALID_TOKEN,
    );
  });
});

describe("admin bootstrap", () => {
  it("when ADMIN_EMAIL and ADMIN_PASSWORD are set, then that admin can log in, and a restart does not duplicate it", async () => {
    const res = await login("boss@example.com", "boss-password-123");
    expect(res).toMatchObject({ status: 200, body: { user: { isAdmin: true } } });
    await ensureAdmin(app.ctx);
    const count = await app.ctx.db
      .selectFrom("users")
      .select((eb) => eb.fn.countAll<string>().as("n"))
      .where("email", "=", "boss@example.com")
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
  });

  it("when ADMIN_EMAIL names an existing non-admin account, then start refuses with a clear message and the account is not promoted", async () => {
    const user = await app.createUser();
    const config = { ...app.config, ADMIN_EMAIL: user.email.toUpperCase(), ADMIN_PASSWORD: "ignored-password" };
    await expect(createRuntime(config, { embeddedProjections: false, queuePrefix: app.queuePrefix, poolMax: 2 })).rejects.toThrow(
      `ADMIN_EMAIL ${user.email.toUpperCase()} belongs to an existing account that is not an admin. It is not promoted`,
    );
    await expect(ensureAdmin({ ...app.ctx, config })).rejects.toBeInstanceOf(AdminEmailTakenError);
    const row = await app.ctx.db
      .selectFrom("users")
      .select(["is_admin", "password_hash"])
      .where("id", "=", user.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ is_admin: false, password_hash: "not-a-real-hash" });
  });
});
