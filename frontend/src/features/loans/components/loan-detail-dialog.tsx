import { networkLabel } from "@/lib/network-names";
import { MANUAL_PAYMENT_APPROVED_SUCCESSFULLY } from "@app/contracts/messages";
import { useEffect, useState } from "react";
import { ActionCodeField } from "@/components/action-code-field";
import { useActionCodeRequired } from "@/lib/queries/four-eyes";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { Dialog } from "@/components/dialog";
import { Loader } from "@/components/loader";
import { RepaymentTable } from "@/components/repayment-table";
import { toast } from "@/components/toast";
import { downloadCsv } from "@/lib/csv";
import { formatDateTime, formatUsd } from "@/lib/format";
import { looksLikeImageUrl } from "@/lib/image-file";
import type { LoanView as Loan } from "@app/contracts";
import { useApproveManualPayment } from "../api/approve-manual-payment";
import { useLoanHistory } from "../api/get-loan-history";
import { WalletText } from "./payout-wallet";

export function LoanDetailDialog({ loan, onClose }: { loan: Loan | null; onClose: () => void }) {
  const details = useLoanHistory(loan?._id ?? null);
  const approve = useApproveManualPayment();
  const [asked, setAsked] = useState<number | null>(null);
  const askCode = useActionCodeRequired();
  const [code, setCode] = useState("");
  const history = details.data?.history ?? [];
  const payments = details.data?.loan?.manualPayments ?? loan?.manualPayments ?? [];
  const noPayments = details.isSuccess && payments.length === 0;
  // The spec's info toast, once per loan opened (the list below says it too).
  useEffect(() => {
    if (noPayments) toast.info("No manual payments found for this loan");
  }, [noPayments]);
  const approvePayment = (paymentIndex: number) =>
    loan &&
    approve.mutate(
      { loanId: loan._id, paymentIndex, ...(askCode ? { code } : {}) },
      {
        onSuccess: () => {
          toast.success(MANUAL_PAYMENT_APPROVED_SUCCESSFULLY);
          setAsked(null);
          onClose();
        },
        onHeld: () => {
          setAsked(null);
          onClose();
        },
      },
    );
  const payment = asked === null ? undefined : payments[asked];
  const who = loan?.user?.fullName ?? "this user";

  return (
    <>
      <Dialog
        open={!!loan}
        title={`Loan of ${loan?.user?.fullName ?? "user"}`}
        onClose={onClose}
        wide
        actions={
          <>
            <button
              type="button"
              className="btn btn-secondary"
              disabled={!history.length}
              onClick={() =>
                // The CSV writer loads on the first download, not with the admin's loan page.
                void import("../repayment-csv").then(({ repaymentCsv }) =>
                  downloadCsv(`loan-${loan?._id}-repayments.csv`, repaymentCsv(history)),
                )
              }
            >
              Export CSV
            </button>
            <button type="button" className="btn btn-primary" onClick={onClose}>
              Close
            </button>
          </>
        }
      >
        {loan ? (
          <p>
            Requested {formatUsd(loan.amountRequested)} · Total payable {formatUsd(loan.totalPayable)} · Status {loan.status}
            {loan.wallet ? (
              <>
                {" "}
                · Paid to <WalletText wallet={loan.wallet} /> ({loan.network ? networkLabel(loan.network) : "-"})
              </>
            ) : null}
          </p>
        ) : null}
        {details.isPending ? (
          <Loader />
        ) : (
          <>
            <h3>Repayment History</h3>
            <RepaymentTable history={history} />
            <h3>Manual Payments</h3>
            {payments.length === 0 ? (
              <p className="empty">No manual payments found for this loan</p>
            ) : (
              <ul className="item-list">
                {payments.map((p, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the index is the payment's identity in the API (paymentIndex).
                  <li key={`${p.proofUrl}-${index}`} className="item">
                    <div className="item-main">
                      <strong>{formatUsd(p.amount)}</strong> · {formatDateTime(p.uploadedAt)} ·{" "}
                      {p.approved ? "Approved" : "Awaiting review"}
                      {looksLikeImageUrl(p.proofUrl) ? (
                        <a href={p.proofUrl} target="_blank" rel="noreferrer" className="block">
                          <img src={p.proofUrl} alt={`Receipt ${index + 1}`} className="thumb" />
                        </a>
                      ) : (
                        <p className="break">{p.proofUrl}</p>
                      )}
                    </div>
                    {p.approved ? null : (
                      <button
                        type="button"
                        className="btn btn-small btn-success"
                        disabled={approve.isPending || asked !== null}
                        onClick={() => setAsked(index)}
                      >
                        Approve Payment
                      </button>
                    )}
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </Dialog>
      {/* A sibling, not a child: Escape in it must not also close the loan dialog. */}
      <ConfirmDialog
        open={!!loan && !!payment && asked !== null}
        title="Approve manual payment"
        message={`Approve ${who}'s manual payment of ${formatUsd(payment?.amount)} towards their loan? It is applied to the ${formatUsd(loan?.remaining ?? loan?.totalPayable)} still owed.`}
        details={[
          { label: "Borrower", value: `${who} (${loan?.user?.email ?? "-"})` },
          { label: "Payment", value: `${formatUsd(payment?.amount)}, uploaded ${formatDateTime(payment?.uploadedAt)}` },
        ]}
        confirmLabel="Approve payment"
        busy={approve.isPending}
        onConfirm={() => asked !== null && approvePayment(asked)}
        onCancel={() => setAsked(null)}
      >
        {askCode ? <ActionCodeField value={code} onChange={setCode} /> : null}
      </ConfirmDialog>
    </>
  );
}
