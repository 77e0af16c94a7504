import { randomUUID } from "node:crypto";
import { type DomainEvent, streams } from "@app/contracts";
import { foldEvents } from "@app/event-store/command-runner";
import { encodeState } from "@app/event-store/state-codec";
import { sql } from "kysely";
import { beforeAll, describe, expect, it } from "vitest";
import { investorCommand, useSeededLedger } from "../../testing/seed-ledger.js";
import { tronWallet } from "../../testing/wallets.js";
import { evolve, INVESTOR_FOLD_ID, initialInvestorState } from "../investor/investor.js";
import { verifyLedger } from "./verify.js";

const NOW = new Date("2026-11-01T09:00:00Z");
const FOLD = "read-model balances equal the investor streams folded by the domain";
const OWNED = "owned shares (held by pending sell-backs included) equal those bought plus admin edits less those sold back";
const PAYOUT = "every sell-back payout equals shares × price × 0.9 to the cent";
const RECEIVABLE = "every Paid loan's receivable is 0 and each investor's loan-receivable equals what their open loans owe";
const LOAN_LOSS = "the loan-loss account equals the loans written off, and only write-offs touch it";
const SNAPSHOTS = "stream snapshots equal their streams folded up to them";
const TRANSFERS = "each event's transfers match its amounts";
const ACCOUNTS = "every account's balance equals the transfers of its events";
const TX_IDS = "no transaction id backs two payments (in or out)";

/** Ten investors of the seeded ledger: investor i bought 1 + (i mod 7) x 1.5 shares; 1, 5 and 9 borrowed (seed-l-{i}). */
const { app, users } = useSeededLedger(10);
const u = (i: number) => users[i] as string;

async function append(userId: string, type: DomainEvent["type"], data: Record<string, unknown>): Promise<string> {
  const eventId = randomUUID();
  await app.ctx.store.append(streams.investor(userId), "any", [{ eventId, type, data }]);
  return eventId;
}
const transfer = (debit: string, credit: string, amount: string) => ({ debit, credit, amount });
const inv = (i: number, kind: string) => `investor:${u(i)}:${kind}`;
const results = async () => new Map((await verifyLedger(app.ctx.db, app.ctx.store)).map((r) => [r.name, r]));
const count = async (query: string) => Number((await sql<{ n: string }>`${sql.raw(query)}`.execute(app.ctx.db)).rows[0]?.n);
const remaining = async (i: number) =>
  (await sql<{ remaining: string }>`SELECT remaining::text FROM loans WHERE loan_id = ${`seed-l-${i}`}`.execute(app.ctx.db)).rows[0]
    ?.remaining as string;

beforeAll(async () => {
  // An admin's share edit, an approved sell-back and a written-off loan: every check has something to check.
  await investorCommand(app.ctx.store, u(2), { type: "AdjustShares", newShares: "5", pricePerShare: "100", now: NOW });
  await investorCommand(app.ctx.store, u(2), {
    type: "RequestSellBack",
    sellBackId: "sb-1",
    shares: "1.5",
    wallet: tronWallet("verify"),
    network: "USDT TRC20",
    minHoldDays: 0,
    now: NOW,
  });
  await investorCommand(app.ctx.store, u(2), { type: "ApproveSellBack", sellBackId: "sb-1", pricePerShare: "101.33", now: NOW });
  await investorCommand(app.ctx.store, u(1), { type: "MarkLoanPaid", loanId: "seed-l-1", now: NOW, writeOffAllowed: true });
  // The offering follows the edit and the sale, as the API appends them.
  await app.ctx.store.append(streams.offering(), "any", [
    { eventId: randomUUID(), type: "OfferingSharesAdjusted", data: { userId: u(2), previousShares: "4", newShares: "5" } },
    { eventId: randomUUID(), type: "OfferingSharesReturned", data: { sellBackId: "sb-1", userId: u(2), shares: "1.5" } },
  ]);
  // A run's snapshot of investor 0 after its first four events.
  const events = await app.ctx.store.readStream(streams.investor(u(0)));
  const state = encodeState(foldEvents({ initial: initialInvestorState, evolve }, events.slice(0, 4)));
  await sql`INSERT INTO stream_snapshots (stream_id, version, fold, state)
            VALUES (${streams.investor(u(0))}, 4, ${INVESTOR_FOLD_ID}, ${JSON.stringify(state)}::jsonb)`.execute(app.ctx.db);
  await app.settle();
}, 120_000);

describe("verifyLedger: the auditor's checks", () => {
  it("when the ledger is consistent (share edit, sell-back, write-off and snapshot included), then every check holds and says what it counted", async () => {
    const r = await results();
    expect([...r.values()].filter((c) => !c.ok)).toEqual([]);
    const writtenOff = (
      await sql<{ s: string }>`SELECT amount::text AS s FROM loan_repayments WHERE source = 'write-off'`.execute(app.ctx.db)
    ).rows;
    expect(writtenOff).toHaveLength(1);
    const w = writtenOff[0]?.s;
    expect(Object.fromEntries([FOLD, OWNED, PAYOUT, RECEIVABLE, LOAN_LOSS, SNAPSHOTS, ACCOUNTS].map((n) => [n, r.get(n)?.detail]))).toEqual(
      {
        [FOLD]: "0 of 10 investor(s) differ",
        [OWNED]: "0 of 10 investor(s) differ",
        [PAYOUT]: "0 sell-back(s) differ",
        [RECEIVABLE]: "0 of 10 investor(s) differ",
        [LOAN_LOSS]: `loan-loss ${w}, written off ${w}, 0 other transfer(s) on it`,
        [SNAPSHOTS]: "0 of 1 snapshot(s) differ",
        [ACCOUNTS]: `0 of ${await count("SELECT count(*) AS n FROM account_balances")} account(s) differ`,
      },
    );
    expect(r.get(TRANSFERS)?.detail).toBe(`0 of ${await count("SELECT count(*) AS n FROM events")} event(s) differ`);
  });

  it("when each kind of damage is done to its own investor, then exactly its check fails and names that investor", async () => {
    // Held shares above owned: a sell-back request for more than the investor has (no money moves).
    await append(u(4), "SharesSellBackRequested", {
      sellBackId: "sb-x",
      shares: "50",
      wallet: tronWallet("x"),
      network: "USDT TRC20",
      requestedAt: NOW.toISOString(),
    });
    // An edit whose journal transfer is a cent more than the shares' worth.
    const edit = await append(u(6), "SharesAdjusted", {
      previousShares: "10",
      newShares: "10.5",
      pricePerShare: "100.00",
      transfers: [transfer("platform:equity-adjustment", "platform:share-capital", "50.01")],
    });
    // A payout a cent above 90 %: 0.5 x $100 pays $45.00, not $45.01.
    await investorCommand(app.ctx.store, u(7), {
      type: "RequestSellBack",
      sellBackId: "sb-7",
      shares: "0.5",
      wallet: tronWallet("seven"),
      network: "USDT TRC20",
      minHoldDays: 0,
      now: NOW,
    });
    await append(u(7), "SharesSellBackApproved", {
      sellBackId: "sb-7",
      shares: "0.5",
      pricePerShare: "100.00",
      gross: "50.00",
      fee: "4.99",
      payout: "45.01",
      approvedAt: NOW.toISOString(),
      transfers: [
        transfer("platform:share-capital", "platform:treasury", "45.01"),
        transfer("platform:share-capital", "platform:fee-income", "4.99"),
      ],
    });
    // A loan marked Paid with $1.00 still owed on its receivable.
    const left5 = await remaining(5);
    const paid = (Number(left5) - 1).toFixed(2);
    await append(u(5), "LoanRepaid", {
      loanId: "seed-l-5",
      source: "manual",
      amount: paid,
      balanceAfter: "1.00",
      note: "damage",
      paidOff: true,
      at: NOW.toISOString(),
      transfers: [transfer("platform:treasury", inv(5, "loan-receivable"), paid)],
    });
    // A repayment booked against the loan-loss account without being a write-off.
    const left9 = await remaining(9);
    await append(u(9), "LoanRepaid", {
      loanId: "seed-l-9",
      source: "manual",
      amount: "1.00",
      balanceAfter: (Number(left9) - 1).toFixed(2),
      note: "damage",
      paidOff: false,
      at: NOW.toISOString(),
      transfers: [transfer("platform:loan-loss", inv(9, "loan-receivable"), "1.00")],
    });
    await app.settle();
    // Read model: a withdrawal hold one dollar off.
    await sql`UPDATE investor_balances SET withdrawal_hold = withdrawal_hold + 1 WHERE user_id = ${u(3)}`.execute(app.ctx.db);
    // Journal: the treasury's balance row one dollar off.
    await sql`UPDATE account_balances SET balance = balance + 1, credits = credits + 1 WHERE account = 'platform:treasury'`.execute(
      app.ctx.db,
    );
    // Snapshot: stored one event later than the state it holds.
    await sql`UPDATE stream_snapshots SET version = version + 1 WHERE stream_id = ${streams.investor(u(0))}`.execute(app.ctx.db);

    const r = await results();
    const writtenOff = (
      await sql<{ s: string }>`SELECT amount::text AS s FROM loan_repayments WHERE source = 'write-off'`.execute(app.ctx.db)
    ).rows[0]?.s;
    const lossBalance = (Number(writtenOff) + 1).toFixed(2);
    expect(
      Object.fromEntries(
        [FOLD, OWNED, PAYOUT, RECEIVABLE, LOAN_LOSS, SNAPSHOTS, TRANSFERS, ACCOUNTS].map((n) => [n, [r.get(n)?.ok, r.get(n)?.detail]]),
      ),
    ).toEqual({
      [FOLD]: [false, `1 of 10 investor(s) differ (e.g. ${u(3)})`],
      [OWNED]: [false, `1 of 10 investor(s) differ (e.g. ${u(4)})`],
      [PAYOUT]: [false, "1 sell-back(s) differ (e.g. sb-7)"],
      [RECEIVABLE]: [false, `1 of 10 investor(s) differ (e.g. ${u(5)})`],
      [LOAN_LOSS]: [false, `loan-loss ${lossBalance}, written off ${writtenOff}, 1 other transfer(s) on it`],
      [SNAPSHOTS]: [false, `1 of 1 snapshot(s) differ (e.g. investor ${u(0)})`],
      [TRANSFERS]: [
        false,
        `1 of ${await count("SELECT count(*) AS n FROM events")} event(s) differ (e.g. SharesAdjusted ${edit}: transfers total 50.01, its amounts 50.00)`,
      ],
      [ACCOUNTS]: [false, `1 of ${await count("SELECT count(*) AS n FROM account_balances")} account(s) differ (e.g. platform:treasury)`],
    });
  });
  it("when more than five investors differ, then all are counted and five are named, comma separated; an account without its balance row is named", async () => {
    // Investor 3's hold is already off by the test before: five more make six.
    const damaged = [0, 1, 2, 3, 6, 8].map(u);
    for (const id of damaged.filter((id) => id !== u(3)))
      await sql`UPDATE investor_balances SET withdrawal_hold = withdrawal_hold + 1 WHERE user_id = ${id}`.execute(app.ctx.db);
    await sql`DELETE FROM account_balances WHERE account = 'platform:fee-income'`.execute(app.ctx.db);
    const r = await results();
    const fold = /^6 of 10 investor\(s\) differ \(e\.g\. (.+)\)$/.exec(r.get(FOLD)?.detail ?? "");
    const named = fold?.[1]?.split(", ") ?? [];
    expect(named).toHaveLength(5);
    expect(new Set(named).size).toBe(5);
    for (const id of named) expect(damaged).toContain(id);
    expect(r.get(ACCOUNTS)?.ok).toBe(false);
    expect(r.get(ACCOUNTS)?.detail).toContain("platform:fee-income (no balance row)");
  });

  it("when one transaction id backs a purchase and a payout, then the transaction-id check fails naming the id and both payments", async () => {
    expect((await results()).get(TX_IDS)).toMatchObject({ ok: true });
    const id = "9a".repeat(32);
    const claimed = (use: string, target: string) => ({
      eventId: randomUUID(),
      type: "ChainTxClaimed",
      data: { network: "BEP20", txId: id, use, target, at: NOW.toISOString() },
    });
    // Past the claim's own guard (decideTxClaim): written straight to the store, as damage would be.
    await app.ctx.store.append(streams.chainTx(id), "any", [claimed("purchase", "p-1"), claimed("withdrawal-payout", "w-1")]);
    expect((await results()).get(TX_IDS)).toEqual({
      name: TX_IDS,
      ok: false,
      detail: `1 of 1 transaction id(s) back more than one payment (e.g. ${id}: purchase p-1, withdrawal-payout w-1)`,
    });
  });
});
