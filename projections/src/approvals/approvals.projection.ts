import type { ApprovalAction } from "@app/contracts";
import { sql } from "kysely";
import type { Projection } from "../runner/projection.js";

/** The amount a money approval releases, for the list (runs and share edits have none). */
function amountOf(action: ApprovalAction): string | null {
  return "amount" in action ? action.amount : null;
}

/** The user whose account an approval touches, if any. */
function targetUserOf(action: ApprovalAction): string | null {
  return "userId" in action ? action.userId : null;
}

/**
 * One row per four-eyes approval (streams `approval-{id}`): what was asked, by whom and when,
 * and how it was decided. Deterministic: times come from the events.
 */
export const approvalsProjection: Projection = {
  name: "approvals",
  tables: ["approvals"],
  ddl: [
    `CREATE TABLE approvals (
       approval_id TEXT PRIMARY KEY,
       kind TEXT NOT NULL,
       action JSONB NOT NULL,
       amount NUMERIC(20,2),
       target_user_id TEXT,
       status TEXT NOT NULL,
       requested_by TEXT NOT NULL,
       requested_at TIMESTAMPTZ NOT NULL,
       decided_by TEXT,
       decided_at TIMESTAMPTZ,
       failure TEXT,
       global_position BIGINT NOT NULL,
       rejection_reason TEXT
     )`,
    "CREATE INDEX approvals_pending_first ON approvals ((status <> 'Pending'), (coalesce(decided_at, requested_at)) DESC, global_position DESC)",
  ],
  async apply(trx, events) {
    for (const { event, position } of events) {
      switch (event.type) {
        case "ApprovalRequested": {
          const d = event.data;
          await sql`
            INSERT INTO approvals (approval_id, kind, action, amount, target_user_id, status, requested_by, requested_at, global_position)
            VALUES (${d.approvalId}, ${d.action.kind}, ${JSON.stringify(d.action)}::jsonb, ${amountOf(d.action)}::numeric,
              ${targetUserOf(d.action)}, 'Pending', ${d.requestedBy}, ${d.requestedAt}::timestamptz, ${position.prepare.toString()}::bigint)
            ON CONFLICT (approval_id) DO NOTHING`.execute(trx);
          break;
        }
        case "ApprovalGranted":
          await sql`UPDATE approvals SET status = 'Approved', decided_by = ${event.data.approvedBy}, decided_at = ${event.data.approvedAt}::timestamptz
                    WHERE approval_id = ${event.data.approvalId}`.execute(trx);
          break;
        case "ApprovalRejected":
          await sql`UPDATE approvals SET status = 'Rejected', decided_by = ${event.data.rejectedBy}, decided_at = ${event.data.rejectedAt}::timestamptz,
                      rejection_reason = ${event.data.reason ?? null} WHERE approval_id = ${event.data.approvalId}`.execute(trx);
          break;
        case "ApprovalFailed":
          await sql`UPDATE approvals SET status = 'Failed', decided_by = ${event.data.approvedBy}, decided_at = ${event.data.failedAt}::timestamptz,
                      failure = ${event.data.reason} WHERE approval_id = ${event.data.approvalId}`.execute(trx);
          break;
        default:
          break;
      }
    }
  },
};
