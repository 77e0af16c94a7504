import { LOAN_APPROVED, LOAN_MARKED_AS_PAID } from "@app/contracts/messages";
import { useState } from "react";
import { ActionCodeField } from "@/components/action-code-field";
import { useActionCodeRequired } from "@/lib/queries/four-eyes";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { ReviewActions } from "@/components/review-actions";
import { type ReviewAnswer, ReviewDialog } from "@/components/review-dialog";
import { toast } from "@/components/toast";
import { formatUsd } from "@/lib/format";
import type { LoanView as Loan } from "@app/contracts";
import { type LoanAction, useReviewLoan } from "../api/review-loan";
import { ApproveLoanDialog } from "./approve-loan-dialog";
import { adminLoansKey } from "../api/get-all-loans";
import { PayoutState } from "@/components/payout-state";
import { RecordPayoutField } from "@/components/record-payout-field";
import { payableAfter } from "./payout-wallet";
import { REJECTION_REASONS } from "@/components/rejection-reasons";

const done: Record<LoanAction, string> = { approve: LOAN_APPROVED, reject: "Loan rejected", "mark-paid": LOAN_MARKED_AS_PAID };

/** Pending: Approve (its dialog names the payout wallet)/Reject (with a reason). Approved: Mark Paid. Always: View. Each money action asks first. */
export function LoanActions({ loan, onView }: { loan: Loan; onView: (loan: Loan) => void }) {
  const [asked, setAsked] = useState<LoanAction | null>(null);
  const codeRequired = useActionCodeRequired();
  const [code, setCode] = useState("");
  const approve = useReviewLoan("approve");
  const reject = useReviewLoan("reject");
  const markPaid = useReviewLoan("mark-paid");
  const mutations = { approve, reject, "mark-paid": markPaid };
  const busy = approve.isPending || reject.isPending || markPaid.isPending;
  const who = loan.user?.fullName ?? "this user";
  const amount = formatUsd(loan.amountRequested);
  const send = (action: LoanAction, answer: ReviewAnswer) =>
    mutations[action].mutate(
      { id: loan._id, ...answer },
      {
        onSuccess: () => {
          toast.success(done[action]);
          setAsked(null);
        },
        onHeld: () => setAsked(null),
      },
    );
  const borrower = { label: "Borrower", value: `${who} (${loan.user?.email ?? "-"})` };
  const view = (
    <button type="button" className="btn btn-small btn-secondary" onClick={() => onView(loan)} aria-label={`View loan of ${who}`}>
      View
    </button>
  );
  const held = payableAfter(loan.approvableAfter);
  return (
    <div className="item-actions">
      {loan.status === "Pending" ? (
        <ReviewActions disabled={busy} onReview={setAsked}>
          {view}
          {held ? <small className="field-hint">New wallet: {held}</small> : null}
        </ReviewActions>
      ) : (
        view
      )}
      {loan.status === "Approved" ? (
        <button type="button" className="btn btn-small" disabled={busy} onClick={() => setAsked("mark-paid")}>
          Mark Paid
        </button>
      ) : null}
      {loan.status === "Approved" || loan.status === "Paid" ? (
        loan.payout ? (
          <PayoutState payout={loan.payout} />
        ) : (
          <RecordPayoutField path={`/api/loans/${loan._id}/payout`} invalidates={[adminLoansKey]} />
        )
      ) : null}
      {asked === "approve" ? (
        <ApproveLoanDialog
          loan={loan}
          busy={busy}
          onConfirm={() => send("approve", codeRequired ? { code } : {})}
          onCancel={() => setAsked(null)}
        />
      ) : null}
      {asked === "reject" ? (
        <ReviewDialog
          decision="reject"
          subject="loan"
          message={`Reject ${who}'s loan request of ${amount}?`}
          details={[
            borrower,
            { label: "Amount requested", value: amount },
            { label: "Total payable", value: formatUsd(loan.totalPayable) },
          ]}
          reasons={REJECTION_REASONS.loan}
          busy={busy}
          onConfirm={(answer) => send("reject", answer)}
          onCancel={() => setAsked(null)}
        />
      ) : null}
      {asked === "mark-paid" ? (
        <ConfirmDialog
          open
          title="Mark loan paid"
          message={`Mark ${who}'s loan of ${amount} as paid? The remaining ${formatUsd(loan.remaining ?? loan.totalPayable)} of ${formatUsd(loan.totalPayable)} is written off as a loss (no payment received); with two admins, another admin must approve it.`}
          details={[
            borrower,
            { label: "Amount requested", value: amount },
            { label: "Total payable", value: formatUsd(loan.totalPayable) },
          ]}
          confirmLabel="Mark loan paid"
          busy={busy}
          onConfirm={() => send("mark-paid", codeRequired ? { code } : {})}
          onCancel={() => setAsked(null)}
        >
          {codeRequired ? <ActionCodeField value={code} onChange={setCode} /> : null}
        </ConfirmDialog>
      ) : null}
    </div>
  );
}
