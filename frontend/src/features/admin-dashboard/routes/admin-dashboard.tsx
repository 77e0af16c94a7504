import { Link } from "react-router-dom";
import { Page } from "@/components/page";
import { StatGrid } from "@/components/stat-grid";
import { formatShares, formatUsd } from "@/lib/format";
import { adminStatsQueryOptions, useAdminStats } from "@/lib/queries/admin-stats";
import { fourEyesQueryOptions, useFourEyes } from "@/lib/queries/four-eyes";
import { type PendingQueue, pendingCountsQueryOptions, pendingLabel, pendingOf, usePendingCounts } from "@/lib/queries/pending-counts";
import { prefetching } from "@/lib/queries/api-query";

/** Four eyes: while the platform has one admin, nobody checks its money actions; with pending requests, a link to them. */
function FourEyesNotice() {
  const status = useFourEyes().data;
  if (!status) return null;
  if (!status.active)
    return (
      <p className="alert alert-warning" role="alert">
        Only one admin: money actions (profit and reward runs, withdrawals, loans, share price and share edits) take effect unchecked. The
        operator makes the first co-admin on the server (npm run admin:grant -- &lt;email&gt;); then money actions need a second admin's
        approval.
      </p>
    );
  if (status.pendingCount === 0) return null;
  return (
    <p className="alert alert-info" role="status">
      {status.pendingCount} request(s) await a second admin's approval. <Link to="/admin/approvals">Review approvals</Link>
    </p>
  );
}

const links: { to: string; label: string; queues?: readonly PendingQueue[] }[] = [
  { to: "/admin/approvals", label: "Approvals", queues: ["approvals"] },
  { to: "/admin/purchases", label: "Share Purchases", queues: ["purchases"] },
  { to: "/admin/sell-backs", label: "Share Sell-backs", queues: ["sellBacks"] },
  { to: "/admin/withdrawals", label: "Withdrawals", queues: ["withdrawals"] },
  { to: "/admin/credit-profit", label: "Credit Profit" },
  { to: "/admin/referral-rewards", label: "Referral Rewards" },
  { to: "/admin-loans", label: "Loan Management", queues: ["loans", "manualPayments"] },
  { to: "/admin/users", label: "Users" },
  { to: "/admin/announcement", label: "Announcement" },
  { to: "/admin/broadcast", label: "Broadcast Email" },
  { to: "/admin/signal", label: "Trading Signals" },
  { to: "/admin/share-price", label: "Share Price" },
  { to: "/admin/purchase-windows", label: "Purchase Windows" },
  { to: "/admin/jobs", label: "Background Jobs" },
  { to: "/audit", label: "Audit" },
];

export const prefetch = prefetching(
  () => fourEyesQueryOptions(),
  () => pendingCountsQueryOptions(),
  () => adminStatsQueryOptions("Failed to load dashboard data"),
);

export default function AdminDashboardRoute() {
  const stats = useAdminStats("Failed to load dashboard data");
  const data = stats.data;
  const pending = usePendingCounts().data;
  const cards = [
    { label: "Registered Users", value: data ? String(data.registeredUsers) : "…" },
    { label: "Total Shares Purchased", value: data ? formatShares(data.totalSharesPurchased) : "…" },
    { label: "Approved Withdrawals", value: data ? String(data.approvedWithdrawals) : "…" },
    { label: "Total Fees Collected", value: data ? formatUsd(data.totalFees) : "…" },
  ];
  return (
    <Page title="Admin Dashboard">
      <FourEyesNotice />
      <StatGrid stats={cards} />
      <nav aria-label="Admin tools" className="tile-grid">
        {links.map((link) => {
          const count = pendingOf(pending, link.queues);
          return (
            <Link key={link.to} to={link.to} className="tile" aria-label={pendingLabel(link.label, count)}>
              {link.label}
              {count > 0 ? (
                <span className="badge badge-warning" aria-hidden="true">
                  {count} pending
                </span>
              ) : null}
            </Link>
          );
        })}
        {/* Served by the API, not a page of the web app: a full navigation. */}
        <a href="/api/docs" className="tile">
          API Reference
        </a>
      </nav>
    </Page>
  );
}
