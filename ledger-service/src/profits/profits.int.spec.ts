import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import type { AppContext } from "../runtime/context.js";
import { investorCommand, investorWithShares, resetRunBookkeeping } from "../../testing/seed-ledger.js";
import { useTestApp, LONE_ADMIN_UNCAPPED } from "../../testing/test-app.js";
import { claimMembers } from "./run-bookkeeping.js";
import { processRun } from "./run-engine.js";
import { tronWallet } from "../../testing/wallets.js";

const { app, admin } = useTestApp({ ...LONE_ADMIN_UNCAPPED, PROFIT_RUN_BATCH_SIZE: "2" }, { admin: {} });

const investorWith = (shares: string) => investorWithShares(app, shares);

const credit = (percentage: unknown, token = admin.token) => app.api("POST", "/api/profits/credit", { token, body: { percentage } });
const balanceOf = async (userId: string) =>
  app.ctx.db.selectFrom("investor_balances").selectAll().where("user_id", "=", userId).executeTakeFirstOrThrow();
/** Journal lines of one run's profit credits, per investor account. */
async function profitLinesOf(runId: string) {
  const rows = await app.ctx.db
    .selectFrom("journal_entries")
    .innerJoin("events", "events.event_id", "journal_entries.event_id")
    .select(["journal_entries.credit_account", "journal_entries.amount"])
    .where("journal_entries.debit_account", "=", "platform:profit-expense")
    .where(sql<string>`events.data->>'runId'`, "=", runId)
    .execute();
  return rows;
}
async function finish(runId: string, ctx: AppContext = app.ctx) {
  await processRun(ctx, runId);
  await app.ctx.readYourWrites(await app.ctx.store.headPosition());
}

describe("crediting profit", () => {
  it("when the percentage is missing, not a number, not above 0 or finer than cents, then 400 with the spec's text", async () => {
    for (const bad of [undefined, "", "abc", 0, "0.00", -1, 1.234, null]) {
      expect(await credit(bad)).toMatchObject({ status: 400, body: { message: "Please enter a valid profit percentage." } });
    }
  });

  it("when a non-admin credits profit, then 403", async () => {
    const user = await app.createUser();
    expect((await credit(2, user.token)).status).toBe(403);
  });

  it("when the admin credits 25% (above MAX_PROFIT_PERCENT, 20), then 422 with the cap and nothing changes; 20% is accepted", async () => {
    await investorWith("1");
    const eventCount = async () =>
      Number((await sql<{ n: string }>`SELECT count(*)::text AS n FROM events`.execute(app.ctx.db)).rows[0]?.n);
    const runsBefore = (await app.api("GET", "/api/profits/runs", { token: admin.token })).body.runs.length;
    const eventsBefore = await eventCount();
    expect(await credit("25")).toMatchObject({
      status: 422,
      body: { message: "A profit run may credit at most 20%. Please enter 20% or less." },
    });
    expect(await credit("20.01")).toMatchObject({ status: 422 });
    expect(await eventCount()).toBe(eventsBefore);
    expect((await app.api("GET", "/api/profits/runs", { token: admin.token })).body.runs).toHaveLength(runsBefore);
    const accepted = await credit("20");
    expect(accepted).toMatchObject({ status: 200, body: { runId: expect.any(String) } });
    await finish(accepted.body.runId);
  });

  it("when the admin credits 2%, then every investor gets 2% x shares x price once, loans are repaid first, and the run reaches 100%", async () => {
    const small = await investorWith("2");
    const large = await investorWith("3.5");
    const borrower = await investorWith("5");
    const loan = await app.api("POST", "/api/loans/request", {
      token: borrower.token,
      body: { percentage: 1, wallet: tronWallet("profits"), network: "USDT TRC20" },
    });
    await app.api("PUT", `/api/loans/approve/${loan.body.loan._id}`, { token: admin.token });

    const res = await credit("2");
    expect(res).toMatchObject({ status: 200, body: { runId: expect.any(String), message: expect.any(String) } });
    const runId = res.body.runId as string;
    const before = await app.api("GET", `/api/profits/runs/${runId}`, { token: admin.token });
    expect(before.body).toMatchObject({ id: runId, status: "running", percentage: 2, processed: 0, progress: 0, totalAmount: 0 });
    expect(before.body.total).toBeGreaterThanOrEqual(3);

    await finish(runId);
    const after = await app.api("GET", `/api/profits/runs/${runId}`, { token: admin.token });
    expect(after.body).toMatchObject({ status: "completed", progress: 100, processed: after.body.total });
    expect(await balanceOf(small.id)).toMatchObject({ profit_balance: "4.00", total_profit: "4.00" });
    expect(await balanceOf(large.id)).toMatchObject({ profit_balance: "7.00" });
    // 2% of 5 x $100 = $10 credited; the $5.50 loan (5 + 0.50 charge) is repaid from it first.
    expect(await balanceOf(borrower.id)).toMatchObject({ profit_balance: "4.50", total_profit: "10.00", loan_owed: "0.00" });
    expect((await app.api("GET", "/api/loans/summary", { token: borrower.token })).body).toMatchObject({ status: "Paid", remaining: 0 });

    const lines = await profitLinesOf(runId);
    expect(lines).toHaveLength(after.body.total);
    expect(new Set(lines.map((l) => l.credit_account)).size).toBe(lines.length);
    const sum = lines.reduce((s, l) => s + Math.round(Number(l.amount) * 100), 0) / 100;
    expect(after.body.totalAmount).toBe(sum);
    const runStream = await app.ctx.store.readStream(`profit-run-${runId}`);
    expect(runStream.map((e) => e.type)).toEqual(["ProfitRunStarted", "ProfitRunCompleted"]);
    expect(runStream[0]?.data).toMatchObject({
      percentage: "2",
      pricePerShare: "100.00",
      loanRepaymentShare: "1",
      investorCount: after.body.total,
    });

    const list = await app.api("GET", "/api/profits/runs", { token: admin.token });
    expect(list.body.runs[0]).toMatchObject({ id: runId, status: "completed", progress: 100 });
  });

  it("when a run is already in progress, then a second one is 409", async () => {
    await investorWith("1");
    const first = await credit(1);
    expect(await credit(1)).toMatchObject({ status: 409, body: { message: "A profit run is already in progress" } });
    await finish(first.body.runId);
  });

  it("when the price changes and an investor buys after the start, then the run keeps the price and members it started with", async () => {
    const early = await investorWith("1");
    const runId = (await credit(10)).body.runId as string;
    await app.api("PUT", "/api/admin/share-price", { token: admin.token, body: { pricePerShare: 150 } });
    const late = await investorWith("1");
    await finish(runId);
    expect(await balanceOf(early.id)).toMatchObject({ total_profit: "10.00" });
    expect(await balanceOf(late.id)).toMatchObject({ total_profit: "0.00" });
    await app.api("PUT", "/api/admin/share-price", { token: admin.token, body: { pricePerShare: 100 } });
  });

  it("when a run is processed again after its members were reset (a crash before marking), then nobody is credited twice", async () => {
    const user = await investorWith("2");
    const runId = (await credit(1)).body.runId as string;
    await finish(runId);
    const firstTotal = (await app.api("GET", `/api/profits/runs/${runId}`, { token: admin.token })).body.totalAmount;
    await resetRunBookkeeping(app, runId);
    await finish(runId);
    const again = await app.api("GET", `/api/profits/runs/${runId}`, { token: admin.token });
    expect(again.body).toMatchObject({ status: "completed", progress: 100, totalAmount: firstTotal });
    expect(await balanceOf(user.id)).toMatchObject({ total_profit: "2.00" });
    const lines = await profitLinesOf(runId);
    expect(new Set(lines.map((l) => l.credit_account)).size).toBe(lines.length);
  });

  it("when the first members were claimed by a worker that died, then a worker past them takes them over once the lease ends", async () => {
    const users = [];
    for (let i = 0; i < 7; i++) users.push(await investorWith("1"));
    const runId = (await credit(1)).body.runId as string;
    // A worker that died holding the first two members (in claim order), its lease 1.5 s.
    const held = await claimMembers(app.ctx.db, runId, 2, 1500);
    expect(held).toHaveLength(2);
    const started = Date.now();
    await finish(runId); // claims after the held ones, reaches the end, then comes back for them
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
    const run = await app.api("GET", `/api/profits/runs/${runId}`, { token: admin.token });
    expect(run.body).toMatchObject({ status: "completed", progress: 100 });
    for (const user of users) expect(await balanceOf(user.id)).toMatchObject({ total_profit: "1.00" });
    const lines = await profitLinesOf(runId);
    expect(new Set(lines.map((l) => l.credit_account)).size).toBe(lines.length);
  });

  it("when an investor's stream changes while a batch is being appended, then the batch is decided again and credits everyone once", async () => {
    const busy = await investorWith("1");
    const runId = (await credit(5)).body.runId as string;
    let interfered = false;
    const store = app.ctx.store;
    const racingStore = Object.create(store) as typeof store;
    racingStore.appendMany = async (batches, options) => {
      if (!interfered && batches.some((b) => b.streamId === `investor-${busy.id}`)) {
        interfered = true;
        await investorCommand(store, busy.id, {
          type: "RequestSharePurchase",
          purchaseId: "racing",
          shares: "0.5",
          pricePerShare: "100",
          network: "TRC20",
          proof: "x",
          offeringRemaining: "2500",
          now: new Date(),
        });
      }
      return store.appendMany(batches, options);
    };
    await finish(runId, { ...app.ctx, store: racingStore });
    expect(interfered).toBe(true);
    expect(await balanceOf(busy.id)).toMatchObject({ total_profit: "5.00", pending_shares: "0.5" });
  });

  it("when the same Idempotency-Key is sent twice, then one run is started and the first answer is replayed", async () => {
    await investorWith("1");
    const send = () =>
      app.api("POST", "/api/profits/credit", {
        token: admin.token,
        body: { percentage: 3 },
        headers: { "Idempotency-Key": "credit-3-once" },
      });
    const [a, b] = [await send(), await send()];
    expect(b.body).toEqual(a.body);
    expect(b.headers.get("idempotent-replayed")).toBe("true");
    await finish(a.body.runId);
    const runs = await app.api("GET", "/api/profits/runs", { token: admin.token });
    expect(runs.body.runs.filter((r: { percentage: number }) => r.percentage === 3)).toHaveLength(1);
  });

  it("when a run id is unknown, then 404", async () => {
    expect((await app.api("GET", "/api/profits/runs/00000000-0000-4000-8000-000000000000", { token: admin.token })).status).toBe(404);
    expect((await app.api("GET", "/api/profits/runs/nope", { token: admin.token })).status).toBe(404);
  });
});
