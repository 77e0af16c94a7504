import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { creditProfitPerShare, investorCommand, useSeededLedger } from "../../testing/seed-ledger.js";
import { RunningLedgerAudit } from "./running-verify.js";
import { verifyLedger } from "./verify.js";

const { app, users } = useSeededLedger(12);
const audit = new RunningLedgerAudit();

const failing = async () =>
  (await audit.check(app.ctx.db, app.ctx.store))
    .filter((r) => !r.ok)
    .map((r) => r.name)
    .sort();

async function creditProfit(runId: string, userIds: string[]) {
  await creditProfitPerShare(app.ctx.store, runId, userIds, { percentage: "2", loanRepaymentShare: "0.5" });
  await app.settle();
}

const FOLD = "read-model balances equal the investor streams folded by the domain (incrementally)";
const INVESTOR_JOURNAL = "investor balances equal their journal accounts";
const ACCOUNTS = "account balances equal the journal lines (followed incrementally)";
const TOTALS = "the new events' transfers match their amounts";
const LINES = "the new events' journal lines equal their transfers";

describe("the running ledger audit (checked every 1,000 operations by the reliability suite)", () => {
  it("when the ledger is consistent, then every check holds, like the full verifyLedger, and a second check reads only the new events", async () => {
    const full = await verifyLedger(app.ctx.db, app.ctx.store);
    expect(full.filter((r) => !r.ok)).toEqual([]);
    expect(await failing()).toEqual([]);
    const total = async () => Number((await sql<{ n: string }>`SELECT count(*) AS n FROM events`.execute(app.ctx.db)).rows[0]?.n);
    const before = await total();
    expect(audit.events).toBe(before);

    await creditProfit("running-1", users.slice(0, 4));
    const results = await audit.check(app.ctx.db, app.ctx.store);
    expect(results.filter((r) => !r.ok)).toEqual([]);
    // One profit credit each, and a loan repayment for the investor who borrowed.
    expect(results.find((r) => r.name === LINES)?.detail).toMatch(
      new RegExp(`^${(await total()) - before} new event\\(s\\), \\d+ line\\(s\\), 0 event\\(s\\) differ`),
    );
    expect(results.find((r) => r.name === FOLD)?.detail).toMatch(/4 stream\(s\) changed/);
    expect(audit.events).toBe(await total());
  });

  it("when an investor's read-model balance is tampered with, then the check fails until it is put back", async () => {
    const userId = users[1] as string;
    await sql`UPDATE investor_balances SET profit_balance = profit_balance + 0.01 WHERE user_id = ${userId}`.execute(app.ctx.db);
    expect(await failing()).toEqual([INVESTOR_JOURNAL, FOLD].sort());
    await sql`UPDATE investor_balances SET profit_balance = profit_balance - 0.01 WHERE user_id = ${userId}`.execute(app.ctx.db);
    expect(await failing()).toEqual([]);

    // Shares: not in the journal, only the fold and the offering's allocation see them.
    await sql`UPDATE investor_balances SET shares = shares + 0.5 WHERE user_id = ${userId}`.execute(app.ctx.db);
    const failed = await failing();
    expect(failed).toContain(FOLD);
    expect(failed.some((name) => name.startsWith("shares held within"))).toBe(true);
    await sql`UPDATE investor_balances SET shares = shares - 0.5 WHERE user_id = ${userId}`.execute(app.ctx.db);
    expect(await failing()).toEqual([]);
  });

  it("when an account balance is changed on one side only (an unbalanced journal), then the check fails", async () => {
    await sql`UPDATE account_balances SET credits = credits + 5, balance = balance + 5 WHERE account = 'platform:fee-income'`.execute(
      app.ctx.db,
    );
    expect(await failing()).toEqual([ACCOUNTS]);
    await sql`UPDATE account_balances SET credits = credits - 5, balance = balance - 5 WHERE account = 'platform:fee-income'`.execute(
      app.ctx.db,
    );
    expect(await failing()).toEqual([]);
  });

  it("when a new event's journal line differs from its transfer, then the check fails", async () => {
    await creditProfit("running-2", users.slice(4, 6));
    const last = await sql<{ pos: string }>`SELECT max(global_position)::text AS pos FROM journal_entries`.execute(app.ctx.db);
    await sql`UPDATE journal_entries SET amount = amount + 1 WHERE global_position = ${last.rows[0]?.pos}::bigint AND line = 0`.execute(
      app.ctx.db,
    );
    const failed = await failing();
    expect(failed).toContain(LINES);
    expect(failed).toContain(ACCOUNTS);
  });

  it("when an event's transfer does not carry the event's amount (written past the domain), then the check names it", async () => {
    const userId = users[8] as string;
    const version = (await app.ctx.store.readStream(`investor-${userId}`)).length;
    await app.ctx.store.append(`investor-${userId}`, version, [
      {
        eventId: randomUUID(),
        type: "ProfitCredited",
        data: {
          runId: "running-short",
          percentage: "2",
          shares: "1",
          pricePerShare: "100.00",
          amount: "2.00",
          transfers: [{ debit: "platform:profit-expense", credit: `investor:${userId}:profit`, amount: "1.99" }],
        },
      },
    ]);
    await app.settle();
    const results = await audit.check(app.ctx.db, app.ctx.store);
    const totals = results.find((r) => r.name === TOTALS);
    expect(totals?.ok).toBe(false);
    expect(totals?.detail).toMatch(/ProfitCredited at \d+: transfers total 1.99, its amounts 2.00/);
  });

  it("when the read models skip an event (checkpoint moved past it, nothing applied), then the check fails", async () => {
    const userId = users[7] as string;
    await app.runtime.runner?.stop();
    await investorCommand(app.ctx.store, userId, {
      type: "CreditProfit",
      runId: "running-lost",
      percentage: "2",
      shares: "1",
      pricePerShare: "100",
      loanRepaymentShare: "0.5",
      now: new Date(),
    });
    const head = await app.ctx.store.headPosition();
    await sql`UPDATE rm_checkpoint SET commit_pos = ${String(head?.commit)}::bigint, prepare_pos = ${String(head?.prepare)}::bigint`.execute(
      app.ctx.db,
    );
    const failed = await failing();
    expect(failed).toContain(LINES);
    expect(failed).toContain(FOLD);
    expect(failed).toContain(INVESTOR_JOURNAL);
  });
});
