import { type Kysely, sql } from "kysely";
import type { Database } from "../db/schema.js";

/** How many requests wait for an admin, per queue: the admin dashboard's tiles and the admin nav's badges. */
export interface PendingCounts {
  purchases: number;
  withdrawals: number;
  sellBacks: number;
  loans: number;
  manualPayments: number;
  approvals: number;
}

/** One statement over the read models, so the figures are of one moment. */
export async function pendingCounts(db: Kysely<Database>): Promise<PendingCounts> {
  const result = await sql<Record<keyof PendingCounts, string>>`
    SELECT
      (SELECT count(*) FROM share_purchases WHERE status = 'Pending')::text AS purchases,
      (SELECT count(*) FROM withdrawals WHERE status = 'Pending')::text AS withdrawals,
      (SELECT count(*) FROM share_sell_backs WHERE status = 'Pending')::text AS "sellBacks",
      (SELECT count(*) FROM loans WHERE status = 'Pending')::text AS loans,
      (SELECT count(*) FROM loan_manual_payments WHERE NOT approved)::text AS "manualPayments",
      (SELECT count(*) FROM approvals WHERE status = 'Pending')::text AS approvals`.execute(db);
  const row = result.rows[0];
  return {
    purchases: Number(row?.purchases ?? 0),
    withdrawals: Number(row?.withdrawals ?? 0),
    sellBacks: Number(row?.sellBacks ?? 0),
    loans: Number(row?.loans ?? 0),
    manualPayments: Number(row?.manualPayments ?? 0),
    approvals: Number(row?.approvals ?? 0),
  };
}
