import { money, toCents, transfersOf } from "@app/contracts";
import type Decimal from "decimal.js";
import { sql } from "kysely";
import { copyRows } from "../runner/copy-rows.js";
import type { Projection } from "../runner/projection.js";

/**
 * The double-entry journal (design notes §4): one row per transfer of every money event, and
 * per account its debits, credits and balance = credits - debits. All balances sum to 0.
 */
export const journalProjection: Projection = {
  name: "journal",
  tables: ["journal_entries", "account_balances"],
  ddl: [
    `CREATE TABLE journal_entries (
       commit_pos BIGINT NOT NULL,
       global_position BIGINT NOT NULL,
       line INTEGER NOT NULL,
       event_id UUID NOT NULL,
       stream_id TEXT NOT NULL,
       event_type TEXT NOT NULL,
       debit_account TEXT NOT NULL,
       credit_account TEXT NOT NULL,
       amount NUMERIC(20,2) NOT NULL CHECK (amount > 0),
       occurred_at TIMESTAMPTZ NOT NULL,
       PRIMARY KEY (global_position, line)
     )`,
    "CREATE INDEX journal_debit ON journal_entries (debit_account, global_position)",
    "CREATE INDEX journal_credit ON journal_entries (credit_account, global_position)",
    `CREATE TABLE account_balances (
       account TEXT PRIMARY KEY,
       debits NUMERIC(20,2) NOT NULL,
       credits NUMERIC(20,2) NOT NULL,
       balance NUMERIC(20,2) NOT NULL
     )`,
  ],
  async apply(trx, events) {
    const rows: {
      commit: string;
      pos: string;
      line: number;
      eventId: string;
      stream: string;
      type: string;
      debit: string;
      credit: string;
      amount: string;
      at: string;
    }[] = [];
    const totals = new Map<string, { debits: Decimal; credits: Decimal }>();
    const touch = (account: string) => {
      const existing = totals.get(account);
      if (existing) return existing;
      const created = { debits: money(0), credits: money(0) };
      totals.set(account, created);
      return created;
    };
    for (const e of events) {
      transfersOf(e.event).forEach((t, line) => {
        rows.push({
          commit: e.position.commit.toString(),
          pos: e.position.prepare.toString(),
          line,
          eventId: e.eventId,
          stream: e.streamId,
          type: e.event.type,
          debit: t.debit,
          credit: t.credit,
          amount: t.amount,
          at: e.createdAt.toISOString(),
        });
        touch(t.debit).debits = touch(t.debit).debits.add(t.amount);
        touch(t.credit).credits = touch(t.credit).credits.add(t.amount);
      });
    }
    if (rows.length === 0) return;
    await copyRows(
      trx,
      "journal_entries",
      JOURNAL_COLUMNS,
      rows.map((r) => [r.commit, r.pos, r.line, r.eventId, r.stream, r.type, r.debit, r.credit, r.amount, r.at]),
    );
    const accounts = [...totals.keys()].sort();
    const debits = accounts.map((a) => toCents((totals.get(a) as { debits: Decimal }).debits));
    const credits = accounts.map((a) => toCents((totals.get(a) as { credits: Decimal }).credits));
    await sql`
      INSERT INTO account_balances (account, debits, credits, balance)
      SELECT a, d, c, c - d FROM unnest(${accounts}::text[], ${debits}::numeric[], ${credits}::numeric[]) AS x(a, d, c)
      ON CONFLICT (account) DO UPDATE SET
        debits = account_balances.debits + EXCLUDED.debits,
        credits = account_balances.credits + EXCLUDED.credits,
        balance = account_balances.balance + EXCLUDED.balance`.execute(trx);
  },
};

const JOURNAL_COLUMNS: Array<[string, string]> = [
  ["commit_pos", "bigint"],
  ["global_position", "bigint"],
  ["line", "int"],
  ["event_id", "uuid"],
  ["stream_id", "text"],
  ["event_type", "text"],
  ["debit_account", "text"],
  ["credit_account", "text"],
  ["amount", "numeric"],
  ["occurred_at", "timestamptz"],
];
