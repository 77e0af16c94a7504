import { SELL_BACK_CANCELLED } from "@app/contracts/messages";
import { useState } from "react";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { DataTable } from "@/components/data-table";
import { Loader } from "@/components/loader";
import { RejectionReason } from "@/components/rejection-reason";
import { StatusBadge } from "@/components/status-badge";
import { toast } from "@/components/toast";
import { WalletAddress } from "@/components/wallet-address";
import { formatDate, formatShares, formatUsd } from "@/lib/format";
import { type SellBack, useCancelSellBack, useMySellBacks } from "../api/sell-backs";
import { sellBackStatusLabel } from "../sell-back-figures";

/** Figures are set when an admin approves (at that day's price): a pending sale says so, a refused or cancelled one has none. */
const amount = (value: number | null, status: string) =>
  value !== null ? formatUsd(value) : <span className="muted">{sellBackStatusLabel(status) === "Pending" ? "on approval" : "-"}</span>;

/** The investor's sales: value, fee and what was paid; a pending one can be cancelled. */
export function SellBackHistory() {
  const history = useMySellBacks();
  const cancel = useCancelSellBack();
  const [cancelling, setCancelling] = useState<SellBack | null>(null);
  const rows = history.data ?? [];

  const confirmCancel = () => {
    if (!cancelling) return;
    cancel.mutate(cancelling._id, {
      onSuccess: () => {
        toast.success(SELL_BACK_CANCELLED);
        setCancelling(null);
      },
      onError: () => {
        setCancelling(null);
        void cancel.refresh();
      },
    });
  };

  return (
    <section className="card" aria-labelledby="sell-back-history-title">
      <h2 id="sell-back-history-title">Your sell-back requests</h2>
      {history.isPending ? (
        <Loader />
      ) : rows.length === 0 ? (
        <p className="empty">No sell-back requests yet.</p>
      ) : (
        <DataTable
          compact
          caption="Your sell-back requests"
          rows={rows}
          rowKey={(row) => row._id}
          columns={[
            { header: "Date", cell: (r) => formatDate(r.createdAt) },
            { header: "Shares", cell: (r) => formatShares(r.shares), className: "num" },
            { header: "Price", cell: (r) => amount(r.pricePerShare, r.status), className: "num" },
            { header: "Value", cell: (r) => amount(r.gross, r.status), className: "num" },
            { header: "Fee", cell: (r) => amount(r.fee, r.status), className: "num" },
            { header: "You receive", cell: (r) => <strong>{amount(r.payout, r.status)}</strong>, className: "num" },
            {
              header: "To",
              cell: (r) => (
                <span className="wallet">
                  <span className="muted small">{r.network}</span>
                  <WalletAddress address={r.wallet} />
                </span>
              ),
            },
            {
              header: "Status",
              cell: (r) => (
                <span className="status-cell">
                  <StatusBadge status={sellBackStatusLabel(r.status)} />
                  <RejectionReason reason={r.rejectionReason} />
                </span>
              ),
            },
            {
              header: "Action",
              cell: (r) =>
                sellBackStatusLabel(r.status) === "Pending" ? (
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
      <ConfirmDialog
        open={cancelling !== null}
        title="Cancel sell-back"
        message={
          cancelling
            ? `Cancel your sale of ${formatShares(cancelling.shares)} share(s)? The shares are yours again and earn profit as before.`
            : ""
        }
        confirmLabel="Cancel sell-back"
        cancelLabel="Keep it"
        danger
        busy={cancel.isPending}
        onConfirm={confirmCancel}
        onCancel={() => setCancelling(null)}
      />
    </section>
  );
}
