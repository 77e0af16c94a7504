import { purchaseNetworkLabel } from "@app/contracts/constants";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { toast } from "@/components/toast";
import { formatShares, formatUsd } from "@/lib/format";
import type { SharePurchaseItem as SharePurchase } from "@app/contracts";
import { type PurchaseDecision, useReviewPurchase } from "../api/review-purchase";

export type PurchaseReview = { purchase: SharePurchase; decision: PurchaseDecision };

/** Names the investor, the shares and what they paid before a purchase is approved or rejected. */
export function ReviewPurchaseDialog({ review, onClose }: { review: PurchaseReview | null; onClose: () => void }) {
  const mutation = useReviewPurchase();
  if (!review) return null;
  const { purchase: p, decision } = review;
  const who = p.user?.fullName ?? "this investor";
  const shares = `${formatShares(p.numberOfShares)} share(s)`;
  const confirm = () =>
    mutation.mutate(
      { id: p._id, decision },
      {
        onSuccess: () => {
          toast.success(decision === "approve" ? "Purchase approved successfully" : "Purchase rejected successfully");
          onClose();
        },
      },
    );
  return (
    <ConfirmDialog
      open
      title={decision === "approve" ? "Approve purchase" : "Reject purchase"}
      message={
        decision === "approve"
          ? `Approve ${who}'s purchase of ${shares} for ${formatUsd(p.amount)}? The shares are credited to their account.`
          : `Reject ${who}'s purchase of ${shares} for ${formatUsd(p.amount)}? No shares are credited.`
      }
      details={[
        { label: "Investor", value: `${who} (${p.user?.email ?? "-"})` },
        { label: "Shares", value: `${shares} at ${formatUsd(p.pricePerShare)}` },
        { label: "Amount", value: formatUsd(p.amount) },
        { label: "Paid with", value: purchaseNetworkLabel(p.paymentMethod) },
      ]}
      confirmLabel={decision === "approve" ? "Approve purchase" : "Reject purchase"}
      danger={decision === "reject"}
      busy={mutation.isPending}
      onConfirm={confirm}
      onCancel={onClose}
    />
  );
}
