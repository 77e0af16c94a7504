import { money, OFFERING_SUPPLY_SHARES, OWNERSHIP_CAP_SHARES, transfersOf, type DomainEvent } from "@app/contracts";
import type Decimal from "decimal.js";
import { type Kysely, sql } from "kysely";
import type { Database } from "../db/schema.js";
import { comparePositions, type EventStore, type Position, type RecordedEvent } from "@app/event-store/port";
import type { InvariantResult } from "./invariants.js";
import { transferMismatch } from "./transfer-totals.js";

/**
 * The ledger's invariants, checked often while the system runs (the reliability suite checks
 * every 1,000 operations of a workload that grows the ledger to hundreds of thousands of
 * events). Each check costs O(accounts + investors + events since the previous check), not
 * O(ledger): the journal is followed incrementally, each new event's journal lines are
 * compared with the event's own transfers, and the per-account totals are kept in memory.
 * checkReadModelInvariants (the whole journal re-summed), verifyLedger (every stream
 * re-folded) and the replay remain the full audit, for the end of a run.
 *
 * One instance follows one database from event 0: construct it before the first check.
 */
export class RunningJournalAudit {
  /** Per account, what the journal lines seen so far add up to (balance = credits - debits). */
  private readonly totals = new Map<string, { debits: Decimal; credits: Decimal }>();
  private linesSeen = 0;

  /** Journal lines followed so far. */
  get lines(): number {
    return this.linesSeen;
  }

  /** Per account, credits - debits of the journal lines followed so far. */
  balanceOf(account: string): Decimal {
    const t = this.totals.get(account);
    return t ? t.credits.sub(t.debits) : money(0);
  }

  /**
   * `events` are exactly the events the read models applied since the previous check (see
   * readEventsBetween), `trx` a snapshot of the read models at the checkpoint they reached and
   * `investors` its investor_balances rows (readInvestorRows).
   */
  async check(trx: Kysely<Database>, events: RecordedEvent[], investors: InvestorRow[]): Promise<InvariantResult[]> {
    const results: InvariantResult[] = [];

    // 1. The new events' journal lines are exactly their transfers: none missing, none extra,
    //    none changed (account, amount, event, commit position), never more than once.
    const positions = events.map((e) => e.position.prepare.toString());
    const stored = new Map<string, JournalLine[]>();
    for (let i = 0; i < positions.length; i += 20_000) {
      const r = await sql<JournalLine>`
        SELECT global_position::text AS pos, commit_pos::text AS commit, line, event_id::text AS event_id,
               debit_account AS debit, credit_account AS credit, amount::text AS amount
        FROM journal_entries WHERE global_position = ANY(${positions.slice(i, i + 20_000)}::bigint[])
        ORDER BY global_position, line`.execute(trx);
      for (const row of r.rows) {
        const list = stored.get(row.pos) ?? [];
        list.push(row);
        stored.set(row.pos, list);
      }
    }
    let wrongEvents = 0;
    let lines = 0;
    const examples: string[] = [];
    let wrongTotals = 0;
    const totalExamples: string[] = [];
    for (const e of events) {
      const mismatch = transferMismatch({ type: e.type, data: e.data } as DomainEvent);
      if (mismatch) {
        wrongTotals++;
        if (totalExamples.length < 3) totalExamples.push(`${e.type} at ${e.position.prepare}: ${mismatch}`);
      }
      const expected = transfersOf({ type: e.type, data: e.data } as DomainEvent);
      const got = stored.get(e.position.prepare.toString()) ?? [];
      const same =
        got.length === expected.length &&
        expected.every((t, i) => {
          const row = got[i];
          return (
            row !== undefined &&
            row.line === i &&
            row.event_id === e.eventId &&
            row.commit === e.position.commit.toString() &&
            row.debit === t.debit &&
            row.credit === t.credit &&
            row.debit !== row.credit &&
            money(row.amount).eq(t.amount) &&
            money(row.amount).gt(0)
          );
        });
      if (!same) {
        wrongEvents++;
        if (examples.length < 3) examples.push(`${e.type} at ${e.position.prepare}: ${got.length} line(s), ${expected.length} transfer(s)`);
      }
      // The totals follow what the journal holds, so a wrong line also shows in the balances.
      for (const row of got) {
        this.add(row.debit, "debits", row.amount);
        this.add(row.credit, "credits", row.amount);
        lines++;
      }
    }
    this.linesSeen += lines;
    results.push({
      name: "the new events' journal lines equal their transfers",
      ok: wrongEvents === 0,
      detail: `${events.length} new event(s), ${lines} line(s), ${wrongEvents} event(s) differ${examples.length ? ` (${examples.join("; ")})` : ""}`,
    });
    results.push({
      name: "the new events' transfers match their amounts",
      ok: wrongTotals === 0,
      detail: `${wrongTotals} of ${events.length} event(s) differ${totalExamples.length ? ` (${totalExamples.join("; ")})` : ""}`,
    });

    // 2. Every account's stored balance equals the journal followed line by line since event 0.
    const balances = await sql<{ account: string; debits: string; credits: string; balance: string }>`
      SELECT account, debits::text AS debits, credits::text AS credits, balance::text AS balance FROM account_balances`.execute(trx);
    let differing = 0;
    const differ: string[] = [];
    const seen = new Set<string>();
    for (const row of balances.rows) {
      seen.add(row.account);
      const t = this.totals.get(row.account);
      const ok = !!t?.debits.eq(row.debits) && t.credits.eq(row.credits) && money(row.credits).sub(row.debits).eq(row.balance);
      if (!ok) {
        differing++;
        if (differ.length < 3) differ.push(row.account);
      }
    }
    for (const account of this.totals.keys()) {
      if (seen.has(account)) continue;
      differing++;
      if (differ.length < 3) differ.push(`${account} (no balance row)`);
    }
    results.push({
      name: "account balances equal the journal lines (followed incrementally)",
      ok: differing === 0,
      detail: `${differing} of ${balances.rows.length} account(s) differ${differ.length ? ` (e.g. ${differ.join(", ")})` : ""}`,
    });

    // 3. Per investor (one row each: O(investors)): no negative balance, balances equal their
    //    journal accounts, shares within the cap; and the offering's supply.
    let negative = 0;
    let offJournal = 0;
    let overCap = 0;
    let held = money(0);
    const cap = money(OWNERSHIP_CAP_SHARES);
    for (const r of investors) {
      const shares = money(r.shares);
      const pending = money(r.pending);
      held = held.add(shares);
      if ([r.profit, r.reward, r.hold, r.loan_owed].some((v) => money(v).isNeg())) negative++;
      const account = (kind: string) => this.balanceOf(`investor:${r.user_id}:${kind}`);
      if (
        !account("profit").eq(r.profit) ||
        !account("reward").eq(r.reward) ||
        !account("withdrawal-hold").eq(r.hold) ||
        !account("loan-receivable").neg().eq(r.loan_owed)
      )
        offJournal++;
      const heldShares = money(r.held);
      if (
        shares.isNeg() ||
        pending.isNeg() ||
        shares.add(pending).gt(cap) ||
        !shares.mul(2).isInteger() ||
        heldShares.isNeg() ||
        heldShares.gt(shares)
      )
        overCap++;
    }
    results.push({ name: "no negative investor balance", ok: negative === 0, detail: `${negative} investor(s) below zero` });
    results.push({
      name: "investor balances equal their journal accounts",
      ok: offJournal === 0,
      detail: `${offJournal} of ${investors.length} investor(s) differ`,
    });
    results.push({
      name: `shares within 0..${OWNERSHIP_CAP_SHARES} per investor, in steps of 0.5`,
      ok: overCap === 0,
      detail: `${overCap} investor(s) outside`,
    });
    const settings = await sql<{ allocated: string }>`SELECT shares_allocated::text AS allocated FROM platform_settings`.execute(trx);
    const allocated = money(settings.rows[0]?.allocated ?? 0);
    results.push({
      name: `shares held within the ${OFFERING_SUPPLY_SHARES}-share offering and equal to its allocation`,
      ok: held.lte(OFFERING_SUPPLY_SHARES) && held.eq(allocated),
      detail: `held ${held.toString()}, allocated ${allocated.toString()}`,
    });
    return results;
  }

  private add(account: string, side: "debits" | "credits", amount: string): void {
    let t = this.totals.get(account);
    if (!t) {
      t = { debits: money(0), credits: money(0) };
      this.totals.set(account, t);
    }
    t[side] = t[side].add(amount);
  }
}

interface JournalLine {
  pos: string;
  commit: string;
  line: number;
  event_id: string;
  debit: string;
  credit: string;
  amount: string;
}

export interface InvestorRow {
  user_id: string;
  shares: string;
  /** Shares held by pending sell-backs: within 0..shares. */
  held: string;
  pending: string;
  profit: string;
  reward: string;
  hold: string;
  loan_owed: string;
}

/** Every investor's read-model balances, as text (exact decimals). */
export async function readInvestorRows(trx: Kysely<Database>): Promise<InvestorRow[]> {
  const r = await sql<InvestorRow>`
    SELECT user_id, shares::text AS shares, held_shares::text AS held, pending_shares::text AS pending, profit_balance::text AS profit,
           reward_balance::text AS reward, withdrawal_hold::text AS hold, loan_owed::text AS loan_owed
    FROM investor_balances`.execute(trx);
  return r.rows;
}

/** The position the read models have applied every event up to (inclusive). */
export async function readModelCheckpoint(trx: Kysely<Database>): Promise<Position> {
  const r = await sql<{
    c: string;
    p: string;
  }>`SELECT commit_pos::text AS c, prepare_pos::text AS p FROM rm_checkpoint WHERE id = 1`.execute(trx);
  const row = r.rows[0];
  return row ? { commit: BigInt(row.c), prepare: BigInt(row.p) } : { commit: 0n, prepare: 0n };
}

/**
 * The stored events after `after` up to and including `upTo`, in the order the read models
 * applied them. Everything up to a checkpoint the read models reached is committed and final
 * (the store's reading boundary), so this is exactly what they applied in between.
 */
export async function readEventsBetween(store: EventStore, after: Position | null, upTo: Position): Promise<RecordedEvent[]> {
  const out: RecordedEvent[] = [];
  let from = after;
  for (;;) {
    const page = await store.readAll({ after: from, limit: 5000 });
    for (const e of page) {
      if (comparePositions(e.position, upTo) > 0) return out;
      out.push(e);
    }
    const last = page[page.length - 1];
    if (!last || page.length < 5000) return out;
    from = last.position;
  }
}
