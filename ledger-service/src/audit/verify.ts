import { isDeepStrictEqual } from "node:util";
import { type DomainEvent, money, SELL_BACK_FEE_RATE, streams, toCents, transfersOf } from "@app/contracts";
import { checkReadModelInvariants, type InvariantResult } from "@app/projections/audit/invariants";
import { transferMismatch } from "@app/projections/audit/transfer-totals";
import type { Database } from "@app/projections";
import type { EventStore, Position } from "@app/event-store";
import type Decimal from "decimal.js";
import { type Kysely, sql } from "kysely";
import { evolve, INVESTOR_FOLD_ID, initialInvestorState } from "../investor/investor.js";
import { foldEvents } from "@app/event-store/command-runner";
import { encodeState } from "@app/event-store/state-codec";
import { checkPublishedLiabilities } from "../liabilities/verify-publications.js";

/**
 * Invariants an auditor checks: those of the read models; every event's transfers against its
 * own amounts; every account's balance against the transfers of all events folded from the
 * store; every investor's balances as the domain itself folds them from the stream, compared
 * with the read model; and every stream snapshot a run would use compared with the fold of its
 * stream's events up to it.
 */
export async function verifyLedger(db: Kysely<Database>, store: EventStore): Promise<InvariantResult[]> {
  const results = await checkReadModelInvariants(db);
  const transfers = await checkTransfers(db, store);
  results.push(...transfers.results);
  const investors = await db.selectFrom("investor_balances").selectAll().execute();
  const snapshots = new Map(
    (
      await sql<{ stream_id: string; version: number; state: unknown }>`
        SELECT stream_id, version, state FROM stream_snapshots WHERE fold = ${INVESTOR_FOLD_ID}`.execute(db)
    ).rows.map((r) => [r.stream_id, r]),
  );
  const fold = { initial: initialInvestorState, evolve };
  let differing = 0;
  const examples: string[] = [];
  let wrongSnapshots = 0;
  const wrongExamples: string[] = [];
  let overBought = 0;
  const overBoughtExamples: string[] = [];
  let wrongPayouts = 0;
  const wrongPayoutExamples: string[] = [];
  let wrongReceivables = 0;
  const wrongReceivableExamples: string[] = [];
  for (const row of investors) {
    const events = await store.readStream(streams.investor(row.user_id));
    // Sell-back: owned shares (held ones included) are what was bought, plus the
    // admins' edits, less what was sold back; held shares are part of them; every payout is
    // shares x price x 0.9 to the cent.
    let acquired = money(0);
    for (const e of events) {
      if (e.type === "SharePurchaseApproved") acquired = acquired.add((e.data as { shares: string }).shares);
      else if (e.type === "SharesAdjusted") {
        const d = e.data as { previousShares: string; newShares: string };
        acquired = acquired.add(money(d.newShares).sub(d.previousShares));
      } else if (e.type === "SharesSellBackApproved") {
        const d = e.data as { sellBackId: string; shares: string; pricePerShare: string; payout: string; gross: string; fee: string };
        acquired = acquired.sub(d.shares);
        const expected = toCents(money(d.shares).mul(d.pricePerShare).mul(money(1).sub(SELL_BACK_FEE_RATE)));
        if (expected !== toCents(d.payout) || !money(d.payout).add(d.fee).eq(d.gross)) {
          wrongPayouts++;
          if (wrongPayoutExamples.length < 5) wrongPayoutExamples.push(d.sellBackId);
        }
      }
    }
    const snapshot = snapshots.get(streams.investor(row.user_id));
    // One fold per stream: up to the snapshot's version, compared with it, then on to the end.
    const atSnapshot = snapshot ? foldEvents(fold, events.slice(0, snapshot.version)) : undefined;
    if (snapshot) {
      // As stored JSON reads back (jsonb orders keys its own way; equality ignores order).
      const expected = JSON.parse(JSON.stringify(encodeState(atSnapshot)));
      if (snapshot.version > events.length || !isDeepStrictEqual(snapshot.state, expected)) {
        wrongSnapshots++;
        if (wrongExamples.length < 5) wrongExamples.push(row.user_id);
      }
    }
    const state = foldEvents(fold, snapshot ? events.slice(snapshot.version) : events, atSnapshot);
    if (state.heldShares.isNeg() || state.heldShares.gt(state.shares) || !state.shares.eq(acquired)) {
      overBought++;
      if (overBoughtExamples.length < 5) overBoughtExamples.push(row.user_id);
    }
    // Loans: a Paid loan owes nothing; the receivable account holds what the open loans owe.
    const owed = Object.values(state.loans)
      .filter((l) => l.status === "Approved")
      .reduce((sum, l) => sum.add(l.remaining), money(0));
    const receivable = transfers.balances.get(`investor:${row.user_id}:loan-receivable`) ?? money(0);
    if (Object.values(state.loans).some((l) => l.status === "Paid" && !l.remaining.isZero()) || !receivable.neg().eq(owed)) {
      wrongReceivables++;
      if (wrongReceivableExamples.length < 5) wrongReceivableExamples.push(row.user_id);
    }
    const same =
      state.shares.eq(row.shares) &&
      state.heldShares.eq(row.held_shares) &&
      state.profit.eq(row.profit_balance) &&
      state.reward.eq(row.reward_balance) &&
      state.withdrawalHold.eq(row.withdrawal_hold) &&
      Object.values(state.loans)
        .filter((l) => l.status === "Approved" || l.status === "Paid")
        .reduce((s, l) => s.add(l.remaining), money(0))
        .eq(row.loan_owed);
    if (!same) {
      differing++;
      if (examples.length < 5) examples.push(row.user_id);
    }
  }
  results.push({
    name: "read-model balances equal the investor streams folded by the domain",
    ok: differing === 0,
    detail: `${differing} of ${investors.length} investor(s) differ${examples.length ? ` (e.g. ${examples.join(", ")})` : ""}`,
  });
  results.push({
    name: "owned shares (held by pending sell-backs included) equal those bought plus admin edits less those sold back",
    ok: overBought === 0,
    detail: `${overBought} of ${investors.length} investor(s) differ${overBoughtExamples.length ? ` (e.g. ${overBoughtExamples.join(", ")})` : ""}`,
  });
  results.push({
    name: "every sell-back payout equals shares × price × 0.9 to the cent",
    ok: wrongPayouts === 0,
    detail: `${wrongPayouts} sell-back(s) differ${wrongPayoutExamples.length ? ` (e.g. ${wrongPayoutExamples.join(", ")})` : ""}`,
  });
  results.push({
    name: "every Paid loan's receivable is 0 and each investor's loan-receivable equals what their open loans owe",
    ok: wrongReceivables === 0,
    detail: `${wrongReceivables} of ${investors.length} investor(s) differ${wrongReceivableExamples.length ? ` (e.g. ${wrongReceivableExamples.join(", ")})` : ""}`,
  });
  const loanLoss = transfers.balances.get("platform:loan-loss") ?? money(0);
  results.push({
    name: "the loan-loss account equals the loans written off, and only write-offs touch it",
    ok: loanLoss.neg().eq(transfers.writtenOff) && transfers.otherLoanLoss === 0,
    detail: `loan-loss ${toCents(loanLoss.neg())}, written off ${toCents(transfers.writtenOff)}, ${transfers.otherLoanLoss} other transfer(s) on it`,
  });
  results.push({
    name: "stream snapshots equal their streams folded up to them",
    ok: wrongSnapshots === 0,
    detail: `${wrongSnapshots} of ${snapshots.size} snapshot(s) differ${wrongExamples.length ? ` (e.g. investor ${wrongExamples.join(", ")})` : ""}`,
  });
  results.push(await checkPublishedLiabilities(db, store));
  return results;
}

/** Every event's transfers total its amounts; every account's balance is the fold of them all. */
async function checkTransfers(
  db: Kysely<Database>,
  store: EventStore,
): Promise<{ results: InvariantResult[]; balances: Map<string, Decimal>; writtenOff: Decimal; otherLoanLoss: number }> {
  const folded = new Map<string, Decimal>();
  let writtenOff = money(0);
  let otherLoanLoss = 0;
  let events = 0;
  let wrong = 0;
  const wrongExamples: string[] = [];
  for (let after: Position | null = null; ; ) {
    const page = await store.readAll({ after, limit: 5000 });
    for (const e of page) {
      const event = { type: e.type, data: e.data } as DomainEvent;
      const mismatch = transferMismatch(event);
      if (mismatch) {
        wrong++;
        if (wrongExamples.length < 5) wrongExamples.push(`${e.type} ${e.eventId}: ${mismatch}`);
      }
      const writeOff = event.type === "LoanRepaid" && event.data.source === "write-off";
      if (writeOff) writtenOff = writtenOff.add(event.data.amount);
      for (const t of transfersOf(event)) {
        const touchesLoss = t.debit === "platform:loan-loss" || t.credit === "platform:loan-loss";
        if (touchesLoss && !(writeOff && t.debit === "platform:loan-loss" && t.credit.endsWith(":loan-receivable"))) otherLoanLoss++;
        folded.set(t.debit, (folded.get(t.debit) ?? money(0)).sub(t.amount));
        folded.set(t.credit, (folded.get(t.credit) ?? money(0)).add(t.amount));
      }
    }
    events += page.length;
    const last = page.at(-1);
    if (!last || page.length < 5000) break;
    after = last.position;
  }
  const balances = new Map(folded);
  const rows = await sql<{ account: string; balance: string }>`SELECT account, balance::text AS balance FROM account_balances`.execute(db);
  const differing: string[] = [];
  for (const row of rows.rows) {
    if (!(folded.get(row.account) ?? money(0)).eq(row.balance)) differing.push(row.account);
    folded.delete(row.account);
  }
  for (const [account, balance] of folded) if (!balance.isZero()) differing.push(`${account} (no balance row)`);
  const results = [
    {
      name: "each event's transfers match its amounts",
      ok: wrong === 0,
      detail: `${wrong} of ${events} event(s) differ${wrongExamples.length ? ` (e.g. ${wrongExamples.join("; ")})` : ""}`,
    },
    {
      name: "every account's balance equals the transfers of its events",
      ok: differing.length === 0,
      detail: `${differing.length} of ${rows.rows.length} account(s) differ${differing.length ? ` (e.g. ${differing.slice(0, 5).join(", ")})` : ""}`,
    },
  ];
  return { results, balances, writtenOff, otherLoanLoss };
}
