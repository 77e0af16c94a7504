import { FilterBar } from "@/components/filter-bar";
import { ListState } from "@/components/list-state";
import { useState } from "react";
import { purchaseStatuses, type PurchaseStatus } from "@app/contracts/constants";
import { noneFiltered, StatusFilter, useStatusFilter } from "@/components/status-filter";
import { Page } from "@/components/page";
import { Pager } from "@/components/pager";
import { StatusBadge } from "@/components/status-badge";
import { formatDate, formatShares, formatUsd } from "@/lib/format";
import { allPurchasesQueryOptions, useAllPurchases } from "../api/get-all-purchases";
import { purchaseNetworkLabel as networkLabel, purchaseTxExplorerUrl as explorerTxUrl } from "@app/contracts/constants";
import { ProofView } from "../components/proof-view";
import { type PurchaseReview, ReviewPurchaseDialog } from "../components/review-purchase-dialog";
import { Email } from "@/components/email";
import { RejectionReason } from "@/components/rejection-reason";
import { ReviewActions } from "@/components/review-actions";
import { prefetching } from "@/lib/queries/api-query";

export const prefetch = prefetching(() => allPurchasesQueryOptions(1, "Pending"));

export default function AdminPurchasesRoute() {
  const { status, setStatus, page, setPage } = useStatusFilter<PurchaseStatus>("Pending");
  const purchases = useAllPurchases(page, status);
  const [review, setReview] = useState<PurchaseReview | null>(null);
  const rows = purchases.data?.purchases ?? [];
  return (
    <Page title="Share Purchase Requests">
      <FilterBar>
        <StatusFilter statuses={purchaseStatuses} value={status} onChange={setStatus} />
      </FilterBar>
      <ListState loading={purchases.isPending} empty={rows.length === 0 && noneFiltered(status, "purchase requests")}>
        {() => (
          <ul className="item-list">
            {rows.map((row) => {
              const owner = row.user?.fullName ?? "Unknown user";
              return (
                <li key={row._id} className="item purchase-item">
                  <div className="item-main">
                    <strong>{owner}</strong> <Email className="muted" address={row.user?.email} />
                    <p>
                      {formatShares(row.numberOfShares)} share(s) · <strong>{formatUsd(row.amount)}</strong> ·{" "}
                      {networkLabel(row.paymentMethod)} · {formatDate(row.createdAt)} <StatusBadge status={row.status} />
                    </p>
                    <RejectionReason reason={row.rejectionReason} />
                    <TxIdLink network={row.paymentMethod} txId={row.txId} />
                    <ProofView proof={row.proof} owner={owner} />
                  </div>
                  {row.status === "Pending" ? (
                    <ReviewActions disabled={!!review} onReview={(decision) => setReview({ purchase: row, decision })} />
                  ) : null}
                </li>
              );
            })}
          </ul>
        )}
      </ListState>
      <Pager variant="numbers" page={page} totalPages={purchases.data?.totalPages ?? 1} onPageChange={setPage} label="Purchase pages" />
      <ReviewPurchaseDialog review={review} onClose={() => setReview(null)} />
    </Page>
  );
}

/** TxID: the payment's transaction id, opening the network's explorer to check it. */
function TxIdLink({ network, txId }: { network: string; txId: string | null | undefined }) {
  if (!txId) return <p className="muted small">TxID: not given</p>;
  const href = explorerTxUrl(network, txId);
  return (
    <p className="small">
      TxID:{" "}
      {href ? (
        <a
          className="tx-link"
          href={href}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`Check transaction ${txId} on the explorer`}
        >
          <code>{txId}</code>
        </a>
      ) : (
        <code>{txId}</code>
      )}
    </p>
  );
}
