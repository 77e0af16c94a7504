import { FilterBar } from "@/components/filter-bar";
import { networkLabel } from "@/lib/network-names";
import { ListState } from "@/components/list-state";
import { useState } from "react";
import { withdrawalStatuses, type WithdrawalStatus } from "@app/contracts/constants";
import { noneFiltered, StatusFilter, useStatusFilter } from "@/components/status-filter";
import { CopyButton } from "@/components/copy-button";
import { DataTable } from "@/components/data-table";
import { Page } from "@/components/page";
import { Pager } from "@/components/pager";
import { RejectionReason } from "@/components/rejection-reason";
import { ReviewActions } from "@/components/review-actions";
import { StatusBadge } from "@/components/status-badge";
import { WalletAddress } from "@/components/wallet-address";
import { formatDate, formatUsd } from "@/lib/format";
import { adminWithdrawalsKey, adminWithdrawalsQueryOptions, useAdminWithdrawals } from "../api/get-admin-withdrawals";
import { PayoutState } from "@/components/payout-state";
import { RecordPayoutField } from "@/components/record-payout-field";
import { ReviewWithdrawalDialog, type WithdrawalReview } from "../components/review-withdrawal-dialog";
import { withdrawalStatusLabel as statusOf } from "../withdrawal-figures";
import { prefetching } from "@/lib/queries/api-query";

export const prefetch = prefetching(() => adminWithdrawalsQueryOptions(1, "Pending"));

export default function AdminWithdrawalsRoute() {
  const { status, setStatus, page, setPage } = useStatusFilter<WithdrawalStatus>("Pending");
  const list = useAdminWithdrawals(page, status);
  const [review, setReview] = useState<WithdrawalReview | null>(null);
  const rows = list.data?.withdrawals ?? [];
  return (
    <Page title="Withdrawal Requests">
      <FilterBar>
        <StatusFilter statuses={withdrawalStatuses} value={status} onChange={setStatus} />
      </FilterBar>
      <div className="money-out">
        <ListState loading={list.isPending} empty={rows.length === 0 && noneFiltered(status, "withdrawal requests")}>
          {() => (
            <DataTable
              compact
              rows={rows}
              rowKey={(row) => row._id}
              columns={[
                { header: "User", cell: (r) => r.user?.fullName ?? "-" },
                { header: "Amount", cell: (r) => formatUsd(r.amount) },
                {
                  header: "Wallet",
                  cell: (r) => (
                    <span className="wallet">
                      <WalletAddress address={r.wallet} />
                      <CopyButton text={r.wallet} successMessage="Wallet address copied!" />
                    </span>
                  ),
                },
                { header: "Network", cell: (r) => networkLabel(r.network) },
                { header: "Fee (5%)", cell: (r) => formatUsd(r.fee) },
                { header: "Net", cell: (r) => formatUsd(r.net) },
                {
                  header: "Status",
                  cell: (r) => (
                    <span className="status-cell">
                      <StatusBadge status={statusOf(r.status)} />
                      <RejectionReason reason={r.rejectionReason} />
                      <PayoutState payout={r.payout} />
                    </span>
                  ),
                },
                { header: "Date", cell: (r) => formatDate(r.createdAt) },
                {
                  header: "Actions",
                  cell: (r) =>
                    statusOf(r.status) === "Pending" ? (
                      <ReviewActions
                        approvableAfter={r.approvableAfter}
                        disabled={!!review}
                        onReview={(decision) => setReview({ withdrawal: r, decision })}
                      />
                    ) : statusOf(r.status) === "Approved" && !r.payout ? (
                      <RecordPayoutField path={`/api/withdrawals/${r._id}/payout`} invalidates={[adminWithdrawalsKey]} />
                    ) : (
                      "-"
                    ),
                },
              ]}
            />
          )}
        </ListState>
        <Pager page={page} totalPages={list.data?.totalPages ?? 1} onPageChange={setPage} label="Withdrawal pages" />
        <ReviewWithdrawalDialog review={review} onClose={() => setReview(null)} />
      </div>
    </Page>
  );
}
