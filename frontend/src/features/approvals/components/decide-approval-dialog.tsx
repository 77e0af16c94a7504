import { approvalsKey } from "@/lib/held-for-approval";
import type { ApprovalItem } from "@app/contracts";
import { useQueryClient } from "@tanstack/react-query";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { toast } from "@/components/toast";
import { formatDateTime, formatUsd } from "@/lib/format";
import { type ApprovalDecision, useDecideApproval } from "../api/decide-approval";

export type ApprovalReview = { approval: ApprovalItem; decision: ApprovalDecision };

/** Names who asked, what, for whom and how much before a held action is approved or rejected. */
export function DecideApprovalDialog({ review, onClose }: { review: ApprovalReview | null; onClose: () => void }) {
  const approve = useDecideApproval("approve");
  const reject = useDecideApproval("reject");
  const queryClient = useQueryClient();
  if (!review) return null;
  const { approval: a, decision } = review;
  const confirm = () =>
    (decision === "approve" ? approve : reject).mutate(a._id, {
      onSuccess: (answer) => {
        toast.success(answer?.message ?? (decision === "approve" ? "Approved" : "Rejected"));
        onClose();
      },
      // Decided meanwhile, or the action failed (recorded on the approval): the refreshed list shows it.
      onError: () => {
        void queryClient.invalidateQueries({ queryKey: approvalsKey });
        onClose();
      },
    });
  return (
    <ConfirmDialog
      open
      title={decision === "approve" ? "Approve request" : "Reject request"}
      message={
        decision === "approve"
          ? `Approve ${a.requestedBy.fullName}'s request? ${a.description} takes effect now.`
          : `Reject ${a.requestedBy.fullName}'s request? ${a.description} will not happen; nothing changes.`
      }
      details={[
        { label: "Asked by", value: `${a.requestedBy.fullName} (${a.requestedBy.email})` },
        { label: "What", value: a.description },
        ...(a.user ? [{ label: "Account", value: `${a.user.fullName} (${a.user.email})` }] : []),
        ...(a.amount !== null ? [{ label: "Amount", value: formatUsd(a.amount) }] : []),
        { label: "Asked at", value: formatDateTime(a.requestedAt) },
      ]}
      confirmLabel={decision === "approve" ? "Approve request" : "Reject request"}
      danger={decision === "reject"}
      busy={approve.isPending || reject.isPending}
      onConfirm={confirm}
      onCancel={onClose}
    />
  );
}
