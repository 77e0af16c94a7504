import { type Kysely, sql } from "kysely";
import type { Database } from "../db/schema.js";

/** A withdrawal with its investor's name and email (users are content; joined at read time). */
export interface WithdrawalRow {
  withdrawalId: string;
  userId: string;
  fullName: string;
  email: string;
  amount: string;
  fee: string;
  net: string;
  wallet: string;
  network: string;
  source: "profit" | "reward";
  status: "Pending" | "Approved" | "Rejected" | "Cancelled";
  requestedAt: Date;
  decidedAt: Date | null;
  /** Held for a wallet new to the investor: not approvable before this instant; else null. */
  approvableAt: Date | null;
  rejectionReason: string | null;
}

const columns = sql`
  w.withdrawal_id AS "withdrawalId", w.user_id AS "userId", coalesce(u.full_name, '') AS "fullName", coalesce(u.email, '') AS email,
  w.amount::text AS amount, w.fee::text AS fee, w.net::text AS net, w.wallet, w.network, w.source, w.status,
  w.requested_at AS "requestedAt", w.decided_at AS "decidedAt", w.approvable_at AS "approvableAt",
  w.rejection_reason AS "rejectionReason"`;

/** Newest first; `userId` null lists everyone's (admin); `status` absent lists every status. */
export async function withdrawalsPage(
  db: Kysely<Database>,
  options: { userId: string | null; page: number; pageSize: number; status?: WithdrawalRow["status"] },
): Promise<{ rows: WithdrawalRow[]; total: number }> {
  const owner = options.userId === null ? sql`true` : sql`w.user_id = ${options.userId}`;
  const status = options.status ?? null;
  const where = sql`${owner} AND (${status}::text IS NULL OR w.status = ${status})`;
  const [rows, count] = await Promise.all([
    sql<WithdrawalRow>`
      SELECT ${columns} FROM withdrawals w LEFT JOIN users u ON u.id::text = w.user_id WHERE ${where}
      ORDER BY w.requested_at DESC, w.global_position DESC LIMIT ${options.pageSize} OFFSET ${(options.page - 1) * options.pageSize}`.execute(
      db,
    ),
    sql<{ n: string }>`SELECT count(*)::text AS n FROM withdrawals w WHERE ${where}`.execute(db),
  ]);
  return { rows: rows.rows, total: Number(count.rows[0]?.n ?? 0) };
}

export async function withdrawalsOfUser(db: Kysely<Database>, userId: string): Promise<WithdrawalRow[]> {
  const r = await sql<WithdrawalRow>`
    SELECT ${columns} FROM withdrawals w LEFT JOIN users u ON u.id::text = w.user_id
    WHERE w.user_id = ${userId} ORDER BY w.requested_at DESC, w.global_position DESC`.execute(db);
  return r.rows;
}

export async function withdrawalById(db: Kysely<Database>, withdrawalId: string): Promise<WithdrawalRow | null> {
  const r = await sql<WithdrawalRow>`
    SELECT ${columns} FROM withdrawals w LEFT JOIN users u ON u.id::text = w.user_id WHERE w.withdrawal_id = ${withdrawalId}`.execute(db);
  return r.rows[0] ?? null;
}

/** Approved withdrawals: how many, and the 5% fees they brought in. */
export async function withdrawalStats(db: Kysely<Database>): Promise<{ approvedCount: number; totalFees: string }> {
  const r = await sql<{ n: string; fees: string }>`
    SELECT count(*)::text AS n, coalesce(sum(fee), 0)::numeric(20,2)::text AS fees FROM withdrawals WHERE status = 'Approved'`.execute(db);
  return { approvedCount: Number(r.rows[0]?.n ?? 0), totalFees: r.rows[0]?.fees ?? "0.00" };
}
