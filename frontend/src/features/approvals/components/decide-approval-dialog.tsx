import { approvalsKey } from "@/lib/held-for-approval";
import type { ApprovalItem } from "@app/contracts";
import { useQueryClient } from "@tanstack/react-query";
import { ReviewDialog, useDecisionWrites } from "@/components/review-dialog";
import { toast } from "@/components/toast";
import { formatDateTime, formatUsd } from "@/lib/format";
import { type ApprovalDecision, useDecideApproval } from "../api/decide-approval";
import { REJECTION_REASONS } from "@/components/rejection-reasons";

export type ApprovalReview = { approval: ApprovalItem; decision: ApprovalDecision };

/** Names who asked, what, for whom and how much before a held action is approved or rejected (with a reason). */
export function DecideApprovalDialog({ review, onClose }: { review: ApprovalReview | null; onClose: () => void }) {
  const { busy, writeFor } = useDecisionWrites(useDecideApproval);
  const queryClient = useQueryClient();
  if (!review) return null;
  const { approval: a, decision } = review;
  return (
    <ReviewDialog
      key={a._id}
      decision={decision}
      subject="request"
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
      reasons={REJECTION_REASONS.request}
      busy={busy}
      onConfirm={(answer) =>
        writeFor(decision).mutate(
          { id: a._id, ...answer },
          {
            onSuccess: (response) => {
              toast.success(response?.message ?? (decision === "approve" ? "Approved" : "Rejected"));
              onClose();
            },
            // Decided meanwhile, or the action failed (recorded on the approval): the refreshed list shows it.
            onError: () => {
              void queryClient.invalidateQueries({ queryKey: approvalsKey });
              onClose();
            },
          },
        )
      }
      onCancel={onClose}
    />
  );
}
