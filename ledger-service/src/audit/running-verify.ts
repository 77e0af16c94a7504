import { money, userIdOfInvestorStream } from "@app/contracts";
import type { Database } from "@app/projections";
import type { EventStore, Position, RecordedEvent } from "@app/event-store";
import type { InvariantResult } from "@app/projections/audit/invariants";
import {
  type InvestorRow,
  RunningJournalAudit,
  readEventsBetween,
  readInvestorRows,
  readModelCheckpoint,
} from "@app/projections/audit/running-invariants";
import { comparePositions } from "@app/event-store";
import type { Kysely } from "kysely";
import { evolve, initialInvestorState, type InvestorState } from "../investor/investor.js";
import { pendingShares } from "../investor/purchase.js";
import { foldEvents } from "@app/event-store/command-runner";

interface Folded {
  state: InvestorState;
  /** The stream version folded up to (the number of its events applied). */
  version: number;
}

/**
 * verifyLedger's invariants, cheap enough to check every few hundred operations while a
 * workload runs: each check costs O(accounts + investors + events since the previous check).
 * The read models are read in one snapshot at their checkpoint; the events they applied since
 * the previous check are read from the store once and serve twice: their journal lines are
 * compared with their transfers (RunningJournalAudit, which also keeps the per-account totals
 * the balances are compared with), and the investor streams among them are folded by the
 * domain's `evolve` onto the states kept from the previous check, which is the same fold
 * verifyLedger does from scratch. Every investor's read-model row is then compared with its
 * folded state, at every check (changed or not). The full audit (verifyLedger, the replay)
 * remains the final word: this follows the ledger from event 0 and trusts what it already saw.
 */
export class RunningLedgerAudit {
  private readonly journal = new RunningJournalAudit();
  private readonly folded = new Map<string, Folded>();
  private position: Position | null = null;
  private eventsSeen = 0;

  /** Events followed so far (up to the last checked checkpoint). */
  get events(): number {
    return this.eventsSeen;
  }

  async check(db: Kysely<Database>, store: EventStore): Promise<InvariantResult[]> {
    // One snapshot of the read models, at the checkpoint they reached.
    return await db
      .transaction()
      .setIsolationLevel("repeatable read")
      .execute(async (trx) => {
        const upTo = await readModelCheckpoint(trx);
        const from = this.position;
        if (from && comparePositions(upTo, from) < 0)
          return [{ name: "the read models' checkpoint never moves back", ok: false, detail: `${fmt(upTo)} after ${fmt(from)}` }];
        const events = await readEventsBetween(store, from, upTo);
        this.position = upTo;
        this.eventsSeen += events.length;
        const investors = await readInvestorRows(trx);
        const results = await this.journal.check(trx, events, investors);
        results.push(await this.foldAndCompare(store, events, upTo, investors));
        return results;
      });
  }

  private async foldAndCompare(
    store: EventStore,
    events: RecordedEvent[],
    upTo: Position,
    investors: InvestorRow[],
  ): Promise<InvariantResult> {
    const byStream = new Map<string, RecordedEvent[]>();
    for (const e of events) {
      if (!userIdOfInvestorStream(e.streamId)) continue;
      const list = byStream.get(e.streamId) ?? [];
      list.push(e);
      byStream.set(e.streamId, list);
    }
    let refolded = 0;
    for (const [streamId, list] of byStream) {
      list.sort((a, b) => a.streamVersion - b.streamVersion);
      const before = this.folded.get(streamId) ?? { state: initialInvestorState(), version: 0 };
      const contiguous = list.every((e, i) => e.streamVersion === before.version + 1 + i);
      if (contiguous) {
        this.folded.set(streamId, {
          state: foldEvents({ initial: () => before.state, evolve }, list),
          version: before.version + list.length,
        });
        continue;
      }
      // Versions applied out of order across checks (appends racing on one stream): fold the
      // stream again from its first event, up to the checkpoint.
      refolded++;
      const all = (await store.readStream(streamId)).filter((e) => comparePositions(e.position, upTo) <= 0);
      this.folded.set(streamId, { state: foldEvents({ initial: initialInvestorState, evolve }, all), version: all.length });
    }

    let differing = 0;
    const examples: string[] = [];
    const compared = new Set<string>();
    for (const row of investors) {
      const streamId = `investor-${row.user_id}`;
      compared.add(streamId);
      const state = this.folded.get(streamId)?.state ?? initialInvestorState();
      const loanOwed = Object.values(state.loans)
        .filter((l) => l.status === "Approved" || l.status === "Paid")
        .reduce((s, l) => s.add(l.remaining), money(0));
      const same =
        state.shares.eq(row.shares) &&
        state.heldShares.eq(row.held) &&
        pendingShares(state).eq(row.pending) &&
        state.profit.eq(row.profit) &&
        state.reward.eq(row.reward) &&
        state.withdrawalHold.eq(row.hold) &&
        loanOwed.eq(row.loan_owed);
      if (!same) {
        differing++;
        if (examples.length < 5) examples.push(row.user_id);
      }
    }
    // A stream the read models have no row for lost its events on the way.
    for (const streamId of this.folded.keys()) {
      if (compared.has(streamId)) continue;
      differing++;
      if (examples.length < 5) examples.push(`${streamId} (no row)`);
    }
    return {
      name: "read-model balances equal the investor streams folded by the domain (incrementally)",
      ok: differing === 0,
      detail: `${differing} of ${investors.length} investor(s) differ${examples.length ? ` (e.g. ${examples.join(", ")})` : ""}; ${byStream.size} stream(s) changed${refolded ? `, ${refolded} folded again` : ""}`,
    };
  }
}

const fmt = (p: Position) => `${p.commit}/${p.prepare}`;
