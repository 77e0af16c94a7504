import { describe, expect, it } from "vitest";
import { pendingCountsResponse } from "@app/contracts";
import { type TestApp, useTestApp } from "../../testing/test-app.js";
import { creditBalanceForTest } from "../withdrawals/test-seeding.js";
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
