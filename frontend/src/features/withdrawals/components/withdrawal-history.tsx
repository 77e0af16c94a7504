import type { WithdrawalItem as Withdrawal } from "@app/contracts";
import { WITHDRAWAL_CANCELLED } from "@app/contracts/messages";
import { useState } from "react";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { CopyButton } from "@/components/copy-button";
import { DataTable } from "@/components/data-table";
import { Loader } from "@/components/loader";
import { Pager } from "@/components/pager";
import { RejectionReason } from "@/components/rejection-reason";
import { StatusBadge } from "@/components/status-badge";
import { toast } from "@/components/toast";
import { WalletAddress } from "@/components/wallet-address";
import { formatDate, formatDateTime, formatUsd } from "@/lib/format";
import { useCancelWithdrawal } from "../api/cancel-withdrawal";
import { useMyWithdrawals } from "../api/get-my-withdrawals";
import { feePercent, sourceName, withdrawalStatusLabel } from "../withdrawal-figures";

const heldUntil = (row: Withdrawal) =>
  withdrawalStatusLabel(row.status) === "Pending" && row.approvableAfter && new Date(row.approvableAfter).getTime() > Date.now()
    ? row.approvableAfter
    : null;

/** The investor's withdrawals, 5 a page: amount, fee and what arrived; a pending one can be cancelled. */
export function WithdrawalHistory() {
  const [page, setPage] = useState(1);
  const history = useMyWithdrawals(page);
  const cancel = useCancelWithdrawal();
  const [cancelling, setCancelling] = useState<Withdrawal | null>(null);
  const rows = history.data?.withdrawals ?? [];

  const confirmCancel = () => {
    if (!cancelling) return;
    cancel.mutate(cancelling._id, {
      onSuccess: () => {
        toast.success(WITHDRAWAL_CANCELLED);
        setCancelling(null);
      },
      onError: () => {
        setCancelling(null);
        void cancel.refresh();
      },
    });
  };

  return (
    <section className="card" aria-labelledby="withdraw-history-title">
      <h2 id="withdraw-history-title">Withdrawal History</h2>
      {history.isPending ? (
        <Loader />
      ) : rows.length === 0 ? (
        <p className="empty">No withdrawals yet.</p>
      ) : (
        <DataTable
          compact
          caption="Your withdrawals"
          rows={rows}
          rowKey={(row) => row._id}
          columns={[
            { header: "Date", cell: (r) => formatDate(r.createdAt) },
            { header: "From", cell: (r) => (r.source === "reward" ? "Referral rewards" : "Profit") },
            { header: "Amount", cell: (r) => formatUsd(r.amount), className: "num" },
            { header: `Fee (${feePercent})`, cell: (r) => formatUsd(r.fee), className: "num" },
            { header: "You receive", cell: (r) => <strong>{formatUsd(r.net)}</strong>, className: "num" },
            {
              header: "To",
              cell: (r) => (
                <span className="wallet">
                  <span className="muted small">{r.network}</span>
                  <WalletAddress address={r.wallet} />
                  <CopyButton text={r.wallet} successMessage="Wallet address copied!" />
                </span>
              ),
            },
            {
              header: "Status",
              cell: (r) => {
                const until = heldUntil(r);
                return (
                  <span className="status-cell">
                    <StatusBadge status={withdrawalStatusLabel(r.status)} />
                    <RejectionReason reason={r.rejectionReason} />
                    {until ? <small className="field-hint">New wallet: held for your safety until {formatDateTime(until)}</small> : null}
                  </span>
                );
              },
            },
            {
              header: "Action",
              cell: (r) =>
                withdrawalStatusLabel(r.status) === "Pending" ? (
                  <button type="button" className="btn btn-secondary" disabled={cancelling !== null} onClick={() => setCancelling(r)}>
                    Cancel
                  </button>
                ) : (
                  <span className="muted">-</span>
                ),
            },
          ]}
        />
      )}
      <Pager page={page} totalPages={history.data?.totalPages ?? 1} onPageChange={setPage} label="Withdrawal history pages" />
      <ConfirmDialog
        open={cancelling !== null}
        title="Cancel withdrawal"
        message={
          cancelling
            ? `Cancel your withdrawal of ${formatUsd(cancelling.amount)}? Nothing is sent, and the ${formatUsd(cancelling.amount)} goes back to your ${sourceName[cancelling.source]} balance.`
            : ""
        }
        confirmLabel="Cancel withdrawal"
        cancelLabel="Keep it"
        danger
        busy={cancel.isPending}
        onConfirm={confirmCancel}
        onCancel={() => setCancelling(null)}
      />
    </section>
  );
}
