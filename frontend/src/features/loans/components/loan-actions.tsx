import { LOAN_APPROVED, LOAN_MARKED_AS_PAID } from "@app/contracts/messages";
import { useState } from "react";
import { ActionCodeField } from "@/components/action-code-field";
import { useActionCodeRequired } from "@/lib/queries/four-eyes";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { toast } from "@/components/toast";
import { formatUsd } from "@/lib/format";
import type { LoanView as Loan } from "@app/contracts";
import { type LoanAction, useReviewLoan } from "../api/review-loan";
import { ApproveLoanDialog } from "./approve-loan-dialog";
import { payableAfter } from "./payout-wallet";

const labels: Record<LoanAction, { title: string; confirm: string; done: string }> = {
  approve: { title: "Approve loan", confirm: "Approve loan", done: LOAN_APPROVED },
  reject: { title: "Reject loan", confirm: "Reject loan", done: "Loan rejected" },
  "mark-paid": { title: "Mark loan paid", confirm: "Mark loan paid", done: LOAN_MARKED_AS_PAID },
};

/** Who, what and how much for each action on a loan. */
function question(action: Exclude<LoanAction, "approve">, loan: Loan, who: string): string {
  const amount = formatUsd(loan.amountRequested);
  if (action === "reject") return `Reject ${who}'s loan request of ${amount}?`;
  return `Mark ${who}'s loan of ${amount} as paid? The remaining ${formatUsd(loan.remaining ?? loan.totalPayable)} of ${formatUsd(loan.totalPayable)} is written off as a loss (no payment received); with two admins, another admin must approve it.`;
}

/** Pending: Approve (its dialog names the payout wallet)/Reject. Approved: Mark Paid. Always: View. Each money action asks first. */
export function LoanActions({ loan, onView }: { loan: Loan; onView: (loan: Loan) => void }) {
  const [asked, setAsked] = useState<LoanAction | null>(null);
  const codeRequired = useActionCodeRequired();
  const [code, setCode] = useState("");
  const askCode = codeRequired && asked !== null && asked !== "reject";
  const approve = useReviewLoan("approve");
  const reject = useReviewLoan("reject");
  const markPaid = useReviewLoan("mark-paid");
  const mutations = { approve, reject, "mark-paid": markPaid };
  const busy = approve.isPending || reject.isPending || markPaid.isPending;
  const who = loan.user?.fullName ?? "this user";
  const confirm = () => {
    if (!asked) return;
    const done = labels[asked].done;
    mutations[asked].mutate(
      { id: loan._id, ...(askCode ? { code } : {}) },
      {
        onSuccess: () => {
          toast.success(done);
          setAsked(null);
        },
        onHeld: () => setAsked(null),
      },
    );
  };
  return (
    <div className="item-actions">
      <button type="button" className="btn btn-small btn-secondary" onClick={() => onView(loan)} aria-label={`View loan of ${who}`}>
        View
      </button>
      {loan.status === "Pending" ? (
        <>
          {payableAfter(loan.approvableAfter) ? (
            <small className="field-hint">New wallet: {payableAfter(loan.approvableAfter)}</small>
          ) : null}
          <button type="button" className="btn btn-small btn-success" disabled={busy} onClick={() => setAsked("approve")}>
            Approve
          </button>
          <button type="button" className="btn btn-small btn-danger" disabled={busy} onClick={() => setAsked("reject")}>
            Reject
          </button>
        </>
      ) : null}
      {loan.status === "Approved" ? (
        <button type="button" className="btn btn-small" disabled={busy} onClick={() => setAsked("mark-paid")}>
          Mark Paid
        </button>
      ) : null}
      {asked === "approve" ? (
        <ApproveLoanDialog loan={loan} busy={busy} onConfirm={confirm} onCancel={() => setAsked(null)} />
      ) : asked ? (
        <ConfirmDialog
          open
          title={labels[asked].title}
          message={question(asked, loan, who)}
          details={[
            { label: "Borrower", value: `${who} (${loan.user?.email ?? "-"})` },
            { label: "Amount requested", value: formatUsd(loan.amountRequested) },
            { label: "Total payable", value: formatUsd(loan.totalPayable) },
          ]}
          confirmLabel={labels[asked].confirm}
          danger={asked === "reject"}
          busy={busy}
          onConfirm={confirm}
          onCancel={() => setAsked(null)}
        >
          {askCode ? <ActionCodeField value={code} onChange={setCode} /> : null}
        </ConfirmDialog>
      ) : null}
    </div>
  );
}
