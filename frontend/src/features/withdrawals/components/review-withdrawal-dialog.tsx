import { WITHDRAWAL_APPROVED, WITHDRAWAL_REJECTED_AND_REFUNDED } from "@app/contracts/messages";
import { useState } from "react";
import { ActionCodeField } from "@/components/action-code-field";
import { useActionCodeRequired } from "@/lib/queries/four-eyes";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { toast } from "@/components/toast";
import { formatUsd } from "@/lib/format";
import type { WithdrawalItem as Withdrawal } from "@app/contracts";
import { useReviewWithdrawal, type WithdrawalDecision } from "../api/review-withdrawal";

export type WithdrawalReview = { withdrawal: Withdrawal; decision: WithdrawalDecision };

const balanceName = (source: Withdrawal["source"]) => (source === "reward" ? "referral reward" : "profit");

/** Names the investor, the amount, the net and the wallet before a withdrawal is approved or rejected. */
export function ReviewWithdrawalDialog({ review, onClose }: { review: WithdrawalReview | null; onClose: () => void }) {
  const approve = useReviewWithdrawal("approve");
  const reject = useReviewWithdrawal("reject");
  const busy = approve.isPending || reject.isPending;
  const codeRequired = useActionCodeRequired();
  const [code, setCode] = useState("");
  if (!review) return null;
  const { withdrawal: w, decision } = review;
  const askCode = codeRequired && decision === "approve";
  const who = w.user?.fullName ?? "this investor";
  const confirm = () =>
    (decision === "approve" ? approve : reject).mutate(
      { id: w._id, ...(askCode ? { code } : {}) },
      {
        onSuccess: () => {
          toast.success(decision === "approve" ? WITHDRAWAL_APPROVED : WITHDRAWAL_REJECTED_AND_REFUNDED);
          onClose();
        },
        onHeld: onClose,
      },
    );
  return (
    <ConfirmDialog
      open
      title={decision === "approve" ? "Approve withdrawal" : "Reject withdrawal"}
      message={
        decision === "approve"
          ? `Approve ${who}'s withdrawal of ${formatUsd(w.amount)}? ${formatUsd(w.net)} goes to their wallet after the ${formatUsd(w.fee)} fee.`
          : `Reject ${who}'s withdrawal of ${formatUsd(w.amount)}? The ${formatUsd(w.amount)} goes back to their ${balanceName(w.source)} balance.`
      }
      details={[
        { label: "Investor", value: `${who} (${w.user?.email ?? "-"})` },
        { label: "Amount", value: formatUsd(w.amount) },
        ...(decision === "approve"
          ? [
              { label: "Net after 5% fee", value: formatUsd(w.net) },
              { label: "Wallet", value: <code>{w.wallet}</code> },
              { label: "Network", value: w.network },
            ]
          : [{ label: "Refunded to", value: `${balanceName(w.source)} balance` }]),
      ]}
      confirmLabel={decision === "approve" ? "Approve withdrawal" : "Reject withdrawal"}
      danger={decision === "reject"}
      busy={busy}
      onConfirm={confirm}
      onCancel={onClose}
    >
      {askCode ? <ActionCodeField value={code} onChange={setCode} /> : null}
    </ConfirmDialog>
  );
}
