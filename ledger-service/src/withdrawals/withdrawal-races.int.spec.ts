import { INSUFFICIENT_PROFIT } from "@app/contracts";
import { failedLedgerChecks } from "../../testing/ledger-checks.js";
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../testing/test-app.js";
import { creditBalanceForTest } from "../../testing/test-seeding.js";
import { bscWallet } from "../../testing/wallets.js";

const { app, admin } = useTestApp({}, { admin: {} });

const withdraw = (token: string, amount: number) =>
  app.api("POST", "/api/withdrawals", {
    token,
    body: { amount, wallet: bscWallet("race"), network: "USDT BEP20 (BSC)", source: "profit" },
  });

describe("withdrawal races", () => {
  it("when 100 withdrawals of $10 race for a $100 profit balance, then exactly 10 succeed and the balance never goes below 0", async () => {
    const user = await app.createUser();
    await creditBalanceForTest(app.ctx, user.id, "profit", "100");
    const results = await Promise.all(Array.from({ length: 100 }, () => withdraw(user.token, 10)));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    expect(results.filter((r) => r.status === 422 && r.body.message === INSUFFICIENT_PROFIT)).toHaveLength(90);

    const events = await app.ctx.store.readStream(`investor-${user.id}`);
    expect(events.filter((e) => e.type === "WithdrawalRequested")).toHaveLength(10);
    const dash = (await app.api("GET", "/api/user/dashboard", { token: user.token })).body.user;
    expect(dash).toMatchObject({ profitBalance: 0, withdrawalHold: 100 });
    const low = await sql<{ min: string }>`SELECT min(profit_balance)::text AS min FROM balance_history WHERE user_id = ${user.id}`.execute(
      app.ctx.db,
    );
    expect(Number(low.rows[0]?.min)).toBeGreaterThanOrEqual(0);
    expect(await failedLedgerChecks(app)).toEqual([]);
  });

  it("when approve and reject race on one withdrawal, 100 times, then each ends in exactly one state and is never refunded twice", async () => {
    const user = await app.createUser();
    await creditBalanceForTest(app.ctx, user.id, "profit", "1000");
    let approved = 0;
    let rejected = 0;
    for (let round = 0; round < 100; round++) {
      const id = (await withdraw(user.token, 10)).body.withdrawal._id as string;
      const [a, r] = await Promise.all([
        app.api("PUT", `/api/withdrawals/approve/${id}`, { token: admin.token }),
        app.api("PUT", `/api/withdrawals/reject/${id}`, { token: admin.token }),
      ]);
      expect([a.status, r.status].sort()).toEqual([200, 409]);
      if (a.status === 200) approved++;
      else rejected++;
    }
    const events = await app.ctx.store.readStream(`investor-${user.id}`);
    const decisions = events.filter((e) => e.type === "WithdrawalApproved" || e.type === "WithdrawalRejected");
    expect(decisions).toHaveLength(100);
    expect(new Set(decisions.map((e) => (e.data as { withdrawalId: string }).withdrawalId)).size).toBe(100);
    expect(events.filter((e) => e.type === "WithdrawalRejected")).toHaveLength(rejected);
    const dash = (await app.api("GET", "/api/user/dashboard", { token: user.token })).body.user;
    expect(dash).toMatchObject({ profitBalance: 1000 - 10 * approved, withdrawalHold: 0 });
    const rows = await sql<{ status: string; n: string }>`
      SELECT status, count(*)::text AS n FROM withdrawals WHERE user_id = ${user.id} GROUP BY status`.execute(app.ctx.db);
    expect(Object.fromEntries(rows.rows.map((r) => [r.status, Number(r.n)]))).toEqual({
      ...(approved ? { Approved: approved } : {}),
      ...(rejected ? { Rejected: rejected } : {}),
    });
    expect(await failedLedgerChecks(app)).toEqual([]);
    console.info(`approve/reject race: ${approved} approved, ${rejected} rejected`);
  });
});
