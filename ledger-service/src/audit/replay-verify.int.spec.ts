import { execFile } from "node:child_process";
import { randomUUID } from "node:crypto";
import { promisify } from "node:util";
import { streams } from "@app/contracts";
import { allProjections, ProjectionRunner } from "@app/projections";
import { replayAndCompare } from "@app/projections/audit/replay";
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { creditProfitPerShare, investorCommand, useSeededLedger } from "../../testing/seed-ledger.js";

const run = promisify(execFile);
const { app, users } = useSeededLedger(24);

async function cli(script: "ledger:replay" | "ledger:verify") {
  try {
    const { stdout } = await run("npm", ["run", "--silent", script], {
      env: { ...process.env, DATABASE_URL: app.config.DATABASE_URL },
      cwd: new URL("../../..", import.meta.url).pathname,
    });
    return { code: 0, stdout };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout + e.stderr };
  }
}

describe("auditor replay and verify", () => {
  it("when the same event id is appended twice, then the store holds one event and every projection shows one effect", async () => {
    const userId = users[0] as string;
    const before = await app.ctx.db.selectFrom("journal_entries").select(sql<string>`count(*)`.as("n")).executeTakeFirstOrThrow();
    const event = {
      eventId: randomUUID(),
      type: "ReferralRewardCredited",
      data: {
        runId: "dup-run",
        percentage: "1",
        teamShares: "1",
        teamInvestment: "100.00",
        amount: "1.00",
        transfers: [{ debit: "platform:reward-expense", credit: `investor:${userId}:reward`, amount: "1.00" }],
      },
    };
    const version = (await app.ctx.store.readStream(streams.investor(userId))).length;
    const first = await app.ctx.store.append(streams.investor(userId), version, [event]);
    const second = await app.ctx.store.append(streams.investor(userId), version, [event]);
    expect(second.duplicate).toBe(true);
    await app.settle();
    const stored = await app.ctx.db
      .selectFrom("events")
      .select(sql<string>`count(*)`.as("n"))
      .where("event_id", "=", event.eventId)
      .executeTakeFirstOrThrow();
    expect(Number(stored.n)).toBe(1);
    const after = await app.ctx.db.selectFrom("journal_entries").select(sql<string>`count(*)`.as("n")).executeTakeFirstOrThrow();
    expect(Number(after.n) - Number(before.n)).toBe(1);
    expect(first.position).toEqual(second.position);
  });

  it("when the projection runner dies mid-batch and restarts, then the read models equal a full replay, checksum for checksum", async () => {
    await app.runtime.runner?.stop();
    const extra = users.slice(0, 6);
    for (const userId of extra)
      await investorCommand(app.ctx.store, userId, {
        type: "CreditProfit",
        runId: "crash-run",
        percentage: "1.5",
        shares: "1",
        pricePerShare: "100",
        loanRepaymentShare: "1",
        now: new Date(),
      });
    let crashes = 0;
    const crashing = new ProjectionRunner({
      store: app.ctx.store,
      handle: app.ctx.handle,
      projections: allProjections,
      batchSize: 4,
      beforeCheckpoint: () => {
        if (crashes++ === 0) throw new Error("killed mid-batch");
      },
    });
    await expect(crashing.catchUp()).rejects.toThrow("killed mid-batch");
    const restarted = new ProjectionRunner({ store: app.ctx.store, handle: app.ctx.handle, projections: allProjections, batchSize: 3 });
    expect(await restarted.catchUp()).toBeGreaterThanOrEqual(6);
    const report = await replayAndCompare({ connectionString: app.config.DATABASE_URL, store: app.ctx.store, projections: allProjections });
    expect(report.tables.filter((t) => !t.equal)).toEqual([]);
    expect(report.equal).toBe(true);
    app.runtime.runner?.start();
  });

  it("when a runner's batch fails and it goes on, and two runners take turns on the same investors, then the read models equal a full replay", async () => {
    await app.runtime.runner?.stop();
    // Four seeded investors without a loan (a loan would take the credits as repayments).
    const investors = [6, 7, 8, 10].map((i) => users[i] as string);
    const credit = (runId: string) => creditProfitPerShare(app.ctx.store, runId, investors, { percentage: "1.5", loanRepaymentShare: "1" });
    const profits = async () =>
      (
        await app.ctx.db
          .selectFrom("investor_balances")
          .select(["user_id", "profit_balance"])
          .where("user_id", "in", investors)
          .orderBy("user_id")
          .execute()
      ).map((r) => `${r.user_id}:${r.profit_balance}`);
    const before = await profits();
    // Runner A remembers the rows of its batches; its second batch fails after changing them.
    let failNext = false;
    const a = new ProjectionRunner({
      store: app.ctx.store,
      handle: app.ctx.handle,
      projections: allProjections,
      batchSize: 4,
      beforeCheckpoint: () => {
        if (failNext) {
          failNext = false;
          throw new Error("killed mid-batch");
        }
      },
    });
    const b = new ProjectionRunner({ store: app.ctx.store, handle: app.ctx.handle, projections: allProjections, batchSize: 4 });
    // One batch = one run's four credits: every batch changes the rows A remembers.
    for (const run of [1, 2, 3, 4]) await credit(`memory-run-${run}`);
    expect(await a.runOnce()).toBe(4);
    failNext = true;
    await expect(a.runOnce()).rejects.toThrow("killed mid-batch");
    // A goes on after its failed batch, then B and A take turns over the same four investors.
    for (const runner of [a, b, a]) expect(await runner.runOnce()).toBe(4);
    expect(await b.runOnce()).toBe(0);
    // Four credits of $1.50 each on every one of the four investors, each counted once.
    const after = await profits();
    expect(after.map((row, i) => Number(row.split(":")[1]) - Number((before[i] as string).split(":")[1]))).toEqual([6, 6, 6, 6]);
    const report = await replayAndCompare({ connectionString: app.config.DATABASE_URL, store: app.ctx.store, projections: allProjections });
    expect(report.tables.filter((t) => !t.equal)).toEqual([]);
    app.runtime.runner?.start();
  });

  it("when the database is consistent, then ledger:replay and ledger:verify exit 0", async () => {
    const replay = await cli("ledger:replay");
    expect(replay.stdout).toContain("replay equals live: OK");
    expect(replay.code).toBe(0);
    const verify = await cli("ledger:verify");
    expect(verify.stdout).toContain("all invariants hold");
    expect(verify.code).toBe(0);
  }, 60_000);

  it("when a read-model row is tampered with, then ledger:replay and ledger:verify exit 1 and name the difference", async () => {
    await app.runtime.runner?.stop();
    const victim = `investor:${users[2]}:profit`;
    await sql`UPDATE rm.account_balances SET balance = balance + 0.01, credits = credits + 0.01 WHERE account = ${victim}`.execute(
      app.ctx.db,
    );
    await sql`UPDATE rm.investor_balances SET profit_balance = profit_balance + 0.01 WHERE user_id = ${users[2] as string}`.execute(
      app.ctx.db,
    );
    const replay = await cli("ledger:replay");
    expect(replay.code).toBe(1);
    expect(replay.stdout).toMatch(/account_balances .* DIFFERENT/);
    const verify = await cli("ledger:verify");
    expect(verify.code).toBe(1);
    expect(verify.stdout).toMatch(/FAIL\s+every account's balance equals the transfers of its events/);
    expect(verify.stdout).toMatch(/FAIL\s+read-model balances equal the investor streams/);
  }, 60_000);
  it("when a stored event's transfers do not match its amounts, then ledger:verify exits 1 and names the event", async () => {
    const userId = users[3] as string;
    const version = (await app.ctx.store.readStream(streams.investor(userId))).length;
    const eventId = randomUUID();
    await app.ctx.store.append(streams.investor(userId), version, [
      {
        eventId,
        type: "ReferralRewardCredited",
        data: {
          runId: "short-run",
          percentage: "1",
          teamShares: "1",
          teamInvestment: "100.00",
          amount: "1.00",
          transfers: [{ debit: "platform:reward-expense", credit: `investor:${userId}:reward`, amount: "0.50" }],
        },
      },
    ]);
    const verify = await cli("ledger:verify");
    expect(verify.code).toBe(1);
    expect(verify.stdout).toMatch(/FAIL\s+each event's transfers match its amounts/);
    expect(verify.stdout).toContain(`ReferralRewardCredited ${eventId}: transfers total 0.50, its amounts 1.00`);
  }, 60_000);
});
