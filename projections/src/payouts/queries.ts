import type { PayoutUse } from "@app/contracts";
import { type Kysely, sql } from "kysely";
import type { Database } from "../db/schema.js";

export interface PayoutRow {
  use: PayoutUse;
  target: string;
  userId: string;
  network: "BEP20" | "TRC20" | "APTOS";
  txId: string;
  net: string;
  wallet: string;
  recordedAt: Date;
}

const columns = sql`use, target, user_id AS "userId", network, tx_id AS "txId", net::text AS net, wallet, recorded_at AS "recordedAt"`;

/** The payouts recorded for these requests of one kind, by request id. */
export async function payoutsOf(db: Kysely<Database>, use: PayoutUse, targets: string[]): Promise<Map<string, PayoutRow>> {
  if (targets.length === 0) return new Map();
  const r = await sql<PayoutRow>`SELECT ${columns} FROM payouts WHERE use = ${use} AND target = ANY(${targets}::text[])`.execute(db);
  return new Map(r.rows.map((row) => [row.target, row]));
}

export async function payoutOf(db: Kysely<Database>, use: PayoutUse, target: string): Promise<PayoutRow | null> {
  return (await payoutsOf(db, use, [target])).get(target) ?? null;
}
