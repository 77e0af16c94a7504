import { purchaseNetworkLabel } from "@app/contracts/constants";
import { ReviewDialog } from "@/components/review-dialog";
import { toast } from "@/components/toast";
import { formatShares, formatUsd } from "@/lib/format";
import type { SharePurchaseItem as SharePurchase } from "@app/contracts";
import { type PurchaseDecision, useReviewPurchase } from "../api/review-purchase";

export type PurchaseReview = { purchase: SharePurchase; decision: PurchaseDecision };

const PURCHASE_REJECTION_REASONS = [
  "The payment was not found on the network.",
  "The amount paid does not match the purchase.",
  "The proof of payment is unreadable.",
];

/** Names the investor, the shares and what they paid before a purchase is approved or rejected (with a reason). */
export function ReviewPurchaseDialog({ review, onClose }: { review: PurchaseReview | null; onClose: () => void }) {
  const mutation = useReviewPurchase();
  if (!review) return null;
  const { purchase: p, decision } = review;
  const who = p.user?.fullName ?? "this investor";
  const shares = `${formatShares(p.numberOfShares)} share(s)`;
  return (
    <ReviewDialog
      key={p._id}
      decision={decision}
      subject="purchase"
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
      reasons={PURCHASE_REJECTION_REASONS}
      busy={mutation.isPending}
      onConfirm={(answer) =>
        mutation.mutate(
          { id: p._id, decision, ...answer },
          {
            // Above the four-eyes amount it waits for a second admin: the toast says so.
            onHeld: onClose,
            onSuccess: () => {
              toast.success(decision === "approve" ? "Purchase approved successfully" : "Purchase rejected successfully");
              onClose();
            },
          },
        )
      }
      onCancel={onClose}
    />
  );
}
