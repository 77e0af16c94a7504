import { OFFERING_SUPPLY_SHARES, OWNERSHIP_CAP_SHARES } from "@app/contracts";
import { sql, type Kysely } from "kysely";
import type { Database } from "../db/schema.js";

export interface InvariantResult {
  name: string;
  ok: boolean;
  detail: string;
}

async function count(db: Kysely<Database>, query: ReturnType<typeof sql<{ n: string }>>): Promise<number> {
  const r = await query.execute(db);
  return Number(r.rows[0]?.n ?? 0);
}

/** The ledger's invariants, checked on the read models (design notes §4, spec caps). */
export async function checkReadModelInvariants(db: Kysely<Database>): Promise<InvariantResult[]> {
  const results: InvariantResult[] = [];
  const drift = await count(
    db,
    sql<{ n: string }>`
    WITH j AS (
      SELECT account, sum(c) - sum(d) AS balance FROM (
        SELECT debit_account AS account, amount AS d, 0 AS c FROM journal_entries
        UNION ALL SELECT credit_account, 0, amount FROM journal_entries) x GROUP BY account)
    SELECT count(*)::text AS n FROM j FULL JOIN account_balances b USING (account)
    WHERE j.balance IS DISTINCT FROM b.balance`,
  );
  results.push({ name: "account balances equal the journal lines", ok: drift === 0, detail: `${drift} account(s) differ` });

  const negative = await count(
    db,
    sql<{ n: string }>`
    SELECT count(*)::text AS n FROM investor_balances
    WHERE profit_balance < 0 OR reward_balance < 0 OR withdrawal_hold < 0 OR loan_owed < 0`,
  );
  results.push({ name: "no negative investor balance", ok: negative === 0, detail: `${negative} investor(s) below zero` });

  const mismatch = await count(
    db,
    sql<{ n: string }>`
    SELECT count(*)::text AS n FROM investor_balances i
    LEFT JOIN account_balances p ON p.account = 'investor:' || i.user_id || ':profit'
    LEFT JOIN account_balances r ON r.account = 'investor:' || i.user_id || ':reward'
    LEFT JOIN account_balances h ON h.account = 'investor:' || i.user_id || ':withdrawal-hold'
    LEFT JOIN account_balances l ON l.account = 'investor:' || i.user_id || ':loan-receivable'
    WHERE i.profit_balance <> coalesce(p.balance, 0) OR i.reward_balance <> coalesce(r.balance, 0)
       OR i.withdrawal_hold <> coalesce(h.balance, 0) OR i.loan_owed <> -coalesce(l.balance, 0)`,
  );
  results.push({ name: "investor balances equal their journal accounts", ok: mismatch === 0, detail: `${mismatch} investor(s) differ` });

  const overCap = await count(
    db,
    sql<{ n: string }>`
    SELECT count(*)::text AS n FROM investor_balances
    WHERE shares < 0 OR pending_shares < 0 OR shares + pending_shares > ${OWNERSHIP_CAP_SHARES}::numeric OR shares * 2 <> floor(shares * 2)
       OR held_shares < 0 OR held_shares > shares`,
  );
  results.push({
    name: `shares within 0..${OWNERSHIP_CAP_SHARES} per investor, in steps of 0.5`,
    ok: overCap === 0,
    detail: `${overCap} investor(s) outside`,
  });

  const supply = await sql<{ held: string; allocated: string }>`
    SELECT coalesce((SELECT sum(shares) FROM investor_balances), 0)::text AS held,
           (SELECT shares_allocated FROM platform_settings)::text AS allocated`.execute(db);
  const held = supply.rows[0]?.held ?? "0";
  const allocated = supply.rows[0]?.allocated ?? "0";
  results.push({
    name: `shares held within the ${OFFERING_SUPPLY_SHARES}-share offering and equal to its allocation`,
    ok: Number(held) <= Number(OFFERING_SUPPLY_SHARES) && Number(held) === Number(allocated),
    detail: `held ${held}, allocated ${allocated}`,
  });
  return results;
}
