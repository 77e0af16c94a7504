import { sql, type Kysely } from "kysely";
import type { Database } from "../db/schema.js";

export interface TrialBalanceRow {
  account: string;
  debits: string;
  credits: string;
  balance: string;
}

/** Every account's debits, credits and balance (credits - debits); optionally as of a date. */
export async function trialBalance(db: Kysely<Database>, asOf?: Date): Promise<TrialBalanceRow[]> {
  const r = asOf
    ? await sql<TrialBalanceRow>`
        WITH lines AS (
          SELECT debit_account AS account, amount AS d, 0::numeric AS c FROM journal_entries WHERE occurred_at <= ${asOf.toISOString()}
          UNION ALL
          SELECT credit_account, 0::numeric, amount FROM journal_entries WHERE occurred_at <= ${asOf.toISOString()})
        SELECT account, sum(d)::numeric(20,2)::text AS debits, sum(c)::numeric(20,2)::text AS credits, (sum(c) - sum(d))::numeric(20,2)::text AS balance
        FROM lines GROUP BY account ORDER BY account`.execute(db)
    : await sql<TrialBalanceRow>`SELECT account, debits::text, credits::text, balance::text FROM account_balances ORDER BY account`.execute(db);
  return r.rows;
}

/** Sum of all balances (must be 0) and of all journal lines, from the journal itself. */
export async function journalTotals(db: Kysely<Database>): Promise<{ balanceSum: string; entries: string; volume: string }> {
  const r = await sql<{ balance_sum: string; entries: string; volume: string }>`
    SELECT (SELECT coalesce(sum(balance), 0)::text FROM account_balances) AS balance_sum,
           (SELECT count(*)::text FROM journal_entries) AS entries,
           (SELECT coalesce(sum(amount), 0)::text FROM journal_entries) AS volume`.execute(db);
  const row = r.rows[0] as { balance_sum: string; entries: string; volume: string };
  return { balanceSum: row.balance_sum, entries: row.entries, volume: row.volume };
}
