import { approvalsKey } from "@/lib/held-for-approval";
import type { ApprovalItem } from "@app/contracts";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { ActionCodeField } from "@/components/action-code-field";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { useActionCodeRequired } from "@/lib/queries/four-eyes";
import { toast } from "@/components/toast";
import { formatDateTime, formatUsd } from "@/lib/format";
import { type ApprovalDecision, useDecideApproval } from "../api/decide-approval";

export type ApprovalReview = { approval: ApprovalItem; decision: ApprovalDecision };

/** Names who asked, what, for whom and how much before a held action is approved or rejected. */
export function DecideApprovalDialog({ review, onClose }: { review: ApprovalReview | null; onClose: () => void }) {
  const approve = useDecideApproval("approve");
  const reject = useDecideApproval("reject");
  const queryClient = useQueryClient();
  const codeRequired = useActionCodeRequired();
  const [code, setCode] = useState("");
  if (!review) return null;
  const { approval: a, decision } = review;
  const askCode = codeRequired && decision === "approve";
  const confirm = () =>
    (decision === "approve" ? approve : reject).mutate(
      { id: a._id, ...(askCode ? { code } : {}) },
      {
        onSuccess: (answer) => {
          toast.success(answer?.message ?? (decision === "approve" ? "Approved" : "Rejected"));
          onClose();
        },
        // Decided meanwhile, or the action failed (recorded on the approval): the refreshed list shows it.
        onError: () => {
          void queryClient.invalidateQueries({ queryKey: approvalsKey });
          onClose();
        },
      },
    );
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
    >
      {askCode ? <ActionCodeField value={code} onChange={setCode} /> : null}
    </ConfirmDialog>
  );
}
