import { type Kysely, sql } from "kysely";
import { type RequestRowBase, requestQueries } from "../db/request-queries.js";
import type { Database } from "../db/schema.js";

/** A withdrawal with its investor's name and email (users are content; joined at read time). */
export interface WithdrawalRow extends RequestRowBase<"Pending" | "Approved" | "Rejected" | "Cancelled"> {
  withdrawalId: string;
  amount: string;
  fee: string;
  net: string;
  wallet: string;
  network: string;
  source: "profit" | "reward";
  /** Held for a wallet new to the investor: not approvable before this instant; else null. */
  approvableAt: Date | null;
}

const withdrawals = requestQueries<WithdrawalRow>(
  "withdrawals",
  "withdrawal_id",
  sql`
  r.withdrawal_id AS "withdrawalId", r.amount::text AS amount, r.fee::text AS fee, r.net::text AS net, r.wallet, r.network,
  r.source, r.approvable_at AS "approvableAt"`,
);

/** Newest first; `userId` null lists everyone's (admin); `status` absent lists every status. */
export const withdrawalsPage = withdrawals.page;
export const withdrawalsOfUser = withdrawals.ofUser;
export const withdrawalById = withdrawals.byId;

/** Approved withdrawals: how many, and the 5% fees they brought in. */
export async function withdrawalStats(db: Kysely<Database>): Promise<{ approvedCount: number; totalFees: string }> {
  const r = await sql<{ n: string; fees: string }>`
    SELECT count(*)::text AS n, coalesce(sum(fee), 0)::numeric(20,2)::text AS fees FROM withdrawals WHERE status = 'Approved'`.execute(db);
  return { approvedCount: Number(r.rows[0]?.n ?? 0), totalFees: r.rows[0]?.fees ?? "0.00" };
}
