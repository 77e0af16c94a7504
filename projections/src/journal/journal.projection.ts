import { money, toCents, transfersOf } from "@app/contracts";
import type Decimal from "decimal.js";
import { type Kysely, sql } from "kysely";
import type { Database } from "../db/schema.js";
import { copyRows } from "../runner/copy-rows.js";
import { eventTexts, type ProjectedEvent, type Projection } from "../runner/projection.js";

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
    const totals: Totals = new Map();
    const rows = journalLines(events, totals);
    if (rows.length === 0) return;
    await copyRows(trx, "journal_entries", JOURNAL_COLUMNS, rows);
    await addToBalances(trx, totals);
  },
  rebuild: {
    keysAfterLoad: ["journal_entries"],
    loader: () => ({
      async apply(trx, events) {
        await copyRows(trx, "journal_entries", JOURNAL_COLUMNS, journalLines(events, null));
      },
      // Every account's totals from the loaded journal (the same sums the batches would have
      // added up, as exact NUMERIC): debits and credits grouped apart, then joined, which costs
      // half of summing a union of both sides with zeros.
      async finish(trx) {
        await sql`
          INSERT INTO account_balances (account, debits, credits, balance)
          WITH d AS (SELECT debit_account AS account, sum(amount) AS s FROM journal_entries GROUP BY debit_account),
               c AS (SELECT credit_account AS account, sum(amount) AS s FROM journal_entries GROUP BY credit_account)
          SELECT coalesce(d.account, c.account), coalesce(d.s, 0), coalesce(c.s, 0), coalesce(c.s, 0) - coalesce(d.s, 0)
          FROM d FULL JOIN c ON c.account = d.account`.execute(trx);
      },
    }),
  },
};

type Totals = Map<string, { debits: Decimal; credits: Decimal }>;

/** The journal lines of these events (COPY rows); adds each transfer to its accounts' totals. */
function journalLines(events: ProjectedEvent[], totals: Totals | null): unknown[][] {
  const rows: unknown[][] = [];
  const touch = (account: string, totals: Totals) => {
    const existing = totals.get(account);
    if (existing) return existing;
    const created = { debits: money(0), credits: money(0) };
    totals.set(account, created);
    return created;
  };
  for (const e of events) {
    const transfers = transfersOf(e.event);
    if (transfers.length === 0) continue;
    const { commit, position, at } = eventTexts(e);
    for (let line = 0; line < transfers.length; line++) {
      const t = transfers[line] as (typeof transfers)[number];
      rows.push([commit, position, line, e.eventId, e.streamId, e.event.type, t.debit, t.credit, t.amount, at]);
      if (!totals) continue;
      const amount = money(t.amount);
      const debit = touch(t.debit, totals);
      debit.debits = debit.debits.add(amount);
      const credit = touch(t.credit, totals);
      credit.credits = credit.credits.add(amount);
    }
  }
  return rows;
}

/** Adds the totals to account_balances (balance = credits - debits). */
async function addToBalances(trx: Kysely<Database>, totals: Totals): Promise<void> {
  if (totals.size === 0) return;
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
}

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
