import type { ChainCheckStatus, ChainNetwork, TxUse } from "@app/contracts";
import { type Kysely, sql } from "kysely";
import type { Database } from "../db/schema.js";

/** The latest check of one payment's transaction. */
export interface ChainCheckRow {
  use: TxUse;
  target: string;
  network: ChainNetwork;
  txId: string;
  status: Exclude<ChainCheckStatus, "unchecked">;
  /** Exact decimal strings (USDT). */
  amount: string | null;
  expected: string;
  toAddress: string;
  confirmations: number | null;
  reason: string | null;
  checkedAt: Date;
}

const columns = sql`use, target, network, tx_id AS "txId", status, amount::text AS amount, expected::text AS expected,
  to_address AS "toAddress", confirmations, reason, checked_at AS "checkedAt"`;

export async function chainCheckOf(db: Kysely<Database>, use: TxUse, target: string): Promise<ChainCheckRow | null> {
  const r = await sql<ChainCheckRow>`SELECT ${columns} FROM chain_checks WHERE use = ${use} AND target = ${target}`.execute(db);
  return r.rows[0] ?? null;
}

/** The checks of many payments of one use (a page of a list), by target. */
export async function chainChecksOf(db: Kysely<Database>, use: TxUse, targets: readonly string[]): Promise<Map<string, ChainCheckRow>> {
  if (targets.length === 0) return new Map();
  const r = await sql<ChainCheckRow>`
    SELECT ${columns} FROM chain_checks WHERE use = ${use} AND target = ANY(${sql.val([...targets])}::text[])`.execute(db);
  return new Map(r.rows.map((row) => [row.target, row]));
}

/** Per network: USDT verified in (purchases, loan repayments) and out (payouts), exact decimal strings. */
export interface VerifiedTotals {
  network: ChainNetwork;
  in: string;
  out: string;
}

export async function verifiedTotals(db: Kysely<Database>): Promise<VerifiedTotals[]> {
  const r = await sql<VerifiedTotals>`
    SELECT network,
      coalesce(sum(amount) FILTER (WHERE use IN ('purchase', 'loan-repayment')), 0)::text AS "in",
      coalesce(sum(amount) FILTER (WHERE use NOT IN ('purchase', 'loan-repayment')), 0)::text AS "out"
    FROM chain_checks WHERE status = 'verified' GROUP BY network ORDER BY network`.execute(db);
  return r.rows;
}
