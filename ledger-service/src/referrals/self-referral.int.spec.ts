import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { processRun } from "../profits/run-engine.js";
import { buySharesForTest } from "../../testing/seed-ledger.js";
import { LONE_ADMIN_UNCAPPED, startTestApp, type TestApp, type TestUser } from "../../testing/test-app.js";
import { tronWallet } from "../../testing/wallets.js";
import { creditBalanceForTest } from "../../testing/test-seeding.js";

/** Self-referral made costly (issue 36, point 5): flagged referrals earn nothing until cleared; rewards capped per referrer. */
let app: TestApp;
let admin: TestUser;
beforeAll(async () => {
  app = await startTestApp({ ...LONE_ADMIN_UNCAPPED, REFERRAL_REWARD_MAX_PER_RUN: "30" });
  admin = await app.createUser({ isAdmin: true });
});
afterAll(async () => {
  await app?.stop();
});

async function rewardRun(percentage: number): Promise<void> {
  const res = await app.api("POST", "/api/admin/referral-rewards/distribute", { token: admin.token, body: { percentage } });
  expect(res.status).toBe(200);
  await processRun(app.ctx, res.body.runId);
  await app.settle();
}
const rewards = async (user: TestUser) =>
  (await app.api("GET", "/api/user/referral-rewards/history", { token: user.token })).body.history.map((h: { amount: number }) => h.amount);

describe("self-referral", () => {
  it("when a referrer and the account they referred ask payouts to the same wallet, then the referral is flagged, earns no reward until an admin clears it, and rewards are capped per run", async () => {
    const referrer = await app.createUser({ email: "self-referrer@example.com" });
    const second = await app.createUser({ email: "second-account@example.com", referredBy: referrer.id });
    const honest = await app.createUser({ email: "honest-referrer@example.com" });
    const friend = await app.createUser({ referredBy: honest.id });
    await buySharesForTest(app, second.id, "10");
    await buySharesForTest(app, friend.id, "1");
    const wallet = tronWallet("shared");
    for (const user of [referrer, second]) {
      await creditBalanceForTest(app.ctx, user.id, "profit", "100.00");
      const w = await app.api("POST", "/api/withdrawals", {
        token: user.token,
        body: { amount: 50, wallet, network: "USDT TRC20", source: "profit" },
      });
      expect(w.status).toBe(201);
    }
    await app.settle();

    const flagged = await app.api("GET", "/api/admin/referrals/flagged", { token: admin.token });
    expect(flagged).toMatchObject({
      status: 200,
      body: {
        items: [
          {
            referrer: { id: referrer.id, email: "self-referrer@example.com" },
            referred: { id: second.id, email: "second-account@example.com" },
            sharedWallet: true,
            cleared: false,
          },
        ],
      },
    });
    expect((await app.api("GET", "/api/admin/referrals/flagged", { token: referrer.token })).status).toBe(403);

    // 10 % of the flagged account's $1,000: held; the honest referral (1 share, $100) earns its $10.
    const preview = await app.api("GET", "/api/admin/referral-rewards/preview?percentage=10", { token: admin.token });
    expect(preview.body).toMatchObject({ investors: 1, total: "10.00" });
    await rewardRun(10);
    expect(await rewards(referrer)).toEqual([]);
    expect(await rewards(honest)).toEqual([10]);

    const cleared = await app.api("PUT", `/api/admin/referrals/flagged/${second.id}/clear`, { token: admin.token });
    expect(cleared).toMatchObject({ status: 200, body: { item: { cleared: true } } });
    // Cleared: it counts, but one run pays one referrer at most REFERRAL_REWARD_MAX_PER_RUN ($30, not $100).
    await rewardRun(10);
    expect(await rewards(referrer)).toEqual([30]);
  });
});
