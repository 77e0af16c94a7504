import { allProjections } from "@app/projections";
import { replayAndCompare } from "@app/projections/audit/replay";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { processRun } from "./profits/run-engine.js";
import { startTestApp, type TestApp } from "../testing/test-app.js";
import { failedLedgerChecks } from "../testing/ledger-checks.js";
import { tronWallet } from "../testing/wallets.js";

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.stop();
});

/**
 * Hand-computed, step by step (price $100, loan repayment share 100%):
 *  buy 10 shares ($1,000)                        shares 10
 *  credit 2%: 2% x 10 x $100 = $20.00           profit 20.00
 *  withdraw $10 (held), rejected (refunded)      profit 20.00, hold 0
 *  withdraw $12.50, approved: fee 0.63 (5% of 12.50 = 0.625, half up), net 11.87   profit 7.50
 *  borrow 10% of $1,000 = $100 + $10 charge      loan owed 110.00
 *  credit 2% again: $20.00, all of it repays     loan owed 90.00, profit 7.50, total profit 40.00
 *  manual payment $90, approved                  loan owed 0, Paid
 */
const expectedBalances = {
  shares: "10.0",
  pending_shares: "0.0",
  profit_balance: "7.50",
  reward_balance: "0.00",
  withdrawal_hold: "0.00",
  loan_owed: "0.00",
  total_profit: "40.00",
  total_reward: "0.00",
};
const expectedPlatform = {
  "platform:treasury": "-978.13", // -1000 received + 11.87 paid out + 100 lent - 90 repaid
  "platform:share-capital": "1000.00",
  "platform:fee-income": "0.63",
  "platform:loan-charge-income": "10.00",
  "platform:profit-expense": "-40.00",
};

describe("an investor's journey", () => {
  it("when an investor buys, earns, withdraws, borrows and repays, then every balance matches the hand-computed table to the cent", async () => {
    const admin = await app.createUser({ isAdmin: true });
    const investor = await app.createUser({ fullName: "Journey Investor" });
    const as = (who: { token: string }) => ({
      call: async (method: string, path: string, body?: unknown) => {
        const res = await app.api(method, path, { token: who.token, body });
        if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(res.body)}`);
        return res.body;
      },
    });
    const me = as(investor);
    const boss = as(admin);
    const creditProfit = async (percentage: number) => {
      const { runId } = await boss.call("POST", "/api/profits/credit", { percentage });
      await processRun(app.ctx, runId); // what the profit-run worker does with the queued job
      await app.ctx.readYourWrites(await app.ctx.store.headPosition());
      expect(await boss.call("GET", `/api/profits/runs/${runId}`)).toMatchObject({ status: "completed", progress: 100 });
    };

    const purchase = await me.call("POST", "/api/shares", {
      numberOfShares: 10,
      paymentMethod: "TRC20",
      proof: await app.uploadProof(investor.token),
    });
    await boss.call("PUT", `/api/shares/approve/${purchase.purchase._id}`);
    await creditProfit(2);

    const first = await me.call("POST", "/api/withdrawals", {
      amount: 10,
      wallet: tronWallet("journey"),
      network: "USDT TRC20",
      source: "profit",
    });
    expect(await boss.call("PUT", `/api/withdrawals/reject/${first.withdrawal._id}`)).toMatchObject({
      message: "Withdrawal rejected and refunded",
    });
    const second = await me.call("POST", "/api/withdrawals", {
      amount: 12.5,
      wallet: tronWallet("journey"),
      network: "USDT TRC20",
      source: "profit",
    });
    await boss.call("PUT", `/api/withdrawals/approve/${second.withdrawal._id}`);

    const { loan } = await me.call("POST", "/api/loans/request", { percentage: 10, wallet: tronWallet("journey"), network: "USDT TRC20" });
    expect(loan).toMatchObject({ amountRequested: 100, companyCharge: 10, totalPayable: 110 });
    await boss.call("PUT", `/api/loans/approve/${loan._id}`);
    await creditProfit(2);
    expect(await me.call("GET", "/api/loans/summary")).toMatchObject({ remaining: 90, status: "Approved" });

    await me.call("POST", "/api/loans/manual-payment", { loanId: loan._id, amount: 90, proofUrl: await app.uploadProof(investor.token) });
    await boss.call("PUT", "/api/loans/manual-payment/approve", { loanId: loan._id, paymentIndex: 0 });

    const summary = await me.call("GET", "/api/loans/summary");
    expect(summary).toMatchObject({
      loanId: loan._id,
      amountRequested: 100,
      companyCharge: 10,
      totalPayable: 110,
      remaining: 0,
      status: "Paid",
      repaymentMethod: "profit, manual",
    });
    expect(summary.paidAt).toEqual(expect.any(String));
    expect((await me.call("GET", "/api/loans/history")).history).toEqual([
      { at: expect.any(String), source: "profit", amount: 20, balanceAfter: 90, note: expect.stringContaining("Profit deduction") },
      { at: expect.any(String), source: "manual", amount: 90, balanceAfter: 0, note: "Manual payment" },
    ]);

    const balances = await app.ctx.db
      .selectFrom("investor_balances")
      .selectAll()
      .where("user_id", "=", investor.id)
      .executeTakeFirstOrThrow();
    expect(balances).toMatchObject(expectedBalances);
    const accounts = await app.ctx.db.selectFrom("account_balances").select(["account", "balance"]).execute();
    const byAccount = Object.fromEntries(accounts.map((a) => [a.account, a.balance]));
    expect(byAccount).toMatchObject({
      ...expectedPlatform,
      [`investor:${investor.id}:profit`]: "7.50",
      [`investor:${investor.id}:withdrawal-hold`]: "0.00",
      [`investor:${investor.id}:loan-receivable`]: "0.00",
    });
    expect(await failedLedgerChecks(app)).toEqual([]);
    const dashboard = await me.call("GET", "/api/user/dashboard");
    expect(dashboard.user).toMatchObject({ sharesOwned: 10, profitBalance: 7.5, loanOwed: 0, totalProfit: 40 });

    // Replaying every event into fresh read models gives exactly these tables (ledger:replay).
    const report = await replayAndCompare({ connectionString: app.config.DATABASE_URL, store: app.ctx.store, projections: allProjections });
    expect(report.tables.filter((t) => !t.equal)).toEqual([]);
  });
});
