import { describe, expect, it } from "vitest";
import { pendingCountsResponse } from "@app/contracts";
import { type TestApp, useTestApp } from "../../testing/test-app.js";
import { creditBalanceForTest } from "../../testing/test-seeding.js";
import { tronWallet } from "../../testing/wallets.js";

const { app, admin } = useTestApp({}, { admin: {} });

const counts = async (token: string) => app.api("GET", "/api/admin/pending-counts", { token });
const buy = async (a: TestApp, token: string) =>
  a.api("POST", "/api/shares", { token, body: { numberOfShares: 2, paymentMethod: "TRC20", proof: await a.uploadProof(token) } });

describe("GET /api/admin/pending-counts", () => {
  it("when an investor asks for a purchase and a withdrawal, then the admin's counts rise by one each and fall when decided", async () => {
    const before = (await counts(admin.token)).body;
    const investor = await app.createUser();
    const purchase = await buy(app, investor.token);
    expect(purchase.status).toBeLessThan(300);
    await creditBalanceForTest(app.ctx, investor.id, "profit", "40.00");
    const withdrawal = await app.api("POST", "/api/withdrawals", {
      token: investor.token,
      body: { amount: 20, wallet: tronWallet(`counts-${investor.id}`), network: "USDT TRC20", source: "profit" },
    });
    expect(withdrawal.status).toBeLessThan(300);

    const after = await counts(admin.token);
    expect(after.status).toBe(200);
    expect(pendingCountsResponse.strict().parse(after.body)).toEqual(after.body);
    expect(after.body).toEqual({ ...before, purchases: before.purchases + 1, withdrawals: before.withdrawals + 1 });

    await app.api("PUT", `/api/shares/reject/${purchase.body.purchase._id}`, { token: admin.token });
    expect((await counts(admin.token)).body.purchases).toBe(before.purchases);
  });

  it("when an investor or a visitor asks, then 403 and 401", async () => {
    const investor = await app.createUser();
    expect((await counts(investor.token)).status).toBe(403);
    expect((await app.api("GET", "/api/admin/pending-counts")).status).toBe(401);
  });
});

describe("admin lists: status filter", () => {
  it("when the admin lists purchases by status, then only that status comes back; an unknown status is 400", async () => {
    const investor = await app.createUser();
    const kept = (await buy(app, investor.token)).body.purchase._id as string;
    const rejected = (await buy(app, investor.token)).body.purchase._id as string;
    await app.api("PUT", `/api/shares/reject/${rejected}`, { token: admin.token });
    const ids = async (status: string) =>
      (
        (await app.api("GET", `/api/shares/all?status=${status}`, { token: admin.token })).body.purchases as {
          _id: string;
          status: string;
        }[]
      ).map((p) => [p._id, p.status]);
    const pending = await ids("Pending");
    expect(pending).toContainEqual([kept, "Pending"]);
    expect(pending.every(([, status]) => status === "Pending")).toBe(true);
    expect(await ids("Rejected")).toContainEqual([rejected, "Rejected"]);
    const all = await app.api("GET", "/api/shares/all", { token: admin.token });
    expect(all.body.purchases.map((p: { _id: string }) => p._id)).toEqual(expect.arrayContaining([kept, rejected]));
  });

  it.each(["/api/shares/all", "/api/withdrawals/admin", "/api/shares/sell-backs"])(
    "when %s gets status=Bogus, then 400 with the allowed statuses",
    async (path) => {
      const res = await app.api("GET", `${path}?status=Bogus`, { token: admin.token });
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/^status must be one of: Pending, Approved, Rejected/);
    },
  );

  it("when the admin lists withdrawals and sell-backs by Pending, then every row is pending", async () => {
    const investor = await app.createUser();
    await creditBalanceForTest(app.ctx, investor.id, "profit", "30.00");
    await app.api("POST", "/api/withdrawals", {
      token: investor.token,
      body: { amount: 15, wallet: tronWallet(`filter-${investor.id}`), network: "USDT TRC20", source: "profit" },
    });
    const withdrawals = await app.api("GET", "/api/withdrawals/admin?status=Pending", { token: admin.token });
    expect(withdrawals.body.withdrawals.length).toBeGreaterThan(0);
    expect(withdrawals.body.withdrawals.every((w: { status: string }) => w.status === "Pending")).toBe(true);
    const approved = await app.api("GET", "/api/withdrawals/admin?status=Approved", { token: admin.token });
    expect(approved.body.withdrawals.some((w: { status: string }) => w.status === "Pending")).toBe(false);
    expect((await app.api("GET", "/api/shares/sell-backs?status=Cancelled", { token: admin.token })).status).toBe(200);
  });
});
