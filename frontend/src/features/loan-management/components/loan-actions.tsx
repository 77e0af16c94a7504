import { toast } from "@/components/toast";
import type { Loan } from "@/types/api";
import { useReviewLoan } from "../api/review-loan";

/** Pending: Approve/Reject. Approved: Mark Paid. Always: View. */
export function LoanActions({ loan, onView }: { loan: Loan; onView: (loan: Loan) => void }) {
  const approve = useReviewLoan("approve");
  const reject = useReviewLoan("reject");
  const markPaid = useReviewLoan("mark-paid");
  const busy = approve.isPending || reject.isPending || markPaid.isPending;
  const who = loan.user?.fullName ?? "this user";
  return (
    <div className="item-actions">
      <button type="button" className="btn btn-small btn-secondary" onClick={() => onView(loan)} aria-label={`View loan of ${who}`}>
        View
      </button>
      {loan.status === "Pending" ? (
        <>
          <button
            type="button"
            className="btn btn-small btn-success"
            disabled={busy}
            onClick={() => approve.mutate(loan._id, { onSuccess: () => toast.success("Loan approved") })}
          >
            Approve
          </button>
          <button
            type="button"
            className="btn btn-small btn-danger"
            disabled={busy}
            onClick={() => reject.mutate(loan._id, { onSuccess: () => toast.success("Loan rejected") })}
          >
            Reject
          </button>
        </>
      ) : null}
      {loan.status === "Approved" ? (
        <button
          type="button"
          className="btn btn-small"
          disabled={busy}
          onClick={() => markPaid.mutate(loan._id, { onSuccess: () => toast.success("Loan marked as paid") })}
        >
          Mark Paid
        </button>
      ) : null}
    </div>
  );
}
