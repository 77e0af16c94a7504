import { randomUUID } from "node:crypto";
import { dashboardUser } from "@app/contracts";
import jwt from "jsonwebtoken";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { signToken } from "../shared/auth.js";
import { LONE_ADMIN_UNCAPPED, type TestApp, useTestApp } from "../../testing/test-app.js";
import { creditBalanceForTest } from "../../testing/test-seeding.js";
import { tronWallet } from "../../testing/wallets.js";

const { app, admin } = useTestApp(LONE_ADMIN_UNCAPPED, { admin: {} });

const buy = async (token: string, numberOfShares: number) =>
  (await app.api("POST", "/api/shares", { token, body: { numberOfShares, paymentMethod: "TRC20", proof: await app.uploadProof(token) } }))
    .body.purchase._id as string;
const approve = (id: string) => app.api("PUT", `/api/shares/approve/${id}`, { token: admin.token });

describe("investor dashboard", () => {
  it("when an investor holds, waits on and earns, then the dashboard shows balances, remaining room, value and team figures", async () => {
    const user = await app.createUser({ fullName: "Dami Dash" });
    const friend = await app.createUser({ referredBy: user.id });
    await approve(await buy(user.token, 10));
    await buy(user.token, 5);
    await approve(await buy(friend.token, 4));
    await creditBalanceForTest(app.ctx, user.id, "profit", "25.50");
    await creditBalanceForTest(app.ctx, user.id, "reward", "3.20");
    await app.api("PUT", "/api/admin/share-price", { token: admin.token, body: { pricePerShare: 120 } });
    const res = await app.api("GET", "/api/user/dashboard", { token: user.token });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({
      _id: user.id,
      fullName: "Dami Dash",
      email: user.email,
      referralCode: user.referralCode,
      sharesOwned: 10,
      pendingShares: 5,
      remaining: 85,
      profitBalance: 25.5,
      referralRewardBalance: 3.2,
      withdrawalHold: 0,
      pricePerShare: 120,
      estimatedShareValue: 1200,
      teamShares: 4,
      teamInvestment: 480,
      teamVolume: 400,
    });
    // Exactly the contract's fields, each of its type (the route builds the answer without zod).
    expect(z.strictObject({ user: dashboardUser.strict() }).parse(res.body)).toEqual(res.body);
    expect(res.body.user.deletedAt).toBeUndefined();
    expect(res.headers.get("content-type")).toBe("application/json; charset=utf-8");
    await app.api("PUT", "/api/admin/share-price", { token: admin.token, body: { pricePerShare: 100 } });
  });

  it("when a new user opens the dashboard, then zeros and the full 100 shares of room", async () => {
    const user = await app.createUser();
    const res = await app.api("GET", "/api/user/dashboard", { token: user.token });
    expect(res.body.user).toMatchObject({ sharesOwned: 0, profitBalance: 0, remaining: 100, estimatedShareValue: 0, teamShares: 0 });
    expect((await app.api("GET", "/api/user/dashboard")).status).toBe(401);
  });

  it("when money moves, then the balance history has one numeric point per change, oldest first", async () => {
    const user = await app.createUser();
    await approve(await buy(user.token, 2));
    await creditBalanceForTest(app.ctx, user.id, "profit", "50");
    await app.api("POST", "/api/withdrawals", {
      token: user.token,
      body: { amount: 20, wallet: tronWallet("dashboard"), network: "USDT TRC20", source: "profit" },
    });
    const res = await app.api("GET", "/api/user/balance-history", { token: user.token });
    expect(res.status).toBe(200);
    expect(res.body.points.map((p: Record<string, unknown>) => [p.sharesOwned, p.profitBalance, p.referralRewardBalance])).toEqual([
      [2, 0, 0],
      [2, 50, 0],
      [2, 30, 0],
    ]);
    expect(typeof res.body.points[0].at).toBe("string");
  });
});

// The dashboard checks the bearer token inside its one (prepared, plan-cached) statement.
describe("investor dashboard token check", () => {
  const dashboard = (token?: string) => app.api("GET", "/api/user/dashboard", token ? { token } : {});
  // Enough reads that every pooled connection has prepared the statement and uses its cached plan.
  const readOften = async (token: string) => {
    for (let i = 0; i < 12; i++) expect((await dashboard(token)).status).toBe(200);
  };

  it("when the user logs out, then the next dashboard read with the old token is 401", async () => {
    const user = await app.createUser();
    await readOften(user.token);
    expect((await app.api("POST", "/api/auth/logout", { token: user.token })).status).toBe(200);
    expect((await dashboard(user.token)).status).toBe(401);
  });

  it("when an admin changes the user's role or deletes the user, then the old token is refused at once", async () => {
    const auditor = await app.createUser();
    const deleted = await app.createUser();
    await readOften(auditor.token);
    await readOften(deleted.token);
    expect((await app.api("PUT", `/api/admin/users/${auditor.id}/auditor`, { token: admin.token, body: { isAuditor: true } })).status).toBe(
      200,
    );
    expect((await app.api("DELETE", `/api/admin/users/${deleted.id}`, { token: admin.token })).status).toBe(200);
    expect((await dashboard(auditor.token)).status).toBe(401);
    expect((await dashboard(deleted.token)).status).toBe(401);
  });

  it("when the token is foreign, tampered, of an older version or of no user, then 401 and no figures", async () => {
    const user = await app.createUser();
    await readOften(user.token);
    const claims = { sub: user.id, isAdmin: false, isAuditor: false, tv: 0 };
    const foreign = jwt.sign(claims, "another-secret-of-the-same-length-0123456789", { algorithm: "HS256", expiresIn: "1h" });
    const [head, , sig] = user.token.split(".");
    const tampered = `${head}.${Buffer.from(JSON.stringify({ ...claims, isAdmin: true })).toString("base64url")}.${sig}`;
    const unsigned = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString("base64url")}.${Buffer.from(JSON.stringify(claims)).toString("base64url")}.`;
    const newer = signToken(app.ctx, { id: user.id, isAdmin: false, isAuditor: false, tokenVersion: 1 });
    const nobody = signToken(app.ctx, { id: randomUUID(), isAdmin: false, isAuditor: false, tokenVersion: 0 });
    for (const token of [foreign, tampered, unsigned, newer, nobody]) {
      const res = await dashboard(token);
      expect(res.status).toBe(401);
      expect(res.body.user).toBeUndefined();
    }
    expect((await dashboard()).status).toBe(401);
  });

  it("when many users open their dashboards at the same moment, then each gets their own figures", async () => {
    // Dashboards requested together are read in shared statements (BatchedLookup).
    const users: Array<Awaited<ReturnType<TestApp["createUser"]>>> = [];
    for (let i = 0; i < 8; i++) {
      const user = await app.createUser({ fullName: `Batch Reader ${i}` });
      await creditBalanceForTest(app.ctx, user.id, "profit", `${i + 1}.25`);
      users.push(user);
    }
    const bogus = signToken(app.ctx, { id: randomUUID(), isAdmin: false, isAuditor: false, tokenVersion: 0 });
    const requests = Array.from({ length: 160 }, (_, i) => {
      const user = i % 20 === 19 ? null : users[i % users.length];
      return dashboard(user ? user.token : bogus).then((res) => ({ user: user ?? null, res }));
    });
    for (const { user, res } of await Promise.all(requests)) {
      if (!user) {
        expect(res.status).toBe(401);
        continue;
      }
      expect(res.status).toBe(200);
      const i = users.indexOf(user);
      expect(res.body.user).toMatchObject({ _id: user.id, email: user.email, fullName: `Batch Reader ${i}`, profitBalance: i + 1.25 });
    }
  });

  it("when a token that was accepted expires, then the next request with it is 401", async () => {
    const user = await app.createUser();
    const claims = { sub: user.id, isAdmin: false, isAuditor: false, tv: 0 };
    const shortLived = jwt.sign({ ...claims, exp: Math.floor(Date.now() / 1000) + 2 }, app.config.JWT_SECRET, { algorithm: "HS256" });
    expect((await dashboard(shortLived)).status).toBe(200);
    expect((await dashboard(shortLived)).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 2100));
    expect((await dashboard(shortLived)).status).toBe(401);
  });

  it("when the user changes their name, then the next dashboard read shows it", async () => {
    const user = await app.createUser({ fullName: "Before Name" });
    await readOften(user.token);
    expect((await app.api("PUT", "/api/user/me", { token: user.token, body: { fullName: "After Name" } })).status).toBe(200);
    expect((await dashboard(user.token)).body.user.fullName).toBe("After Name");
  });
});

describe("admin dashboard stats", () => {
  it("when shares are issued and withdrawals approved, then /admin/stats counts users, shares, approvals and fees", async () => {
    const before = (await app.api("GET", "/api/admin/stats", { token: admin.token })).body;
    const user = await app.createUser();
    await approve(await buy(user.token, 3));
    await creditBalanceForTest(app.ctx, user.id, "profit", "200");
    const w = await app.api("POST", "/api/withdrawals", {
      token: user.token,
      body: { amount: 200, wallet: tronWallet("dashboard"), network: "USDT TRC20", source: "profit" },
    });
    await app.api("PUT", `/api/withdrawals/approve/${w.body.withdrawal._id}`, { token: admin.token });
    const after = await app.api("GET", "/api/admin/stats", { token: admin.token });
    expect(after.body).toEqual({
      registeredUsers: before.registeredUsers + 1,
      totalSharesPurchased: before.totalSharesPurchased + 3,
      approvedWithdrawals: before.approvedWithdrawals + 1,
      totalFees: before.totalFees + 10,
    });
    expect((await app.api("GET", "/api/withdrawals/stats/approved", { token: admin.token })).body).toEqual({
      count: after.body.approvedWithdrawals,
    });
    expect((await app.api("GET", "/api/withdrawals/stats/fees", { token: admin.token })).body).toEqual({ totalFees: after.body.totalFees });
    expect((await app.api("GET", "/api/admin/stats", { token: user.token })).status).toBe(403);
  });
});
