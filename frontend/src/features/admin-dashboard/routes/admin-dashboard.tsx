import { Link } from "react-router-dom";
import { Page } from "@/components/page";
import { StatGrid } from "@/components/stat-grid";
import { formatShares, formatUsd } from "@/lib/format";
import { adminStatsQueryOptions, useAdminStats } from "@/lib/queries/admin-stats";
import { prefetching } from "@/lib/queries/api-query";
import { fourEyesQueryOptions, useFourEyes } from "@/lib/queries/four-eyes";
import { pendingCountsQueryOptions } from "@/lib/queries/pending-counts";
import { NeedsAction } from "../components/needs-action";

/** Four eyes: while the platform has one admin, nobody checks its money actions (the operator's step is in the docs, not here). */
function FourEyesNotice() {
  const status = useFourEyes().data;
  if (!status || status.active) return null;
  return (
    <p className="alert alert-warning" role="alert">
      Only one admin: money actions (profit and reward runs, withdrawals, loans, share price and share edits) take effect unchecked. Ask the
      platform's operator to add a second admin; from then on money actions need a second admin's approval.
    </p>
  );
}

type Tile = { to: string; label: string; external?: boolean };

/** Day-to-day screens without a queue of their own. */
const manage: Tile[] = [
  { to: "/admin/users", label: "Users" },
  { to: "/admin/credit-profit", label: "Credit Profit" },
  { to: "/admin/referral-rewards", label: "Referral Rewards" },
  { to: "/admin/share-price", label: "Share Price" },
  { to: "/admin/purchase-windows", label: "Purchase Windows" },
  { to: "/admin/announcement", label: "Announcement" },
  { to: "/admin/broadcast", label: "Broadcast Email" },
  { to: "/admin/signal", label: "Trading Signals" },
];

/** For the technically minded: set apart from the money work. The API reference is served by the API (a full navigation). */
const tools: Tile[] = [
  { to: "/admin/jobs", label: "Background Jobs" },
  { to: "/audit", label: "Audit" },
  { to: "/api/docs", label: "API Reference", external: true },
];

function TileNav({ label, tiles }: { label: string; tiles: Tile[] }) {
  const id = `admin-${label.toLowerCase()}`;
  return (
    <section aria-labelledby={id} className="admin-section">
      <h2 id={id}>{label}</h2>
      <nav aria-labelledby={id} className="tile-grid">
        {tiles.map((tile) =>
          tile.external ? (
            <a key={tile.to} href={tile.to} className="tile">
              {tile.label}
            </a>
          ) : (
            <Link key={tile.to} to={tile.to} className="tile">
              {tile.label}
            </Link>
          ),
        )}
      </nav>
    </section>
  );
}

export const prefetch = prefetching(
  () => fourEyesQueryOptions(),
  () => pendingCountsQueryOptions(),
  () => adminStatsQueryOptions("Failed to load dashboard data"),
);

export default function AdminDashboardRoute() {
  const data = useAdminStats("Failed to load dashboard data").data;
  const cards = [
    { label: "Registered Users", value: data ? String(data.registeredUsers) : "…" },
    { label: "Total Shares Purchased", value: data ? formatShares(data.totalSharesPurchased) : "…" },
    { label: "Approved Withdrawals", value: data ? String(data.approvedWithdrawals) : "…" },
    { label: "Total Fees Collected", value: data ? formatUsd(data.totalFees) : "…" },
  ];
  return (
    <Page title="Admin Dashboard">
      <FourEyesNotice />
      <NeedsAction />
      <StatGrid stats={cards} />
      <TileNav label="Manage" tiles={manage} />
      <TileNav label="Tools" tiles={tools} />
    </Page>
  );
}
