import { SHARES_EDIT_STEP } from "@app/contracts";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../testing/test-app.js";
import { creditBalanceForTest } from "../../testing/test-seeding.js";
import { tronWallet } from "../../testing/wallets.js";

const { app, admin } = useTestApp({}, { admin: { fullName: "Ada Admin" } });

const setShares = (id: string, sharesOwned: unknown) =>
  app.api("PUT", `/api/admin/users/${id}/shares`, { token: admin.token, body: { sharesOwned } });

describe("admin users table", () => {
  it("when the admin lists users, then each has the spec's User fields with referrer and team figures", async () => {
    const leader = await app.createUser({ fullName: "Lola Leader" });
    const member = await app.createUser({ fullName: "Mo Member", referredBy: leader.id });
    await setShares(member.id, 4);
    await creditBalanceForTest(app.ctx, member.id, "profit", "12.34");
    const res = await app.api("GET", "/api/admin/users", { token: admin.token });
    expect(res.status).toBe(200);
    const byId = new Map(res.body.map((u: { _id: string }) => [u._id, u]));
    expect(byId.get(member.id)).toMatchObject({
      fullName: "Mo Member",
      email: member.email,
      referralCode: member.referralCode,
      referredBy: { _id: leader.id, fullName: "Lola Leader", referralCode: leader.referralCode },
      referrer: "Lola Leader",
      sharesOwned: 4,
      profitBalance: 12.34,
      referralRewardBalance: 0,
      isAdmin: false,
    });
    expect(byId.get(leader.id)).toMatchObject({ referrer: null, teamShares: 4, teamInvestment: 400, sharesOwned: 0 });
    expect(res.body.every((u: Record<string, unknown>) => !("password" in u) && !("password_hash" in u))).toBe(true);
  });

  it("when investorsOnly=true, then only holders, largest first, ranked from 1", async () => {
    const small = await app.createUser();
    const big = await app.createUser();
    await setShares(small.id, 1.5);
    await setShares(big.id, 90);
    const res = await app.api("GET", "/api/admin/users?investorsOnly=true", { token: admin.token });
    const shares = res.body.map((u: { sharesOwned: number }) => u.sharesOwned);
    expect(shares.every((s: number) => s > 0)).toBe(true);
    expect([...shares].sort((a, b) => b - a)).toEqual(shares);
    expect(res.body.map((u: { rank: number }) => u.rank)).toEqual(res.body.map((_: unknown, i: number) => i + 1));
    expect(res.body[0]._id).toBe(big.id);
  });

  it("when a non-admin asks, then 403", async () => {
    const user = await app.createUser();
    expect((await app.api("GET", "/api/admin/users", { token: user.token })).status).toBe(403);
    expect((await app.api("PUT", `/api/admin/users/${user.id}/shares`, { token: user.token, body: { sharesOwned: 1 } })).status).toBe(403);
    expect((await app.api("DELETE", `/api/admin/users/${user.id}`, { token: user.token })).status).toBe(403);
    expect((await app.api("GET", `/api/admin/user/${user.id}/details`, { token: user.token })).status).toBe(403);
  });
});

describe("admin share edits", () => {
  it("when the admin sets shares, then 'Shares updated', the investor and offering streams both record it", async () => {
    const user = await app.createUser();
    expect(await setShares(user.id, 10)).toMatchObject({ status: 200, body: { message: "Shares updated", sharesOwned: 10 } });
    expect(await setShares(user.id, "7.5")).toMatchObject({ status: 200, body: { sharesOwned: 7.5 } });
    const investor = await app.ctx.store.readStream(`investor-${user.id}`);
    expect(investor.filter((e) => e.type === "SharesAdjusted").map((e) => e.data)).toMatchObject([
      { previousShares: "0", newShares: "10" },
      { previousShares: "10", newShares: "7.5" },
    ]);
    const offering = await app.ctx.store.readStream("offering");
    expect(offering.filter((e) => (e.data as { userId?: string }).userId === user.id).map((e) => e.type)).toEqual([
      "OfferingSharesAdjusted",
      "OfferingSharesAdjusted",
    ]);
    const dash = await app.api("GET", "/api/user/dashboard", { token: user.token });
    expect(dash.body.user).toMatchObject({ sharesOwned: 7.5, remaining: 92.5 });
  });

  it("when the shares are not in 0.5 steps or pass 100, then an error and nothing changes", async () => {
    const user = await app.createUser();
    expect(await setShares(user.id, 1.2)).toMatchObject({ status: 400, body: { message: SHARES_EDIT_STEP } });
    expect(await setShares(user.id, "abc")).toMatchObject({ status: 400, body: { message: SHARES_EDIT_STEP } });
    expect((await setShares(user.id, 100.5)).status).toBe(422);
    expect(await app.ctx.store.readStream(`investor-${user.id}`)).toHaveLength(0);
  });

  it("when the user does not exist, then 404 'User not found'", async () => {
    expect(await setShares("00000000-0000-0000-0000-000000000000", 1)).toMatchObject({ status: 404, body: { message: "User not found" } });
    expect(await setShares("not-a-uuid", 1)).toMatchObject({ status: 404, body: { message: "User not found" } });
  });
});

describe("admin user delete and details", () => {
  it("when the admin deletes a user, then 'User deleted', their token stops working, the list drops them, and history stays", async () => {
    const user = await app.createUser({ fullName: "Gone Soon" });
    await setShares(user.id, 2);
    expect(await app.api("DELETE", `/api/admin/users/${user.id}`, { token: admin.token })).toMatchObject({
      status: 200,
      body: { message: "User deleted" },
    });
    expect((await app.api("GET", "/api/user/dashboard", { token: user.token })).status).toBe(401);
    const list = await app.api("GET", "/api/admin/users", { token: admin.token });
    expect(list.body.some((u: { _id: string }) => u._id === user.id)).toBe(false);
    expect((await app.ctx.store.readStream(`investor-${user.id}`)).length).toBeGreaterThan(0);
    const details = await app.api("GET", `/api/admin/user/${user.id}/details`, { token: admin.token });
    expect(details.body.profile).toMatchObject({ fullName: "Gone Soon", sharesOwned: 2 });
    expect(details.body.profile.deletedAt).not.toBeNull();
    expect((await app.api("DELETE", `/api/admin/users/${user.id}`, { token: admin.token })).status).toBe(404);
  });

  it("when the admin deletes themselves, then 403 and they stay", async () => {
    expect(await app.api("DELETE", `/api/admin/users/${admin.id}`, { token: admin.token })).toMatchObject({
      status: 403,
      body: { message: "You cannot delete your own account" },
    });
    expect((await app.api("GET", "/api/admin/users", { token: admin.token })).status).toBe(200);
  });

  it("when the admin opens a user's details, then profile, purchases, withdrawals, referrals with values and the price", async () => {
    const leader = await app.createUser({ fullName: "Dee Details" });
    const r1 = await app.createUser({ referredBy: leader.id });
    const r2 = await app.createUser({ referredBy: leader.id });
    await setShares(r1.id, 3);
    await setShares(r2.id, 0.5);
    const proof = await app.uploadProof(leader.token);
    await app.api("POST", "/api/shares", { token: leader.token, body: { numberOfShares: 1, paymentMethod: "APTOS", proof } });
    await creditBalanceForTest(app.ctx, leader.id, "profit", "20");
    await app.api("POST", "/api/withdrawals", {
      token: leader.token,
      body: { amount: 20, wallet: tronWallet("admin-users"), network: "USDT TRC20", source: "profit" },
    });
    const res = await app.api("GET", `/api/admin/user/${leader.id}/details`, { token: admin.token });
    expect(res.status).toBe(200);
    expect(res.body.profile).toMatchObject({ _id: leader.id, fullName: "Dee Details", teamShares: 3.5 });
    expect(res.body.purchases).toMatchObject([
      {
        numberOfShares: 1,
        paymentMethod: "APTOS",
        proof: expect.stringMatching(/\/api\/uploads\/[0-9a-f-]{36}\.png\?expires=\d+&signature=/),
        status: "Pending",
      },
    ]);
    expect(res.body.withdrawals).toMatchObject([{ amount: 20, status: "Pending" }]);
    expect(res.body.referrals).toEqual([
      { _id: r1.id, fullName: expect.any(String), email: r1.email, sharesOwned: 3, value: 300 },
      { _id: r2.id, fullName: expect.any(String), email: r2.email, sharesOwned: 0.5, value: 50 },
    ]);
    expect(res.body.totalReferralValue).toBe(350);
    expect(res.body.sharePrice).toBe(100);
    expect((await app.api("GET", "/api/admin/user/nope/details", { token: admin.token })).status).toBe(404);
  });
});
