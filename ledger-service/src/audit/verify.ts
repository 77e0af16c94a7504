import { isDeepStrictEqual } from "node:util";
import { money, SELL_BACK_FEE_RATE, streams, toCents } from "@app/contracts";
import { checkReadModelInvariants, type InvariantResult } from "@app/read-models/audit/invariants";
import type { Database, EventStore } from "@app/read-models";
import { type Kysely, sql } from "kysely";
import { evolve, INVESTOR_FOLD_ID, initialInvestorState } from "../investor/investor.js";
import { foldEvents } from "@app/event-store/command-runner";
import { encodeState } from "@app/event-store/state-codec";

/**
 * Invariants an auditor checks: those of the read models, plus every investor's balances as
 * the domain itself folds them from the stream, compared with the read model, and every stream
 * snapshot a run would use compared with the fold of its stream's events up to it.
 */
export async function verifyLedger(db: Kysely<Database>, store: EventStore): Promise<InvariantResult[]> {
  const results = await checkReadModelInvariants(db);
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
  for (const row of investors) {
    const events = await store.readStream(streams.investor(row.user_id));
    // Sell-back (issue 15): owned shares (held ones included) are what was bought, plus the
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
    name: "stream snapshots equal their streams folded up to them",
    ok: wrongSnapshots === 0,
    detail: `${wrongSnapshots} of ${snapshots.size} snapshot(s) differ${wrongExamples.length ? ` (e.g. investor ${wrongExamples.join(", ")})` : ""}`,
  });
  return results;
}
