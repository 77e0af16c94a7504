import { type Kysely, sql } from "kysely";
import type { Database } from "../db/schema.js";

/** A purchase with its investor's name and email (users are content; joined at read time). */
export interface PurchaseRow {
  purchaseId: string;
  userId: string;
  fullName: string;
  email: string;
  shares: string;
  pricePerShare: string;
  amount: string;
  network: string;
  proof: string;
  referralCode: string | null;
  txId: string | null;
  status: "Pending" | "Approved" | "Rejected";
  requestedAt: Date;
  decidedAt: Date | null;
  rejectionReason: string | null;
}

const columns = sql`
  p.purchase_id AS "purchaseId", p.user_id AS "userId", coalesce(u.full_name, '') AS "fullName", coalesce(u.email, '') AS "email",
  p.shares::text AS shares, p.price_per_share::text AS "pricePerShare", p.amount::text AS amount, p.network, p.proof,
  p.referral_code AS "referralCode", p.tx_id AS "txId", p.status, p.requested_at AS "requestedAt", p.decided_at AS "decidedAt",
  p.rejection_reason AS "rejectionReason"`;

export async function purchasesOfUser(db: Kysely<Database>, userId: string): Promise<PurchaseRow[]> {
  const r = await sql<PurchaseRow>`
    SELECT ${columns} FROM share_purchases p LEFT JOIN users u ON u.id::text = p.user_id
    WHERE p.user_id = ${userId} ORDER BY p.requested_at DESC, p.global_position DESC`.execute(db);
  return r.rows;
}

/** Newest first, `pageSize` a page; `total` counts every purchase of the `status` (all when absent). */
export async function purchasesPage(
  db: Kysely<Database>,
  page: number,
  pageSize: number,
  status?: PurchaseRow["status"],
): Promise<{ rows: PurchaseRow[]; total: number }> {
  const where = sql`(${status ?? null}::text IS NULL OR p.status = ${status ?? null})`;
  const [rows, count] = await Promise.all([
    sql<PurchaseRow>`
      SELECT ${columns} FROM share_purchases p LEFT JOIN users u ON u.id::text = p.user_id WHERE ${where}
      ORDER BY p.requested_at DESC, p.global_position DESC LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`.execute(db),
    sql<{ n: string }>`SELECT count(*)::text AS n FROM share_purchases p WHERE ${where}`.execute(db),
  ]);
  return { rows: rows.rows, total: Number(count.rows[0]?.n ?? 0) };
}

export async function purchaseById(db: Kysely<Database>, purchaseId: string): Promise<PurchaseRow | null> {
  const r = await sql<PurchaseRow>`
    SELECT ${columns} FROM share_purchases p LEFT JOIN users u ON u.id::text = p.user_id WHERE p.purchase_id = ${purchaseId}`.execute(db);
  return r.rows[0] ?? null;
}
