import { queueNames } from "@app/contracts";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../testing/test-app.js";
import { creditBalanceForTest } from "../../testing/test-seeding.js";
import { hashPassword } from "./passwords.js";
import { productionSettings } from "../../testing/production-settings.js";
import { steppingClock } from "../../testing/totp.js";
import { tronWallet } from "../../testing/wallets.js";

const BRAND_NEW = tronWallet("brand-new");
const ANOTHER_NEW = tronWallet("another-new");

/** The server's clock runs ahead of the wall clock: each code of a test is of a later 30-second step. */
const { clock, advance, nextStep, codeFor } = steppingClock();

let app: TestApp;
const logLines: string[] = [];
let admin: Awaited<ReturnType<TestApp["createUser"]>>;
let ip = 0;
const PASSWORD = "a-long-investor-passphrase";

beforeAll(async () => {
  const logger = pino({ level: "trace" }, { write: (line: string) => void logLines.push(line) });
  app = await startTestApp({ NEW_WALLET_HOLD_HOURS: "24" }, { clock, logger });
  admin = await app.createUser({ isAdmin: true });
});
afterAll(async () => {
  await app?.stop();
});

const post = (path: string, body: unknown, token?: string, from = `10.9.0.${++ip}`) =>
  app.api("POST", path, { token, body, headers: { "x-forwarded-for": from } });

/** Gives a test user the real password PASSWORD (createUser stores no usable hash). */
async function withPassword<T extends { id: string }>(target: TestApp, user: T): Promise<T> {
  await target.ctx.db
    .updateTable("users")
    .set({ password_hash: await hashPassword(PASSWORD) })
    .where("id", "=", user.id)
    .execute();
  return user;
}

/** An investor with a real password who has turned the second factor on; answers its secret and recovery codes. */
async function enrolledInvestor() {
  const user = await withPassword(app, await app.createUser());
  const setup = await post("/api/auth/2fa/setup", {}, user.token);
  expect(setup.status).toBe(200);
  expect(setup.body.otpauthUrl).toContain(`secret=${setup.body.secret}`);
  nextStep();
  const enable = await post("/api/auth/2fa/enable", { code: codeFor(setup.body.secret), password: PASSWORD }, user.token);
  expect(enable.status).toBe(200);
  expect(enable.body.recoveryCodes).toHaveLength(10);
  return { ...user, secret: setup.body.secret as string, recoveryCodes: enable.body.recoveryCodes as string[] };
}

describe("second factor", () => {
  it("when an enrolled investor logs in, then the password alone gives a challenge and no token, and the code completes the login", async () => {
    const user = await enrolledInvestor();
    const first = await post("/api/auth/login", { email: user.email, password: PASSWORD });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ twoFactorRequired: true, challenge: expect.any(String) });
    expect(first.body.token).toBeUndefined();

    nextStep();
    const wrong = await post("/api/auth/2fa/verify", { challenge: first.body.challenge, code: "000000" });
    expect(wrong).toMatchObject({ status: 401, body: { message: "The authentication code is not correct. Please try again." } });
    const right = await post("/api/auth/2fa/verify", { challenge: first.body.challenge, code: codeFor(user.secret) });
    expect(right.status).toBe(200);
    expect(right.body.user).toMatchObject({ _id: user.id, email: user.email });
    expect((await app.api("GET", "/api/user/me", { token: right.body.token })).status).toBe(200);
    // The same code again is a replay; the challenge is spent too.
    const replay = await post("/api/auth/2fa/verify", { challenge: first.body.challenge, code: codeFor(user.secret) });
    expect(replay).toMatchObject({ status: 401, body: { message: "Your sign-in has expired. Please log in again." } });
  });

  it("when the challenge is older than 5 minutes, then even the right code is refused and the password must be given again", async () => {
    const user = await enrolledInvestor();
    const { challenge } = (await post("/api/auth/login", { email: user.email, password: PASSWORD })).body;
    const keys = await app.runtime.redis.keys(`${app.queuePrefix}:session:2fa-challenge:*`);
    expect(keys.length).toBeGreaterThan(0);
    for (const key of keys) expect(await app.runtime.redis.pttl(key)).toBeLessThanOrEqual(5 * 60_000);
    for (const key of keys) await app.runtime.redis.pexpire(key, 1); // the 5 minutes have passed
    await new Promise((r) => setTimeout(r, 20));
    nextStep();
    const late = await post("/api/auth/2fa/verify", { challenge, code: codeFor(user.secret) });
    expect(late).toMatchObject({ status: 401, body: { message: "Your sign-in has expired. Please log in again." } });
  });

  it("when a recovery code is used to sign in, then it works once and never again", async () => {
    const user = await enrolledInvestor();
    const recovery = user.recoveryCodes[0] as string;
    const challenge = async () => (await post("/api/auth/login", { email: user.email, password: PASSWORD })).body.challenge;
    const first = await post("/api/auth/2fa/verify", { challenge: await challenge(), code: recovery });
    expect(first.status).toBe(200);
    expect(first.body.token).toEqual(expect.any(String));
    const again = await post("/api/auth/2fa/verify", { challenge: await challenge(), code: recovery });
    expect(again).toMatchObject({ status: 401, body: { message: "The authentication code is not correct. Please try again." } });
    expect((await app.api("GET", "/api/auth/2fa", { token: user.token })).body).toEqual({ enabled: true, recoveryCodesLeft: 9 });
  });

  it("when wrong codes keep coming for one account, then further attempts are slowed (429) even with the right code", async () => {
    const user = await enrolledInvestor();
    const signIn = async () => (await post("/api/auth/login", { email: user.email, password: PASSWORD })).body.challenge as string;
    const first = await signIn();
    for (let i = 0; i < 3; i++) expect((await post("/api/auth/2fa/verify", { challenge: first, code: "111111" })).status).toBe(401);
    const challenge = await signIn();
    for (let i = 0; i < 2; i++) expect((await post("/api/auth/2fa/verify", { challenge, code: "111111" })).status).toBe(401);
    nextStep();
    const slowed = await post("/api/auth/2fa/verify", { challenge, code: codeFor(user.secret) });
    expect(slowed.status).toBe(429);
    expect(slowed.body.message).toMatch(/^Too many login attempts/);
  });

  it("when the setup's first code is wrong, then the second factor stays off; disabling needs a right code", async () => {
    const user = await withPassword(app, await app.createUser());
    const setup = await post("/api/auth/2fa/setup", {}, user.token);
    expect(await post("/api/auth/2fa/enable", { code: "123456", password: PASSWORD }, user.token)).toMatchObject({ status: 400 });
    expect((await app.api("GET", "/api/auth/2fa", { token: user.token })).body.enabled).toBe(false);
    nextStep();
    expect((await post("/api/auth/2fa/enable", { code: codeFor(setup.body.secret), password: PASSWORD }, user.token)).status).toBe(200);
    expect((await post("/api/auth/2fa/setup", {}, user.token)).status).toBe(409);
    expect(await post("/api/auth/2fa/disable", { code: "654321", password: PASSWORD }, user.token)).toMatchObject({ status: 400 });
    nextStep();
    expect((await post("/api/auth/2fa/disable", { code: codeFor(setup.body.secret), password: PASSWORD }, user.token)).status).toBe(200);
    expect((await app.api("GET", "/api/auth/2fa", { token: user.token })).body).toEqual({ enabled: false, recoveryCodesLeft: 0 });
  });

  it("when a TOTP secret is stored, then the database holds it encrypted, recovery codes only as hashes, and no log line holds a secret, code or challenge", async () => {
    const user = await enrolledInvestor();
    const row = await app.ctx.db
      .selectFrom("users")
      .select(["totp_secret", "totp_pending_secret"])
      .where("id", "=", user.id)
      .executeTakeFirstOrThrow();
    expect(row.totp_secret).not.toContain(user.secret);
    expect(row.totp_pending_secret).toBeNull();
    const hashes = await app.ctx.db.selectFrom("recovery_codes").select("code_hash").where("user_id", "=", user.id).execute();
    expect(hashes.map((h) => h.code_hash)).not.toContain(user.recoveryCodes[0]);
    const { challenge } = (await post("/api/auth/login", { email: user.email, password: PASSWORD })).body;
    await post("/api/auth/2fa/verify", { challenge, code: user.recoveryCodes[1] });
    const logs = logLines.join("\n");
    expect(logLines.length).toBeGreaterThan(0);
    for (const secret of [user.secret, user.recoveryCodes[0], user.recoveryCodes[1], challenge]) expect(logs).not.toContain(secret);
  });
});

describe("withdrawals of an enrolled investor", () => {
  const withdraw = (token: string, body: Record<string, unknown>) =>
    post("/api/withdrawals", { amount: 20, wallet: tronWallet("known"), network: "USDT TRC20", source: "profit", ...body }, token);

  it("when the withdrawal has no code, a wrong one or an already used one, then it is refused with 403 and nothing is held", async () => {
    const user = await enrolledInvestor();
    await creditBalanceForTest(app.ctx, user.id, "profit", "100");
    expect(await withdraw(user.token, {})).toMatchObject({
      status: 403,
      body: { message: "Enter the 6-digit code from your authenticator app to withdraw." },
    });
    nextStep();
    expect(await withdraw(user.token, { code: "999999" })).toMatchObject({
      status: 403,
      body: { message: "The authentication code is not correct. Nothing was withdrawn." },
    });
    const dashboard = (await app.api("GET", "/api/user/dashboard", { token: user.token })).body.user;
    expect(dashboard).toMatchObject({ profitBalance: 100, withdrawalHold: 0 });
    nextStep();
    const code = codeFor(user.secret);
    expect((await withdraw(user.token, { code })).status).toBe(201);
    expect(await withdraw(user.token, { code })).toMatchObject({
      status: 403,
      body: { message: "This code has already been used. Please wait for the next code from your authenticator app." },
    });
    expect((await app.api("GET", "/api/user/dashboard", { token: user.token })).body.user).toMatchObject({ withdrawalHold: 20 });
  });
});

describe("new wallet hold", () => {
  const withdraw = (token: string, wallet: string) =>
    post("/api/withdrawals", { amount: 20, wallet, network: "USDT TRC20", source: "profit" }, token);
  const mailsTo = async (to: string) => {
    const queue = app.ctx.queues.all().find((q) => q.name === queueNames.email);
    return ((await queue?.getJobs(["waiting", "delayed", "active"])) ?? []).filter((j) => j.data.to === to);
  };

  it("when an investor withdraws to a wallet never used before, then it is held 24 hours, the investor is emailed, and it is approvable after the hold", async () => {
    const user = await app.createUser();
    await creditBalanceForTest(app.ctx, user.id, "profit", "100");
    const held = await withdraw(user.token, BRAND_NEW);
    expect(held.status).toBe(201);
    const id = held.body.withdrawal._id;
    const mails = await mailsTo(user.email);
    expect(mails.map((m) => m.data.subject)).toContain("New withdrawal wallet: your withdrawal is on hold");

    const listed = (await app.api("GET", "/api/withdrawals/admin", { token: admin.token })).body.withdrawals.find(
      (w: { _id: string }) => w._id === id,
    );
    const until = new Date(listed.approvableAfter).getTime();
    expect(until - clock().getTime()).toBeGreaterThan(23.9 * 3_600_000);
    const own = (await app.api("GET", "/api/withdrawals", { token: user.token })).body.withdrawals[0];
    expect(own.approvableAfter).toBe(listed.approvableAfter);
    // The hold is in the ledger's event (audit) and the investor is told in the app too.
    const [requested] = (await app.ctx.store.readStream(`investor-${user.id}`)).filter((e) => e.type === "WithdrawalRequested");
    expect(new Date((requested?.data as { heldUntil?: string } | undefined)?.heldUntil ?? 0).getTime()).toBe(until);
    await app.settle();
    const told = (await app.api("GET", "/api/notifications", { token: user.token })).body.notifications;
    expect(told.filter((n: { kind: string }) => n.kind === "withdrawal-held")).toHaveLength(1);
    expect(told.find((n: { kind: string }) => n.kind === "withdrawal-held").message).toMatch(
      new RegExp(
        `^Your withdrawal of \\$20\\.00 goes to a wallet you have not used before \\(${BRAND_NEW}, USDT TRC20\\): for your safety it will not be paid before `,
      ),
    );

    const early = await app.api("PUT", `/api/withdrawals/approve/${id}`, { token: admin.token });
    expect(early.status).toBe(409);
    expect(early.body.message).toContain(new Date(until).toISOString());
    expect((await app.api("GET", "/api/user/dashboard", { token: user.token })).body.user.withdrawalHold).toBe(20);

    advance(24 * 3_600_000 + 60_000);
    const approved = await app.api("PUT", `/api/withdrawals/approve/${id}`, { token: admin.token });
    expect(approved.status).toBe(200);
    expect(approved.body.withdrawal.status).toBe("Approved");

    // A refused request (more than the balance) leaves no hold behind.
    expect((await withdraw(user.token, ANOTHER_NEW)).status).toBe(201);
    expect((await withdraw(user.token, ANOTHER_NEW)).status).toBe(201);
    const tooMuch = await post(
      "/api/withdrawals",
      { amount: 500, wallet: tronWallet("third"), network: "USDT TRC20", source: "profit" },
      user.token,
    );
    expect(tooMuch.status).toBe(422);
    await app.settle();
    const holds = await app.ctx.db
      .selectFrom("withdrawals")
      .select("wallet")
      .where("user_id", "=", user.id)
      .where("approvable_at", "is not", null)
      .execute();
    expect(holds.map((h) => h.wallet).sort()).toEqual([ANOTHER_NEW, ANOTHER_NEW, BRAND_NEW].sort());

    // Paid once to that wallet: the next withdrawal there is not held.
    const again = await withdraw(user.token, BRAND_NEW);
    expect((await app.api("PUT", `/api/withdrawals/approve/${again.body.withdrawal._id}`, { token: admin.token })).status).toBe(200);
  });
});

describe("admins and auditors in production", () => {
  let prod: TestApp;
  beforeAll(async () => {
    prod = await startTestApp(
      {
        ...productionSettings,
        LOG_LEVEL: "silent",
      },
      { clock },
    );
  });
  afterAll(async () => {
    await prod?.stop();
  });

  it("when an admin without a second factor calls the API in production, then only enrolment answers; after enrolling, the admin API does", async () => {
    const boss = await withPassword(prod, await prod.createUser({ isAdmin: true }));
    const refused = await prod.api("GET", "/api/admin/users", { token: boss.token });
    expect(refused).toMatchObject({
      status: 403,
      body: { message: "Admins and auditors must turn on two-factor authentication first: open your profile and set it up." },
    });
    expect((await prod.api("GET", "/api/user/dashboard", { token: boss.token })).status).toBe(403);
    expect((await prod.api("GET", "/api/user/me", { token: boss.token })).status).toBe(200);
    const setup = await prod.api("POST", "/api/auth/2fa/setup", { token: boss.token, body: {} });
    expect(setup.status).toBe(200);
    nextStep();
    expect(
      (
        await prod.api("POST", "/api/auth/2fa/enable", {
          token: boss.token,
          body: { code: codeFor(setup.body.secret), password: PASSWORD },
        })
      ).status,
    ).toBe(200);
    expect((await prod.api("GET", "/api/admin/users", { token: boss.token })).status).toBe(200);
  });

  it("when an auditor without a second factor reads the audit area in production, then 403; an investor is not asked", async () => {
    const auditor = await prod.createUser({ isAuditor: true });
    expect((await prod.api("GET", "/api/audit/investors", { token: auditor.token })).status).toBe(403);
    const investor = await prod.createUser();
    expect((await prod.api("GET", "/api/user/dashboard", { token: investor.token })).status).toBe(200);
  });
});
