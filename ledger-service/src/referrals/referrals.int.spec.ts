import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { processRun } from "../profits/run-engine.js";
import { buySharesForTest } from "../../testing/seed-ledger.js";
import { startTestApp, type TestApp, LONE_ADMIN_UNCAPPED } from "../../testing/test-app.js";

let app: TestApp;
let admin: { token: string };
let referrer: Awaited<ReturnType<TestApp["createUser"]>>;
let team: Awaited<ReturnType<TestApp["createUser"]>>[];
beforeAll(async () => {
  app = await startTestApp(LONE_ADMIN_UNCAPPED);
  admin = await app.createUser({ isAdmin: true });
  referrer = await app.createUser({ fullName: "Ada Referrer" });
  team = [
    await app.createUser({ fullName: "Team A", referredBy: referrer.id }),
    await app.createUser({ fullName: "Team B", referredBy: referrer.id }),
    await app.createUser({ fullName: "Team C", referredBy: referrer.id }),
  ];
  await buy(team[0]?.id as string, "2");
  await buy(team[1]?.id as string, "3.5");
});
afterAll(async () => {
  await app?.stop();
});

const buy = (userId: string, shares: string) => buySharesForTest(app, userId, shares);

const distribute = (percentage: unknown, token = admin.token) =>
  app.api("POST", "/api/admin/referral-rewards/distribute", { token, body: { percentage } });

describe("referral stats and reward runs", () => {
  it("when the admin opens the stats, then each referrer shows team shares, team investment and reward balance", async () => {
    const res = await app.api("GET", "/api/admin/referral-stats", { token: admin.token });
    expect(res.status).toBe(200);
    expect(res.body).toContainEqual({
      _id: referrer.id,
      fullName: "Ada Referrer",
      email: referrer.email,
      teamShares: 5.5,
      teamInvestment: 550,
      referralRewardBalance: 0,
    });
  });

  it("when the percentage is missing, not a number or not above 0, then 400 'Enter a valid percentage'", async () => {
    for (const bad of [undefined, "", "abc", 0, -3, null]) {
      expect(await distribute(bad)).toMatchObject({ status: 400, body: { message: "Enter a valid percentage" } });
    }
  });

  it("when the admin distributes 25% (above MAX_REWARD_PERCENT, 20), then 422 with the cap and no run starts", async () => {
    const runs = async () => app.ctx.db.selectFrom("money_runs").select("id").where("kind", "=", "reward").execute();
    const before = (await runs()).length;
    expect(await distribute("25")).toMatchObject({
      status: 422,
      body: { message: "A referral reward run may credit at most 20%. Please enter 20% or less." },
    });
    expect(await runs()).toHaveLength(before);
  });

  it("when a non-admin distributes or reads the stats, then 403", async () => {
    expect((await distribute(5, referrer.token)).status).toBe(403);
    expect((await app.api("GET", "/api/admin/referral-stats", { token: referrer.token })).status).toBe(403);
  });

  it("when the admin distributes 10%, then each referrer gets 10% of the team investment once, visible in stats and history", async () => {
    const res = await distribute("10");
    expect(res).toMatchObject({ status: 200, body: { runId: expect.any(String), message: expect.any(String) } });
    const runId = res.body.runId as string;
    expect((await app.api("GET", `/api/admin/referral-rewards/runs/${runId}`, { token: admin.token })).body).toMatchObject({
      id: runId,
      status: "running",
      percentage: 10,
      total: 1,
      processed: 0,
      progress: 0,
    });
    await processRun(app.ctx, runId);
    await processRun(app.ctx, runId);
    await app.ctx.readYourWrites(await app.ctx.store.headPosition());
    expect((await app.api("GET", `/api/admin/referral-rewards/runs/${runId}`, { token: admin.token })).body).toMatchObject({
      status: "completed",
      total: 1,
      processed: 1,
      progress: 100,
      totalAmount: 55,
    });
    const stats = await app.api("GET", "/api/admin/referral-stats", { token: admin.token });
    expect(stats.body).toContainEqual(expect.objectContaining({ _id: referrer.id, referralRewardBalance: 55 }));
    const history = await app.api("GET", "/api/user/referral-rewards/history", { token: referrer.token });
    expect(history.body).toEqual({
      history: [{ _id: expect.any(String), amount: 55, teamShares: 5.5, percentage: 10, distributedAt: expect.any(String) }],
    });
    const stream = await app.ctx.store.readStream(`reward-run-${runId}`);
    expect(stream.map((e) => e.type)).toEqual(["ReferralRewardRunStarted", "ReferralRewardRunCompleted"]);
    expect((await app.api("GET", "/api/admin/referral-rewards/runs/nope", { token: admin.token })).status).toBe(404);
  });
});

describe("the investor's referral screens", () => {
  it("when the referrer lists referrals, then the direct team with name, email and join date, plus the referral code", async () => {
    const res = await app.api("GET", "/api/user/referrals", { token: referrer.token });
    expect(res.body.referralCode).toBe(referrer.referralCode);
    expect(res.body.referrals.map((r: { _id: string }) => r._id).sort()).toEqual(team.map((t) => t.id).sort());
    expect(res.body.referrals[0]).toEqual({
      _id: expect.any(String),
      fullName: expect.stringMatching(/^Team /),
      email: expect.any(String),
      createdAt: expect.any(String),
    });
  });

  it("when the referrer reads the volume, then the team's shares and their value at the current price", async () => {
    expect((await app.api("GET", "/api/user/referral-volume", { token: referrer.token })).body).toEqual({
      totalShares: 5.5,
      totalValue: 550,
    });
    const loner = await app.createUser();
    expect((await app.api("GET", "/api/user/referral-volume", { token: loner.token })).body).toEqual({ totalShares: 0, totalValue: 0 });
    expect((await app.api("GET", "/api/user/referrals", { token: loner.token })).body).toEqual({
      referrals: [],
      referralCode: loner.referralCode,
    });
    expect((await app.api("GET", "/api/user/referral-rewards/history", { token: loner.token })).body).toEqual({ history: [] });
  });
});
