import { type Kysely, sql } from "kysely";
import type { Database } from "../db/schema.js";

/** A sell-back with its investor's name and email (users are content; joined at read time). */
export interface SellBackRow {
  sellBackId: string;
  userId: string;
  fullName: string;
  email: string;
  shares: string;
  wallet: string;
  network: string;
  status: "Pending" | "Approved" | "Rejected" | "Cancelled";
  pricePerShare: string | null;
  gross: string | null;
  fee: string | null;
  payout: string | null;
  requestedAt: Date;
  decidedAt: Date | null;
  /** Held for a wallet new to the investor: not approvable before this instant; else null. */
  approvableAt: Date | null;
  rejectionReason: string | null;
}

const columns = sql`
  s.sell_back_id AS "sellBackId", s.user_id AS "userId", coalesce(u.full_name, '') AS "fullName", coalesce(u.email, '') AS "email",
  s.shares::text AS shares, s.wallet, s.network, s.status, s.price_per_share::text AS "pricePerShare", s.gross::text AS gross,
  s.fee::text AS fee, s.payout::text AS payout, s.requested_at AS "requestedAt", s.decided_at AS "decidedAt",
  s.approvable_at AS "approvableAt", s.rejection_reason AS "rejectionReason"`;

export async function sellBacksOfUser(db: Kysely<Database>, userId: string): Promise<SellBackRow[]> {
  const r = await sql<SellBackRow>`
    SELECT ${columns} FROM share_sell_backs s LEFT JOIN users u ON u.id::text = s.user_id
    WHERE s.user_id = ${userId} ORDER BY s.requested_at DESC, s.global_position DESC`.execute(db);
  return r.rows;
}

/** Newest first, `pageSize` a page; `total` counts every sell-back of the `status` (all when absent). */
export async function sellBacksPage(
  db: Kysely<Database>,
  page: number,
  pageSize: number,
  status?: SellBackRow["status"],
): Promise<{ rows: SellBackRow[]; total: number }> {
  const where = sql`(${status ?? null}::text IS NULL OR s.status = ${status ?? null})`;
  const [rows, count] = await Promise.all([
    sql<SellBackRow>`
      SELECT ${columns} FROM share_sell_backs s LEFT JOIN users u ON u.id::text = s.user_id WHERE ${where}
      ORDER BY s.requested_at DESC, s.global_position DESC LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`.execute(db),
    sql<{ n: string }>`SELECT count(*)::text AS n FROM share_sell_backs s WHERE ${where}`.execute(db),
  ]);
  return { rows: rows.rows, total: Number(count.rows[0]?.n ?? 0) };
}

export async function sellBackById(db: Kysely<Database>, sellBackId: string): Promise<SellBackRow | null> {
  const r = await sql<SellBackRow>`
    SELECT ${columns} FROM share_sell_backs s LEFT JOIN users u ON u.id::text = s.user_id WHERE s.sell_back_id = ${sellBackId}`.execute(db);
  return r.rows[0] ?? null;
}

/** The 10 % fees of approved sell-backs (the admin dashboard's fee card adds them to withdrawal fees). */
export async function sellBackFeeTotal(db: Kysely<Database>): Promise<string> {
  const r = await sql<{ fees: string }>`
    SELECT coalesce(sum(fee), 0)::numeric(20,2)::text AS fees FROM share_sell_backs WHERE status = 'Approved'`.execute(db);
  return r.rows[0]?.fees ?? "0.00";
}
