import type { ApprovalAction, ApprovalStatus } from "@app/contracts";
import { type Kysely, sql } from "kysely";
import type { Database } from "../db/schema.js";

/** An approval with the names of the admins and the investor it concerns (users are content: joined at read time). */
export interface ApprovalRow {
  approvalId: string;
  kind: ApprovalAction["kind"];
  action: ApprovalAction;
  amount: string | null;
  status: ApprovalStatus;
  requestedBy: string;
  requestedByName: string;
  requestedByEmail: string;
  requestedAt: Date;
  decidedBy: string | null;
  decidedByName: string | null;
  decidedAt: Date | null;
  failure: string | null;
  rejectionReason: string | null;
  targetUserId: string | null;
  targetName: string | null;
  targetEmail: string | null;
}

const columns = sql`
  a.approval_id AS "approvalId", a.kind, a.action, a.amount::text AS amount, a.status,
  a.requested_by AS "requestedBy", coalesce(r.full_name, '') AS "requestedByName", coalesce(r.email, '') AS "requestedByEmail",
  a.requested_at AS "requestedAt", a.decided_by AS "decidedBy", d.full_name AS "decidedByName", a.decided_at AS "decidedAt",
  a.failure, a.rejection_reason AS "rejectionReason", a.target_user_id AS "targetUserId", t.full_name AS "targetName", t.email AS "targetEmail"`;

const joins = sql`
  LEFT JOIN users r ON r.id::text = a.requested_by
  LEFT JOIN users d ON d.id::text = a.decided_by
  LEFT JOIN users t ON t.id::text = a.target_user_id`;

/** Pending approvals first (newest first), then decided ones, most recently decided first. */
export async function approvalsPage(
  db: Kysely<Database>,
  options: { page: number; pageSize: number },
): Promise<{ rows: ApprovalRow[]; total: number; pending: number }> {
  const [rows, count] = await Promise.all([
    sql<ApprovalRow>`
      SELECT ${columns} FROM approvals a ${joins}
      ORDER BY (a.status <> 'Pending'), coalesce(a.decided_at, a.requested_at) DESC, a.global_position DESC
      LIMIT ${options.pageSize} OFFSET ${(options.page - 1) * options.pageSize}`.execute(db),
    sql<{ n: string; pending: string }>`
      SELECT count(*)::text AS n, count(*) FILTER (WHERE status = 'Pending')::text AS pending FROM approvals`.execute(db),
  ]);
  return { rows: rows.rows, total: Number(count.rows[0]?.n ?? 0), pending: Number(count.rows[0]?.pending ?? 0) };
}

export async function approvalById(db: Kysely<Database>, approvalId: string): Promise<ApprovalRow | null> {
  const r = await sql<ApprovalRow>`SELECT ${columns} FROM approvals a ${joins} WHERE a.approval_id = ${approvalId}`.execute(db);
  return r.rows[0] ?? null;
}

/** The pending approvals of one kind, oldest first (to refuse asking for the same thing twice). */
export async function pendingApprovalsOfKind(db: Kysely<Database>, kind: ApprovalAction["kind"]): Promise<ApprovalRow[]> {
  const r = await sql<ApprovalRow>`
    SELECT ${columns} FROM approvals a ${joins} WHERE a.status = 'Pending' AND a.kind = ${kind} ORDER BY a.global_position`.execute(db);
  return r.rows;
}
