import { purchaseNetworkLabel } from "@app/contracts/constants";
import { ReviewDialog } from "@/components/review-dialog";
import { purchaseTxExplorerUrl } from "@app/contracts/constants";
import { looksLikeImageUrl } from "@/lib/image-file";
import { ChainCheckStatus } from "./chain-check-status";
import { toast } from "@/components/toast";
import { formatShares, formatUsd } from "@/lib/format";
import type { SharePurchaseItem as SharePurchase } from "@app/contracts";
import { type PurchaseDecision, useReviewPurchase } from "../api/review-purchase";
import { REJECTION_REASONS } from "@/components/rejection-reasons";

export type PurchaseReview = { purchase: SharePurchase; decision: PurchaseDecision };

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
        ...(decision === "approve" ? paymentEvidence(p) : []),
      ]}
      reasons={REJECTION_REASONS.purchase}
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

/**
 * What the admin checks before approving (issue 34): the proof full size, the check on the
 * network with its explorer link, and a warning when no transaction id was given.
 */
function paymentEvidence(p: SharePurchase) {
  const explorer = p.chainCheck?.explorerUrl ?? (p.txId ? purchaseTxExplorerUrl(p.paymentMethod, p.txId) : null);
  return [
    {
      label: "Transaction ID",
      value: p.txId ? (
        <>
          <code className="break">{p.txId}</code>{" "}
          {explorer ? (
            <a href={explorer} target="_blank" rel="noopener noreferrer">
              Open in the explorer
            </a>
          ) : null}
        </>
      ) : (
        <span className="alert alert-warning" role="alert">
          No transaction id was given: the payment cannot be checked on the network. Check the proof with care.
        </span>
      ),
    },
    ...(p.chainCheck
      ? [{ label: "On chain", value: <ChainCheckStatus check={p.chainCheck} paymentMethod={p.paymentMethod} txId={p.txId} /> }]
      : []),
    {
      label: "Proof",
      value: looksLikeImageUrl(p.proof) ? (
        <img src={p.proof} alt={`Proof of payment from ${p.user?.fullName ?? "the investor"}, full size`} className="full-image" />
      ) : (
        <span className="break">{p.proof || "-"}</span>
      ),
    },
  ];
}
