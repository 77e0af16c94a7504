import { networkLabel } from "@/lib/network-names";
import { type ReactNode, useState } from "react";
import { formatDate } from "@/lib/format";
import { ConfirmDialog } from "./confirm-dialog";
import { type Column, DataTable } from "./data-table";
import { Loader } from "./loader";
import { RejectionReason } from "./rejection-reason";
import { StatusBadge } from "./status-badge";
import { toast } from "./toast";
import { WalletAddress } from "./wallet-address";

/** What every money-out request shows in the investor's history. */
type MoneyOutRequest = {
  _id: string;
  createdAt: string;
  network: string;
  wallet: string;
  status: string;
  rejectionReason?: string | null;
};

/** A cancel that refreshes the history whatever the answer (a 409 means the list is out of date). */
type CancelMutation = {
  mutate: (id: string, call: { onSuccess: () => void; onError: () => void }) => void;
  isPending: boolean;
  refresh: () => Promise<unknown>;
};

type MoneyOutHistoryProps<Row extends MoneyOutRequest> = {
  titleId: string;
  title: string;
  caption: string;
  empty: string;
  loading: boolean;
  rows: Row[];
  /** The columns between Date and To: the request's figures. */
  figures: Column<Row>[];
  /** The wallet cell's extra after the address (a copy button). */
  walletExtra?: (row: Row) => ReactNode;
  statusLabel: (status: Row["status"]) => string;
  /** A line under the status (how long a payout is held). */
  statusNote?: (row: Row) => ReactNode;
  cancel: CancelMutation;
  cancelledMessage: string;
  /** The cancel dialog's title, which is also its Confirm label. */
  cancelTitle: string;
  cancelMessage: (row: Row) => string;
  /** Under the table (a pager). */
  children?: ReactNode;
};

/**
 * The investor's own money-out requests (withdrawals, sell-backs): date, figures, where to, the
 * status with any rejection reason; a pending one can be cancelled after a confirmation.
 */
export function MoneyOutHistory<Row extends MoneyOutRequest>({ cancel, statusLabel, ...props }: MoneyOutHistoryProps<Row>) {
  const [cancelling, setCancelling] = useState<Row | null>(null);

  const confirmCancel = () => {
    if (!cancelling) return;
    cancel.mutate(cancelling._id, {
      onSuccess: () => {
        toast.success(props.cancelledMessage);
        setCancelling(null);
      },
      onError: () => {
        setCancelling(null);
        void cancel.refresh();
      },
    });
  };

  return (
    <section className="card" aria-labelledby={props.titleId}>
      <h2 id={props.titleId}>{props.title}</h2>
      {props.loading ? (
        <Loader />
      ) : props.rows.length === 0 ? (
        <p className="empty">{props.empty}</p>
      ) : (
        <DataTable
          compact
          caption={props.caption}
          rows={props.rows}
          rowKey={(row) => row._id}
          columns={[
            { header: "Date", cell: (r) => formatDate(r.createdAt) },
            ...props.figures,
            {
              header: "To",
              cell: (r) => (
                <span className="wallet">
                  <span className="muted small">{networkLabel(r.network)}</span>
                  <WalletAddress address={r.wallet} />
                  {props.walletExtra?.(r)}
                </span>
              ),
            },
            {
              header: "Status",
              cell: (r) => (
                <span className="status-cell">
                  <StatusBadge status={statusLabel(r.status)} />
                  <RejectionReason reason={r.rejectionReason} />
                  {props.statusNote?.(r)}
                </span>
              ),
            },
            {
              header: "Action",
              cell: (r) =>
                statusLabel(r.status) === "Pending" ? (
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
      {props.children}
      <ConfirmDialog
        open={cancelling !== null}
        title={props.cancelTitle}
        message={cancelling ? props.cancelMessage(cancelling) : ""}
        confirmLabel={props.cancelTitle}
        cancelLabel="Keep it"
        danger
        busy={cancel.isPending}
        onConfirm={confirmCancel}
        onCancel={() => setCancelling(null)}
      />
    </section>
  );
}
