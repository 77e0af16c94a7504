import { useState } from "react";
import { CopyButton } from "@/components/copy-button";
import { Loader } from "@/components/loader";
import { Pager } from "@/components/pager";
import { StatusBadge } from "@/components/status-badge";
import { formatDate, formatUsd } from "@/lib/format";
import { useMyWithdrawals } from "../api/get-my-withdrawals";

export function withdrawalStatusLabel(status: string): string {
  return status === "Approved" || status === "Rejected" || status === "Cancelled" ? status : "Pending";
}

export function WithdrawalHistory() {
  const [page, setPage] = useState(1);
  const history = useMyWithdrawals(page);
  const rows = history.data?.withdrawals ?? [];
  return (
    <section className="card" aria-labelledby="withdraw-history-title">
      <h2 id="withdraw-history-title">Withdrawal History</h2>
      {history.isPending ? (
        <Loader />
      ) : rows.length === 0 ? (
        <p className="empty">No withdrawals yet.</p>
      ) : (
        <ul className="item-list">
          {rows.map((row) => (
            <li key={row._id} className="item">
              <div className="item-main">
                <strong>{formatUsd(row.amount)}</strong> from {row.source === "reward" ? "referral rewards" : "profit"} · {row.network} ·{" "}
                {formatDate(row.createdAt)}
                <div className="address small">
                  <code>{row.wallet}</code>
                  <CopyButton text={row.wallet} successMessage="Wallet address copied!" />
                </div>
                {withdrawalStatusLabel(row.status) === "Pending" &&
                row.approvableAfter &&
                new Date(row.approvableAfter).getTime() > Date.now() ? (
                  <small className="field-hint">
                    New wallet: held for your safety until {new Date(row.approvableAfter).toLocaleString("en-GB")}
                  </small>
                ) : null}
              </div>
              <StatusBadge status={withdrawalStatusLabel(row.status)} />
            </li>
          ))}
        </ul>
      )}
      <Pager page={page} totalPages={history.data?.totalPages ?? 1} onPageChange={setPage} label="Withdrawal history pages" />
    </section>
  );
}
