import type { ReactNode } from "react";
import { HoldAwareApproveButton } from "./payable-after";
import type { ReviewDecision } from "./review-dialog";

type ReviewActionsProps = {
  /** A payout to a wallet never paid to: Approve stays off, with the time, until then. */
  approvableAfter?: string | null;
  /** A review is open or a decision is on its way: both buttons wait. */
  disabled?: boolean;
  /** Why this admin may not approve (their own request): Approve is off and says so. */
  approveRefusal?: string;
  onReview: (decision: ReviewDecision) => void;
  /** Actions of the screen beside the two (View, Mark Paid). */
  children?: ReactNode;
};

/** Approve and Reject of a pending request, the same on every admin screen; each opens the screen's ReviewDialog. */
export function ReviewActions({ approvableAfter, disabled, approveRefusal, onReview, children }: ReviewActionsProps) {
  return (
    <div className="item-actions">
      {children}
      <HoldAwareApproveButton
        approvableAfter={approvableAfter}
        disabled={disabled || approveRefusal !== undefined}
        title={approveRefusal}
        onClick={() => onReview("approve")}
      />
      <button type="button" className="btn btn-small btn-danger" disabled={disabled} onClick={() => onReview("reject")}>
        Reject
      </button>
    </div>
  );
}
