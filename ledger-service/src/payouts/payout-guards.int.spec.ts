import { queueNames } from "@app/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buySharesForTest, investorWithShares } from "../../testing/seed-ledger.js";
import { startTestApp, type TestApp } from "../../testing/test-app.js";
import { steppingClock } from "../../testing/totp.js";
import { tronWallet } from "../../testing/wallets.js";
import { creditBalanceForTest } from "../../testing/test-seeding.js";

/**
 * Money leaving by a sell-back or a loan is guarded as a withdrawal: the enrolled investor's code
 * and the new-wallet hold (24 hours here). The server's clock runs ahead of the wall
 * clock: each code is of a later 30-second step, and a hold can be waited out.
 */
const { clock, advance, nextStep, codeFor } = steppingClock();
const HOUR = 3_600_000;

let app: TestApp;
let admin: Awaited<ReturnType<TestApp["createUser"]>>;
beforeAll(async () => {
  app = await startTestApp({ NEW_WALLET_HOLD_HOURS: "24", SELL_BACK_MIN_HOLD_DAYS: "0" }, { clock });
  admin = await app.createUser({ isAdmin: true });
}, 60_000);
afterAll(async () => {
  await app?.stop();
});

let ip = 0;
const call = (method: string, path: string, token: string, body?: unknown) =>
  app.api(method, path, { token, body, headers: { "x-forwarded-for": `10.7.0.${++ip}` } });
const sell = (token: string, wallet: string, extra: Record<string, unknown> = {}) =>
  call("POST", "/api/shares/sell-back", token, { numberOfShares: 1, wallet, network: "USDT TRC20", ...extra });
const borrow = (token: string, wallet: string | undefined, extra: Record<string, unknown> = {}) =>
  call("POST", "/api/loans/request", token, { percentage: 10, ...(wallet ? { wallet, network: "USDT TRC20" } : {}), ...extra });
const eventsOf = async (userId: string, type: string) =>
  (await app.ctx.store.readStream(`investor-${userId}`)).filter((e) => e.type === type);
const mailsTo = async (to: string) => {
  const queue = app.ctx.queues.all().find((q) => q.name === queueNames.email);
  return ((await queue?.getJobs(["waiting", "delayed", "active", "completed"])) ?? []).filter((j) => j.data.to === to);
};

/** An investor with `shares` who turned the second factor on; answers its secret. */
async function enrolledInvestorWith(shares: string) {
  const password = "payout-guard-passphrase";
  const user = await app.createUser({ password });
  await buySharesForTest(app, user.id, shares);
  const setup = await call("POST", "/api/auth/2fa/setup", user.token, {});
  nextStep();
  expect((await call("POST", "/api/auth/2fa/enable", user.token, { code: codeFor(setup.body.secret), password })).status).toBe(200);
  return { ...user, secret: setup.body.secret as string };
}

/** The answer to a payout asked without the enrolled investor's code: the withdrawal's text. */
const CODE_REQUIRED = { status: 403, body: { message: "Enter the 6-digit code from your authenticator app to withdraw." } };

describe("the enrolled investor's code on sell-backs and loans", () => {
  it("a sell-back without the code is refused: 403 with the withdrawal's texts, and no share is held", async () => {
    const user = await enrolledInvestorWith("5");
    const wallet = tronWallet(`code-sell-${user.id}`);
    expect(await sell(user.token, wallet)).toMatchObject(CODE_REQUIRED);
    nextStep();
    expect(await sell(user.token, wallet, { code: "999999" })).toMatchObject({
      status: 403,
      body: { message: "The authentication code is not correct. Nothing was withdrawn." },
    });
    expect(await eventsOf(user.id, "SharesSellBackRequested")).toEqual([]);
    nextStep();
    const code = codeFor(user.secret);
    expect((await sell(user.token, wallet, { code })).status).toBe(201);
    // The code is spent, as a withdrawal's would be.
    expect(await sell(user.token, wallet, { code })).toMatchObject({
      status: 403,
      body: { message: "This code has already been used. Please wait for the next code from your authenticator app." },
    });
    expect(await eventsOf(user.id, "SharesSellBackRequested")).toHaveLength(1);
  });

  it("a loan request without the code is refused with 403 and no loan is requested; with a current code it is", async () => {
    const user = await enrolledInvestorWith("10");
    const wallet = tronWallet(`code-loan-${user.id}`);
    expect(await borrow(user.token, wallet)).toMatchObject(CODE_REQUIRED);
    expect(await eventsOf(user.id, "LoanRequested")).toEqual([]);
    nextStep();
    expect((await borrow(user.token, wallet, { code: codeFor(user.secret) })).status).toBe(201);
  });
});

describe("the new-wallet hold on sell-backs", () => {
  it("a sell-back to a new wallet is held 24 hours and mailed; its early approval answers 409, after the hold 200; that wallet is then paid-to", async () => {
    const user = await investorWithShares(app, "5");
    const wallet = tronWallet(`held-sell-${user.id}`);
    const asked = await sell(user.token, wallet);
    expect(asked.status).toBe(201);
    const id = asked.body.sellBack._id as string;
    const until = Date.parse(asked.body.sellBack.approvableAfter);
    expect(until - clock().getTime()).toBeGreaterThan(23.9 * HOUR);
    const [requested] = await eventsOf(user.id, "SharesSellBackRequested");
    expect(Date.parse((requested?.data as { heldUntil?: string } | undefined)?.heldUntil ?? "")).toBe(until);
    const listed = (await call("GET", "/api/shares/sell-backs", admin.token)).body.sellBacks.find((s: { _id: string }) => s._id === id);
    expect(listed.approvableAfter).toBe(asked.body.sellBack.approvableAfter);
    expect((await mailsTo(user.email)).map((m) => m.data.subject)).toContain("New payout wallet: your sell-back is on hold");

    const early = await call("PUT", `/api/shares/sell-back/approve/${id}`, admin.token);
    expect(early.status).toBe(409);
    expect(early.body.message).toBe(
      `This sell-back goes to a wallet the investor has not used before; it can be approved from ${new Date(until).toISOString()}.`,
    );
    expect(await eventsOf(user.id, "SharesSellBackApproved")).toEqual([]);

    advance(24 * HOUR + 60_000);
    expect(await call("PUT", `/api/shares/sell-back/approve/${id}`, admin.token)).toMatchObject({
      status: 200,
      body: { sellBack: { status: "Approved", approvableAfter: null } },
    });
    expect((await call("GET", "/api/user/paid-wallets", user.token)).body).toEqual({ wallets: [wallet], newWalletHoldHours: 24 });
    const again = await sell(user.token, wallet);
    expect(again).toMatchObject({ status: 201, body: { sellBack: { approvableAfter: null } } });
    expect((await call("PUT", `/api/shares/sell-back/approve/${again.body.sellBack._id}`, admin.token)).status).toBe(200);
  });
});

describe("a loan names its payout", () => {
  it("a loan request without wallet is refused with 400 'Wallet and network are required' and no loan is requested", async () => {
    const user = await investorWithShares(app, "10");
    expect(await borrow(user.token, undefined)).toMatchObject({ status: 400, body: { message: "Wallet and network are required" } });
    expect(await borrow(user.token, undefined, { wallet: tronWallet("no-network") })).toMatchObject({
      status: 400,
      body: { message: "Wallet and network are required" },
    });
    expect(await borrow(user.token, undefined, { wallet: tronWallet("doge"), network: "DOGE" })).toMatchObject({
      status: 400,
      body: { message: "Network must be one of: USDT BEP20 (BSC), USDT TRC20, USDT APTOS NETWORK" },
    });
    expect(await borrow(user.token, "TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6u")).toMatchObject({
      status: 400,
      body: { message: "This is not a valid TRC20 (TRON) address." },
    });
    expect(await eventsOf(user.id, "LoanRequested")).toEqual([]);
  });

  it("a loan to a new wallet is held: approval before approvableAfter is 409; after it, LoanApproved records the wallet and network, and every loan view shows them", async () => {
    const user = await investorWithShares(app, "10");
    const wallet = tronWallet(`loan-payout-${user.id}`);
    const asked = await borrow(user.token, wallet);
    expect(asked.status).toBe(201);
    const loanId = asked.body.loan._id as string;
    const approvableAfter = asked.body.loan.approvableAfter as string;
    expect(Date.parse(approvableAfter) - clock().getTime()).toBeGreaterThan(23.9 * HOUR);
    expect(asked.body.loan).toMatchObject({ wallet, network: "USDT TRC20" });
    const summary = (await call("GET", "/api/loans/summary", user.token)).body;
    expect(summary).toMatchObject({ loanId, wallet, network: "USDT TRC20", approvableAfter });
    const listed = (await call("GET", "/api/loans/all?status=Pending&limit=100", admin.token)).body.loans.find(
      (l: { _id: string }) => l._id === loanId,
    );
    expect(listed).toMatchObject({ wallet, network: "USDT TRC20", approvableAfter });
    expect((await call("GET", `/api/loans/history/${loanId}`, admin.token)).body.loan).toMatchObject({
      wallet,
      network: "USDT TRC20",
      approvableAfter,
    });
    expect((await mailsTo(user.email)).map((m) => m.data.subject)).toContain("New payout wallet: your loan is on hold");

    const early = await call("PUT", `/api/loans/approve/${loanId}`, admin.token);
    expect(early).toMatchObject({
      status: 409,
      body: { message: `This loan goes to a wallet the investor has not used before; it can be approved from ${approvableAfter}.` },
    });
    expect(await eventsOf(user.id, "LoanApproved")).toEqual([]);

    advance(24 * HOUR + 60_000);
    const approved = await call("PUT", `/api/loans/approve/${loanId}`, admin.token);
    expect(approved).toMatchObject({
      status: 200,
      body: { loan: { status: "Approved", wallet, network: "USDT TRC20", approvableAfter: null } },
    });
    const [event] = await eventsOf(user.id, "LoanApproved");
    expect(event?.data).toMatchObject({ loanId, wallet, network: "USDT TRC20" });
    expect((await call("GET", "/api/user/paid-wallets", user.token)).body.wallets).toEqual([wallet]);
  });

  it("a loan to a wallet a withdrawal was paid to is not held and can be approved at once", async () => {
    const user = await investorWithShares(app, "10");
    await creditBalanceForTest(app.ctx, user.id, "profit", "50");
    const wallet = tronWallet(`paid-before-${user.id}`);
    const withdrawal = await call("POST", "/api/withdrawals", user.token, { amount: 20, wallet, network: "USDT TRC20", source: "profit" });
    expect(withdrawal.status).toBe(201);
    // The withdrawal itself went to a new wallet: held until the day has passed.
    advance(24 * HOUR + 60_000);
    expect((await call("PUT", `/api/withdrawals/approve/${withdrawal.body.withdrawal._id}`, admin.token)).status).toBe(200);

    const asked = await borrow(user.token, wallet);
    expect(asked).toMatchObject({ status: 201, body: { loan: { approvableAfter: null } } });
    expect(await eventsOf(user.id, "LoanRequested")).toEqual([
      expect.not.objectContaining({ data: expect.objectContaining({ heldUntil: expect.anything() }) }),
    ]);
    expect((await call("PUT", `/api/loans/approve/${asked.body.loan._id}`, admin.token)).status).toBe(200);
  });
});
