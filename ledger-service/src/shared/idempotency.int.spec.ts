import { INSUFFICIENT_PROFIT } from "@app/contracts";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../testing/test-app.js";
import { creditBalanceForTest } from "../../testing/test-seeding.js";
import { tronWallet } from "../../testing/wallets.js";

const { app, admin } = useTestApp({}, { admin: {} });

const body = { amount: 10, wallet: tronWallet("idem"), network: "USDT TRC20", source: "profit" };
const withdraw = (token: string, key: string, b: Record<string, unknown> = body) =>
  app.api("POST", "/api/withdrawals", { token, body: b, headers: { "Idempotency-Key": key } });
const requested = async (userId: string) =>
  (await app.ctx.store.readStream(`investor-${userId}`)).filter((e) => e.type === "WithdrawalRequested").length;

describe("Idempotency-Key", () => {
  it("when the same key and body come again, then the first response is replayed and nothing happens twice", async () => {
    const user = await app.createUser();
    await creditBalanceForTest(app.ctx, user.id, "profit", "100");
    const first = await withdraw(user.token, "k-1");
    const again = await withdraw(user.token, "k-1", { source: "profit", network: "USDT TRC20", wallet: tronWallet("idem"), amount: 10 });
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(await requested(user.id)).toBe(1);
  });

  it("when the same key comes with another body, then 409 'Idempotency-Key reused with a different request'", async () => {
    const user = await app.createUser();
    await creditBalanceForTest(app.ctx, user.id, "profit", "100");
    expect((await withdraw(user.token, "k-2")).status).toBe(201);
    expect(await withdraw(user.token, "k-2", { ...body, amount: 11 })).toMatchObject({
      status: 409,
      body: { message: "Idempotency-Key reused with a different request" },
    });
    expect(await requested(user.id)).toBe(1);
  });

  it("when 100 requests with one key arrive at once, then one effect and 100 identical responses", async () => {
    const user = await app.createUser();
    await creditBalanceForTest(app.ctx, user.id, "profit", "100");
    const results = await Promise.all(Array.from({ length: 100 }, () => withdraw(user.token, "k-burst")));
    expect(new Set(results.map((r) => r.status))).toEqual(new Set([201]));
    expect(new Set(results.map((r) => JSON.stringify(r.body))).size).toBe(1);
    expect(await requested(user.id)).toBe(1);
    const dash = (await app.api("GET", "/api/user/dashboard", { token: user.token })).body.user;
    expect(dash).toMatchObject({ profitBalance: 90, withdrawalHold: 10 });
  });

  it("when two users use the same key, then each gets their own effect", async () => {
    const a = await app.createUser();
    const b = await app.createUser();
    await creditBalanceForTest(app.ctx, a.id, "profit", "100");
    await creditBalanceForTest(app.ctx, b.id, "profit", "100");
    const ra = await withdraw(a.token, "shared-key");
    const rb = await withdraw(b.token, "shared-key");
    expect(ra.body.withdrawal.user._id).toBe(a.id);
    expect(rb.body.withdrawal.user._id).toBe(b.id);
    expect(await requested(a.id)).toBe(1);
    expect(await requested(b.id)).toBe(1);
  });

  it("when the first answer was a rule error, then the same key replays that error even after the balance changes", async () => {
    const user = await app.createUser();
    const first = await withdraw(user.token, "k-err");
    expect(first).toMatchObject({ status: 422, body: { message: INSUFFICIENT_PROFIT } });
    await creditBalanceForTest(app.ctx, user.id, "profit", "100");
    expect(await withdraw(user.token, "k-err")).toMatchObject({ status: 422, body: { message: INSUFFICIENT_PROFIT } });
    expect((await withdraw(user.token, "k-err-2")).status).toBe(201);
  });

  it("when an approval is retried with its key, then the 200 is replayed instead of a 409", async () => {
    const user = await app.createUser();
    await creditBalanceForTest(app.ctx, user.id, "profit", "100");
    const id = (await withdraw(user.token, "k-approve-source")).body.withdrawal._id;
    const put = () =>
      app.api("PUT", `/api/withdrawals/approve/${id}`, { token: admin.token, headers: { "Idempotency-Key": `approve-${id}` } });
    const first = await put();
    const again = await put();
    expect(first).toMatchObject({ status: 200, body: { message: "Withdrawal approved" } });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect((await app.api("PUT", `/api/withdrawals/approve/${id}`, { token: admin.token })).status).toBe(409);
    const approvals = (await app.ctx.store.readStream(`investor-${user.id}`)).filter((e) => e.type === "WithdrawalApproved");
    expect(approvals).toHaveLength(1);
  });

  it("when the key is blank or too long, then 400", async () => {
    const user = await app.createUser();
    expect((await withdraw(user.token, " ")).status).toBe(400);
    expect((await withdraw(user.token, "x".repeat(256))).status).toBe(400);
  });
});
