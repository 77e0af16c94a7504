import { queueNames, VERIFY_EMAIL_FIRST } from "@app/contracts";
import { beforeAll, describe, expect, it } from "vitest";
import { processRun } from "../profits/run-engine.js";
import { creditBalanceForTest } from "../../testing/test-seeding.js";
import { buySharesForTest, investorWithShares } from "../../testing/seed-ledger.js";
import { LONE_ADMIN_UNCAPPED, useTestApp } from "../../testing/test-app.js";
import { tronWallet } from "../../testing/wallets.js";

const { app, admin } = useTestApp(LONE_ADMIN_UNCAPPED, { admin: {} });
beforeAll(() => app.openLoanPortal(admin.token));

const eventCount = () => app.eventCount();

/** The verification link's token of the newest queued verification mail to `to` (no worker runs here; a sign-in mail may be newer). */
async function mailedVerifyToken(to: string): Promise<string> {
  const queue = app.ctx.queues.all().find((q) => q.name === queueNames.email);
  const jobs = ((await queue?.getJobs(["waiting", "delayed", "active"])) ?? []).filter((j) => j.data.to === to);
  const tokens = jobs
    .sort((a, b) => b.timestamp - a.timestamp)
    .map((j) => String(j.data.text ?? "").match(/\/verify\?token=([A-Za-z0-9_-]+)/)?.[1]);
  const token = tokens.find((t) => t !== undefined);
  if (!token) throw new Error(`no verification mail to ${to}`);
  return token;
}

describe("verified accounts only move money", () => {
  it("when an unverified investor buys, withdraws, borrows or pays a loan, then 403 'Please verify your email address first.' and nothing changes", async () => {
    const user = await investorWithShares(app, "10", { emailVerified: false });
    await creditBalanceForTest(app.ctx, user.id, "profit", "100");
    await app.settle();
    const proof = await app.uploadProof(user.token);
    const before = await eventCount();
    const refused = [
      ["POST", "/api/shares", { numberOfShares: 1, paymentMethod: "TRC20", proof }],
      ["POST", "/api/withdrawals", { amount: 20, wallet: tronWallet("verified"), network: "USDT TRC20", source: "profit" }],
      ["POST", "/api/loans/request", { percentage: 10, wallet: tronWallet("verified"), network: "USDT TRC20" }],
      ["POST", "/api/shares/sell-back", { numberOfShares: 1, wallet: tronWallet("verified"), network: "USDT TRC20" }],
      ["POST", "/api/loans/manual-payment", { loanId: "00000000-0000-0000-0000-000000000000", amount: 10, proofUrl: proof }],
    ] as const;
    for (const [method, path, body] of refused) {
      expect(await app.api(method, path, { token: user.token, body }), path).toMatchObject({
        status: 403,
        body: { message: VERIFY_EMAIL_FIRST },
      });
    }
    expect(await eventCount()).toBe(before);
    const mine = await app.api("GET", "/api/shares/mine", { token: user.token });
    expect(mine.body.purchases).toHaveLength(1); // only the seeded, approved one
  });

  it("when the investor follows the mailed verification link, then the same purchase is accepted", async () => {
    const email = `verify-${Date.now()}@example.com`;
    const registered = await app.api("POST", "/api/auth/register", {
      body: { fullName: "Vera Fied", email, password: "a-long-password-1" },
      headers: { "x-forwarded-for": "10.9.0.1" },
    });
    expect(registered.status).toBe(201);
    const { token } = (await app.api("POST", "/api/auth/login", { body: { email, password: "a-long-password-1" } })).body;
    const purchase = async () =>
      app.api("POST", "/api/shares", { token, body: { numberOfShares: 1, paymentMethod: "TRC20", proof: await app.uploadProof(token) } });
    expect(await purchase()).toMatchObject({ status: 403, body: { message: VERIFY_EMAIL_FIRST } });

    const verified = await app.api("GET", `/api/auth/verify?token=${await mailedVerifyToken(email)}`);
    expect(verified).toMatchObject({ status: 200, body: { message: "Email verified!" } });
    expect(await purchase()).toMatchObject({ status: 201, body: { purchase: { numberOfShares: 1, status: "Pending" } } });
  });
});

describe("a referral counts only once the referred account is verified", () => {
  it("when a referred account is unverified, then it is not in the referrer's list, volume, team shares, stats or reward run; once verified it is", async () => {
    const referrer = await app.createUser({ fullName: "Rita Referrer" });
    const fake = await app.createUser({ fullName: "Fake Friend", referredBy: referrer.id, emailVerified: false });
    const real = await app.createUser({ fullName: "Real Friend", referredBy: referrer.id });
    await buySharesForTest(app, fake.id, "5");
    await buySharesForTest(app, real.id, "2");
    await app.settle();

    const figures = async () => {
      const [list, volume, dashboard, stats] = await Promise.all([
        app.api("GET", "/api/user/referrals", { token: referrer.token }),
        app.api("GET", "/api/user/referral-volume", { token: referrer.token }),
        app.api("GET", "/api/user/dashboard", { token: referrer.token }),
        app.api("GET", "/api/admin/referral-stats", { token: admin.token }),
      ]);
      return {
        names: list.body.referrals.map((r: { fullName: string }) => r.fullName),
        volumeShares: volume.body.totalShares,
        teamShares: dashboard.body.user.teamShares,
        statsShares: stats.body.find((r: { _id: string }) => r._id === referrer.id)?.teamShares,
      };
    };
    expect(await figures()).toEqual({ names: ["Real Friend"], volumeShares: 2, teamShares: 2, statsShares: 2 });

    const run = await app.api("POST", "/api/admin/referral-rewards/distribute", { token: admin.token, body: { percentage: 10 } });
    expect(run.status).toBe(200);
    await processRun(app.ctx, run.body.runId);
    await app.settle();
    const history = await app.api("GET", "/api/user/referral-rewards/history", { token: referrer.token });
    expect(history.body.history).toMatchObject([{ amount: 20, teamShares: 2 }]);

    await app.ctx.db.updateTable("users").set({ email_verified: true }).where("id", "=", fake.id).execute();
    const after = await figures();
    expect(after).toMatchObject({ volumeShares: 7, teamShares: 7, statsShares: 7 });
    expect([...after.names].sort()).toEqual(["Fake Friend", "Real Friend"]);
  });
});
