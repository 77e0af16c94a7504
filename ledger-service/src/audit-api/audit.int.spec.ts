import { randomUUID } from "node:crypto";
import { type DomainEvent, money, streams, toCents } from "@app/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { decide, type InvestorCommand } from "../investor/decide.js";
import { evolve, initialInvestorState } from "../investor/investor.js";
import { startTestApp, type TestApp } from "../../testing/test-app.js";
import { tronWallet } from "../../testing/wallets.js";

let app: TestApp;
let admin: Awaited<ReturnType<TestApp["createUser"]>>;
let auditor: Awaited<ReturnType<TestApp["createUser"]>>;
let investor: Awaited<ReturnType<TestApp["createUser"]>>;
const NOW = new Date("2026-11-02T12:00:00Z");

/** Five events per investor, decided by the real domain and appended in bulk. */
function investorEvents(userId: string, i: number): DomainEvent[] {
  const commands: InvestorCommand[] = [
    {
      type: "RequestSharePurchase",
      purchaseId: `p-${i}`,
      shares: "1.5",
      pricePerShare: "100",
      network: "APTOS",
      proof: "x",
      offeringRemaining: "2500",
      now: NOW,
    },
    { type: "ApproveSharePurchase", purchaseId: `p-${i}` },
    { type: "CreditProfit", runId: "r1", percentage: "7.33", shares: "1.5", pricePerShare: "100", loanRepaymentShare: "1", now: NOW },
    {
      type: "RequestWithdrawal",
      withdrawalId: `w-${i}`,
      amount: "6.17",
      source: "profit",
      wallet: tronWallet("audit"),
      network: "USDT TRC20",
      now: NOW,
    },
    i % 2 ? { type: "ApproveWithdrawal", withdrawalId: `w-${i}`, now: NOW } : { type: "RejectWithdrawal", withdrawalId: `w-${i}` },
  ];
  let state = initialInvestorState();
  const out: DomainEvent[] = [];
  for (const c of commands) {
    for (const e of decide(c, state, userId)) {
      state = evolve(state, e);
      out.push(e);
    }
  }
  return out;
}

beforeAll(async () => {
  app = await startTestApp();
  admin = await app.createUser({ isAdmin: true });
  auditor = await app.createUser({ isAuditor: true });
  investor = await app.createUser({ fullName: "Ada Obi" });
  const ids = [investor.id, ...Array.from({ length: 1999 }, () => randomUUID())];
  for (let from = 0; from < ids.length; from += 250) {
    await app.ctx.store.appendMany(
      ids.slice(from, from + 250).map((id, k) => ({
        streamId: streams.investor(id),
        expectedVersion: 0,
        events: investorEvents(id, from + k).map((e) => ({ eventId: randomUUID(), type: e.type, data: e.data })),
      })),
    );
  }
  await app.settle();
}, 120_000);
afterAll(async () => {
  await app?.stop();
});

describe("audit area", () => {
  it("when a 10,000-event ledger's journal is exported as CSV, then the trial balance recomputed from the CSV alone equals the screen's, to the cent", async () => {
    const csv = await fetch(`${app.url}/api/audit/journal.csv`, { headers: { authorization: `Bearer ${auditor.token}` } });
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toContain("text/csv");
    const lines = (await csv.text()).trim().split("\r\n");
    const header = lines[0]?.split(",") ?? [];
    const [d, c, a] = ["debit_account", "credit_account", "amount"].map((h) => header.indexOf(h)) as [number, number, number];
    const balances = new Map<string, ReturnType<typeof money>>();
    for (const line of lines.slice(1)) {
      const f = line.split(",");
      balances.set(f[d] as string, (balances.get(f[d] as string) ?? money(0)).sub(f[a] as string));
      balances.set(f[c] as string, (balances.get(f[c] as string) ?? money(0)).add(f[a] as string));
    }
    expect(lines.length - 1).toBeGreaterThanOrEqual(8000);
    const screen = await app.api("GET", "/api/audit/trial-balance", { token: auditor.token });
    expect(screen.status).toBe(200);
    const fromCsv = Object.fromEntries([...balances.entries()].map(([k, v]) => [k, toCents(v)]));
    const fromScreen = Object.fromEntries(screen.body.accounts.map((r: { account: string; balance: string }) => [r.account, r.balance]));
    expect(fromCsv).toEqual(fromScreen);
    expect(screen.body.totals.balance).toBe("0.00");
    const events = await app.ctx.db
      .selectFrom("events")
      .select((eb) => eb.fn.countAll<string>().as("n"))
      .executeTakeFirstOrThrow();
    expect(Number(events.n)).toBe(10_000);
  });

  it("when an auditor opens one investor's stream, then each event shows its transfers and the running balances", async () => {
    const res = await app.api("GET", `/api/audit/investors/${investor.id}/stream`, { token: auditor.token });
    expect(res.status).toBe(200);
    expect(res.body.events.map((e: { type: string }) => e.type)).toEqual([
      "SharePurchaseRequested",
      "SharePurchaseApproved",
      "ProfitCredited",
      "WithdrawalRequested",
      "WithdrawalRejected",
    ]);
    // 7.33% of 1.5 x $100 = $11.00 (10.995 rounded half up); $6.17 held then released
    expect(res.body.events[2].balancesAfter).toEqual({ profit: "11.00" });
    expect(res.body.events[3].balancesAfter).toEqual({ profit: "4.83", "withdrawal-hold": "6.17" });
    expect(res.body.events[4].balancesAfter).toEqual({ profit: "11.00", "withdrawal-hold": "0.00" });
    const csv = await fetch(`${app.url}/api/audit/investors/${investor.id}/stream.csv`, {
      headers: { authorization: `Bearer ${auditor.token}` },
    });
    expect(csv.status).toBe(200);
    expect(await csv.text()).toContain("WithdrawalRejected");
  });

  it("when the trial balance is asked at a past date or position, then it is the balance as it stood then", async () => {
    const past = await app.api("GET", "/api/audit/trial-balance?asOf=2000-01-01", { token: auditor.token });
    expect(past.body.accounts).toEqual([]);
    const atFirst = await app.api("GET", "/api/audit/trial-balance?position=2", { token: auditor.token });
    expect(atFirst.body.accounts).toEqual([
      {
        account: "platform:share-capital",
        accountName: "Platform · share-capital",
        debits: "0.00",
        credits: "150.00",
        balance: "150.00",
        normal: "credit",
        debitBalance: null,
        creditBalance: "150.00",
      },
      {
        account: "platform:treasury",
        accountName: "Platform · treasury",
        debits: "150.00",
        credits: "0.00",
        balance: "-150.00",
        normal: "debit",
        debitBalance: "150.00",
        creditBalance: null,
      },
    ]);
    // Credit-normal balances read as positive credits, debit-normal ones as positive debits; the columns agree.
    expect(atFirst.body.totals).toMatchObject({ debitBalance: "150.00", creditBalance: "150.00" });
    const csv = await fetch(`${app.url}/api/audit/trial-balance.csv?position=2`, { headers: { authorization: `Bearer ${auditor.token}` } });
    const rows = (await csv.text()).trim().split("\r\n");
    expect(rows[0]).toBe("account,debits,credits,balance,account_name,normal_side,debit_balance,credit_balance");
    // The CSV places balances by the same convention as the screen.
    expect(rows).toContain("platform:treasury,150.00,0.00,-150.00,Platform · treasury,debit,150.00,");
    expect(rows).toContain("platform:share-capital,0.00,150.00,150.00,Platform · share-capital,credit,,150.00");
    expect(rows.at(-1)).toBe("TOTAL,150.00,150.00,0.00,,,150.00,150.00");
  });

  it("when the journal is filtered by account and event type, then only matching lines come back, paged", async () => {
    const res = await app.api(
      "GET",
      `/api/audit/journal?account=${encodeURIComponent(`investor:${investor.id}:profit`)}&eventType=WithdrawalRequested`,
      { token: auditor.token },
    );
    expect(res.status).toBe(200);
    expect(res.body.entries).toHaveLength(1);
    expect(res.body.entries[0]).toMatchObject({
      debit_account: `investor:${investor.id}:profit`,
      debit_name: "Ada Obi · profit",
      credit_name: "Ada Obi · withdrawal-hold",
      stream_name: "Ada Obi",
      amount: "6.17",
    });
  });

  it("when an auditor calls any write endpoint, then 403 and nothing changes; an investor gets 403 on audit views", async () => {
    const before = await app.ctx.db
      .selectFrom("events")
      .select((eb) => eb.fn.countAll<string>().as("n"))
      .executeTakeFirstOrThrow();
    const writes: [string, string, unknown][] = [
      ["PUT", "/api/admin/share-price", { pricePerShare: 1 }],
      ["POST", "/api/loans/toggle-portal", {}],
      ["POST", "/api/profits/credit", { percentage: 1 }],
      ["PUT", `/api/shares/approve/${randomUUID()}`, {}],
      ["PUT", `/api/withdrawals/approve/${randomUUID()}`, {}],
      ["PUT", `/api/admin/users/${investor.id}/shares`, { sharesOwned: 5 }],
      ["DELETE", `/api/admin/users/${investor.id}`, undefined],
      ["PUT", `/api/admin/users/${investor.id}/auditor`, { isAuditor: true }],
      ["POST", "/api/admin/referral-rewards/distribute", { percentage: 1 }],
      ["POST", "/api/admin/broadcast", { subject: "s", message: "m" }],
    ];
    for (const [method, path, body] of writes)
      expect([method, path, (await app.api(method, path, { token: auditor.token, body })).status]).toEqual([method, path, 403]);
    const after = await app.ctx.db
      .selectFrom("events")
      .select((eb) => eb.fn.countAll<string>().as("n"))
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
    for (const path of [
      "/api/audit/trial-balance",
      "/api/audit/journal",
      "/api/audit/journal.csv",
      `/api/audit/investors/${investor.id}/stream`,
      "/api/audit/runs",
    ])
      expect([path, (await app.api("GET", path, { token: investor.token })).status]).toEqual([path, 403]);
  });

  it("when an admin grants the auditor role, then the user's old token stops working and a new one reads the audit views", async () => {
    const user = await app.createUser();
    const res = await app.api("PUT", `/api/admin/users/${user.id}/auditor`, { token: admin.token, body: { isAuditor: true } });
    expect(res).toMatchObject({ status: 200, body: { isAuditor: true } });
    expect((await app.api("GET", "/api/audit/runs", { token: user.token })).status).toBe(401);
    const list = await app.api("GET", "/api/admin/users", { token: admin.token });
    expect(list.body.find((u: { _id: string }) => u._id === user.id)).toMatchObject({ isAuditor: true });
  });
});
