import type { ApprovalItem } from "@app/contracts";
import { DataTable } from "@/components/data-table";
import { RejectionReason } from "@/components/rejection-reason";
import { ReviewActions } from "@/components/review-actions";
import { StatusBadge } from "@/components/status-badge";
import { formatDateTime } from "@/lib/format";
import { approvalAmount } from "./approval-amount";
import type { ApprovalReview } from "./decide-approval-dialog";

type Props = {
  approvals: ApprovalItem[];
  busy: boolean;
  /** The signed-in admin: their own requests can be withdrawn (rejected) but not approved. */
  myId: string | undefined;
  onReview: (review: ApprovalReview) => void;
};

function Outcome({ approval: a }: { approval: ApprovalItem }) {
  if (!a.decidedBy) return <span className="muted">waiting</span>;
  return (
    <span>
      {a.decidedBy.fullName}, {formatDateTime(a.decidedAt)}
      {a.failure ? <span className="muted"> ({a.failure})</span> : null}
      <RejectionReason reason={a.rejectionReason} />
    </span>
  );
}

/** Who asked, what, for whom, how much and when; Approve and Reject only while pending. */
export function ApprovalsTable({ approvals, busy, myId, onReview }: Props) {
  return (
    <DataTable
      compact
      caption="Requests awaiting or given a second admin's decision"
      rows={approvals}
      rowKey={(a) => a._id}
      columns={[
        { header: "Asked by", cell: (a) => a.requestedBy.fullName || a.requestedBy.email },
        { header: "What", cell: (a) => a.description },
        { header: "Account", cell: (a) => (a.user ? a.user.fullName || a.user.email : "-") },
        { header: "Amount", cell: (a) => approvalAmount(a) },
        { header: "Asked at", cell: (a) => formatDateTime(a.requestedAt) },
        { header: "Status", cell: (a) => <StatusBadge status={a.status} /> },
        { header: "Decided by", cell: (a) => <Outcome approval={a} /> },
        {
          header: "Actions",
          cell: (a) =>
            a.status === "Pending" ? (
              <ReviewActions
                disabled={busy}
                approveRefusal={a.requestedBy._id === myId ? "You cannot approve your own request." : undefined}
                onReview={(decision) => onReview({ approval: a, decision })}
              />
            ) : (
              "-"
            ),
        },
      ]}
    />
  );
}
