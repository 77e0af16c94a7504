import { type Kysely, sql } from "kysely";
import type { Database } from "../db/schema.js";

/** One action an admin did alone, with the admin's email (users are content: joined at read time). */
export interface ApprovedAloneRow {
  eventId: string;
  adminId: string;
  adminEmail: string;
  kind: string;
  target: string;
  amount: string | null;
  percentage: string | null;
  /** false: recorded only, not counted toward a limit (AdminAllowanceUsed.capped). */
  capped: boolean;
  at: Date;
}

/** Every action done alone since `since`, newest first. */
export async function approvedAloneSince(db: Kysely<Database>, since: Date): Promise<ApprovedAloneRow[]> {
  const r = await sql<ApprovedAloneRow>`
    SELECT a.event_id AS "eventId", a.admin_id AS "adminId", coalesce(u.email, '') AS "adminEmail", a.kind, a.target,
      a.amount::text AS amount, a.percentage::text AS percentage, a.capped, a.at
    FROM approved_alone a LEFT JOIN users u ON u.id::text = a.admin_id
    WHERE a.at >= ${since.toISOString()}::timestamptz
    ORDER BY a.at DESC, a.global_position DESC`.execute(db);
  return r.rows;
}
