import { sql, type Kysely } from "kysely";
import type { Database } from "../db/schema.js";

export interface TrialBalanceRow {
  account: string;
  debits: string;
  credits: string;
  balance: string;
}

/**
 * Every account's debits, credits and balance (credits - debits): now, or as it stood at a past
 * date or global position (recomputed from the journal lines up to it).
 */
export async function trialBalance(db: Kysely<Database>, at: { asOf?: Date; position?: string } = {}): Promise<TrialBalanceRow[]> {
  if (!at.asOf && !at.position) {
    const r =
      await sql<TrialBalanceRow>`SELECT account, debits::text, credits::text, balance::text FROM account_balances ORDER BY account`.execute(
        db,
      );
    return r.rows;
  }
  const until = at.asOf ? sql`occurred_at <= ${at.asOf.toISOString()}` : sql`global_position <= ${at.position}::bigint`;
  const r = await sql<TrialBalanceRow>`
    WITH lines AS (
      SELECT debit_account AS account, amount AS d, 0::numeric AS c FROM journal_entries WHERE ${until}
      UNION ALL
      SELECT credit_account, 0::numeric, amount FROM journal_entries WHERE ${until})
    SELECT account, sum(d)::numeric(20,2)::text AS debits, sum(c)::numeric(20,2)::text AS credits, (sum(c) - sum(d))::numeric(20,2)::text AS balance
    FROM lines GROUP BY account ORDER BY account`.execute(db);
  return r.rows;
}
