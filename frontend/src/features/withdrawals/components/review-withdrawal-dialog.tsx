import { networkLabel } from "@/lib/network-names";
import { WITHDRAWAL_APPROVED, WITHDRAWAL_REJECTED_AND_REFUNDED } from "@app/contracts/messages";
import { ReviewDialog, useDecisionWrites } from "@/components/review-dialog";
import { toast } from "@/components/toast";
import { formatUsd } from "@/lib/format";
import type { WithdrawalItem as Withdrawal } from "@app/contracts";
import { useReviewWithdrawal, type WithdrawalDecision } from "../api/review-withdrawal";
import { REJECTION_REASONS } from "@/components/rejection-reasons";

export type WithdrawalReview = { withdrawal: Withdrawal; decision: WithdrawalDecision };

const balanceName = (source: Withdrawal["source"]) => (source === "reward" ? "referral reward" : "profit");

/** Names the investor, the amount, the net and the wallet before a withdrawal is approved or rejected (with a reason). */
export function ReviewWithdrawalDialog({ review, onClose }: { review: WithdrawalReview | null; onClose: () => void }) {
  const { busy, writeFor } = useDecisionWrites(useReviewWithdrawal);
  if (!review) return null;
  const { withdrawal: w, decision } = review;
  const who = w.user?.fullName ?? "this investor";
  return (
    <ReviewDialog
      key={w._id}
      decision={decision}
      subject="withdrawal"
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
              { label: "Network", value: networkLabel(w.network) },
            ]
          : [{ label: "Refunded to", value: `${balanceName(w.source)} balance` }]),
      ]}
      reasons={REJECTION_REASONS.withdrawal}
      busy={busy}
      onConfirm={(answer) =>
        writeFor(decision).mutate(
          { id: w._id, ...answer },
          {
            onSuccess: () => {
              toast.success(decision === "approve" ? WITHDRAWAL_APPROVED : WITHDRAWAL_REJECTED_AND_REFUNDED);
              onClose();
            },
            onHeld: onClose,
          },
        )
      }
      onCancel={onClose}
    />
  );
}
