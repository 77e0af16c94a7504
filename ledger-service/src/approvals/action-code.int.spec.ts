import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CODE_REQUIRED, CODE_WRONG, steppingClock } from "../../testing/totp.js";
import { tronWallet } from "../../testing/wallets.js";
import { startTestApp, type TestApp, type TestUser } from "../../testing/test-app.js";
import { pendingWithdrawal } from "../../testing/withdrawals.js";

/** Each code of a test belongs to a later 30-second step of the server's clock. */
const { clock, nextCodeFor: codeFor } = steppingClock();

const PASSWORD = "a-long-admin-passphrase";
let app: TestApp;
let admin: TestUser & { secret: string };
let plainAdmin: TestUser;
beforeAll(async () => {
  app = await startTestApp({ ADMIN_ACTION_CODE: "true" }, { clock });
  // Turning the second factor on asks for the account's password.
  const user = await app.createUser({ isAdmin: true, password: PASSWORD });
  const setup = await app.api("POST", "/api/auth/2fa/setup", { token: user.token, body: {} });
  expect(setup.status).toBe(200);
  expect(
    (await app.api("POST", "/api/auth/2fa/enable", { token: user.token, body: { code: codeFor(setup.body.secret), password: PASSWORD } }))
      .status,
  ).toBe(200);
  admin = { ...user, secret: setup.body.secret as string };
  plainAdmin = await app.createUser({ isAdmin: true });
});
afterAll(async () => {
  await app?.stop();
});

async function pendingWithdrawalId(): Promise<string> {
  const { id } = await pendingWithdrawal(app, { profit: "300.00", amount: 200, wallet: tronWallet("four-eyes"), network: "USDT TRC20" });
  return id;
}
const approve = (id: string, token: string, body?: { code: string }) =>
  app.api("PUT", `/api/withdrawals/approve/${id}`, { token, ...(body ? { body } : {}) });
const status = async (id: string) =>
  (await app.ctx.db.selectFrom("withdrawals").select("status").where("withdrawal_id", "=", id).executeTakeFirstOrThrow()).status;

describe("with ADMIN_ACTION_CODE on", () => {
  it("when an admin approves a withdrawal without a code or with a wrong one, then 403 with the reason and it stays Pending", async () => {
    const id = await pendingWithdrawalId();
    const events = await app.eventCount();
    expect(await approve(id, admin.token)).toMatchObject(CODE_REQUIRED);
    expect(await approve(id, admin.token, { code: "000000" })).toMatchObject(CODE_WRONG);
    expect(await status(id)).toBe("Pending");
    expect(await app.eventCount()).toBe(events);
  });

  it("when an admin approves with a current code, then it is done; the same code again is refused as reused", async () => {
    const id = await pendingWithdrawalId();
    const code = codeFor(admin.secret);
    expect(await approve(id, admin.token, { code })).toMatchObject({ status: 200 });
    expect(await status(id)).toBe("Approved");
    const other = await pendingWithdrawalId();
    expect(await approve(other, admin.token, { code })).toMatchObject({
      status: 403,
      body: { message: "This code has already been used. Please wait for the next code from your authenticator app." },
    });
  });

  it("when an admin without a second factor approves, or a second admin approves a held action without a code, then 403", async () => {
    const id = await pendingWithdrawalId();
    expect(await approve(id, plainAdmin.token)).toMatchObject(CODE_REQUIRED);
    expect(await approve(id, plainAdmin.token, { code: "123456" })).toMatchObject({
      status: 403,
      body: { message: "Turn on two-factor authentication in your settings to approve money actions." },
    });
    expect(await status(id)).toBe("Pending");
    // The price change asks for its requester's code too (issue 36): a third admin with a second factor asks.
    const requester = await app.createUser({ isAdmin: true, password: PASSWORD });
    const setup = await app.api("POST", "/api/auth/2fa/setup", { token: requester.token, body: {} });
    const enable = { code: codeFor(setup.body.secret), password: PASSWORD };
    expect((await app.api("POST", "/api/auth/2fa/enable", { token: requester.token, body: enable })).status).toBe(200);
    const held = await app.api("PUT", "/api/admin/share-price", {
      token: requester.token,
      body: { pricePerShare: 105, code: codeFor(setup.body.secret) },
    });
    expect(held.status).toBe(202);
    expect(await app.api("PUT", `/api/admin/approvals/${held.body.approval._id}/approve`, { token: admin.token })).toMatchObject(
      CODE_REQUIRED,
    );
    const approved = await app.api("PUT", `/api/admin/approvals/${held.body.approval._id}/approve`, {
      token: admin.token,
      body: { code: codeFor(admin.secret) },
    });
    expect(approved).toMatchObject({ status: 200, body: { approval: { status: "Approved" } } });
  });
});
