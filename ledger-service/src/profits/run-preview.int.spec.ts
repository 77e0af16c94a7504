import { money } from "@app/contracts";
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { investorWithShares } from "../../testing/seed-ledger.js";
import { useTestApp } from "../../testing/test-app.js";
import { processRun } from "./run-engine.js";

const { app, admin } = useTestApp({}, { admin: {} });

/** What the run's journal actually credited: investors and the exact total. */
async function creditedBy(runId: string, expense: "profit-expense" | "reward-expense") {
  const rows = await app.ctx.db
    .selectFrom("journal_entries")
    .innerJoin("events", "events.event_id", "journal_entries.event_id")
    .select(["journal_entries.credit_account", "journal_entries.amount"])
    .where("journal_entries.debit_account", "=", `platform:${expense}`)
    .where(sql<string>`events.data->>'runId'`, "=", runId)
    .execute();
  return {
    investors: new Set(rows.map((r) => r.credit_account)).size,
    total: rows.reduce((sum, r) => sum.add(String(r.amount)), money(0)).toFixed(2),
  };
}
async function finish(runId: string) {
  await processRun(app.ctx, runId);
  await app.ctx.readYourWrites(await app.ctx.store.headPosition());
}

describe("run previews", () => {
  it("when no investor has referrals, then the reward preview says 0 investors and $0.00", async () => {
    const res = await app.api("GET", "/api/admin/referral-rewards/preview?percentage=2", { token: admin.token });
    expect(res).toMatchObject({ status: 200, body: { investors: 0, total: "0.00", recentRun: null } });
  });

  it("when the admin previews a 2.35 % profit run, then the run then credits exactly the previewed investors and total, and a second preview names it", async () => {
    await investorWithShares(app, "1.5");
    await investorWithShares(app, "3");
    await investorWithShares(app, "0.5");
    const preview = await app.api("GET", "/api/profits/preview?percentage=2.35", { token: admin.token });
    expect(preview.status).toBe(200);
    expect(preview.body.investors).toBe(3);
    expect(preview.body.recentRun).toBeNull();
    const run = await app.api("POST", "/api/profits/credit", { token: admin.token, body: { percentage: "2.35" } });
    await finish(run.body.runId);
    expect(await creditedBy(run.body.runId, "profit-expense")).toEqual({ investors: 3, total: preview.body.total });
    const again = await app.api("GET", "/api/profits/preview?percentage=2.35", { token: admin.token });
    expect(again.body.recentRun).toEqual({ percentage: "2.35", startedAt: expect.any(String) });
    expect(Date.now() - Date.parse(again.body.recentRun.startedAt)).toBeLessThan(60_000);
  });

  it("when the admin previews a reward run, then the run then credits exactly the previewed referrers and total", async () => {
    const referrer = await app.createUser();
    await investorWithShares(app, "2.5", { referredBy: referrer.id });
    await investorWithShares(app, "1", { referredBy: referrer.id });
    const preview = await app.api("GET", "/api/admin/referral-rewards/preview?percentage=1.5", { token: admin.token });
    expect(preview.body).toMatchObject({ investors: 1 });
    const run = await app.api("POST", "/api/admin/referral-rewards/distribute", { token: admin.token, body: { percentage: "1.5" } });
    await finish(run.body.runId);
    expect(await creditedBy(run.body.runId, "reward-expense")).toEqual({ investors: 1, total: preview.body.total });
  });

  it("when the percentage is bad or above the cap, or an investor asks, then 400, 422 and 403", async () => {
    expect(await app.api("GET", "/api/profits/preview?percentage=abc", { token: admin.token })).toMatchObject({
      status: 400,
      body: { message: "Please enter a valid profit percentage." },
    });
    expect((await app.api("GET", "/api/profits/preview?percentage=25", { token: admin.token })).status).toBe(422);
    const investor = await app.createUser();
    expect((await app.api("GET", "/api/profits/preview?percentage=2", { token: investor.token })).status).toBe(403);
    expect((await app.api("GET", "/api/admin/referral-rewards/preview?percentage=2", { token: investor.token })).status).toBe(403);
  });
});
