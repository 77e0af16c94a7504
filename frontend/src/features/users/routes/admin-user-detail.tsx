import { Figures } from "@/components/figures";
import type { QueryClient } from "@tanstack/react-query";
import { Link, type Params, useParams } from "react-router-dom";
import { Loader } from "@/components/loader";
import { Page } from "@/components/page";
import { StatementsSection } from "@/components/statements-section";
import { StatusBadge } from "@/components/status-badge";
import { formatDate, formatShares, formatUsd } from "@/lib/format";
import { userDetailsQueryOptions, useUserDetails } from "../api/get-user-details";
import { RoleSelector } from "../components/role-selector";
import { referrerName } from "../components/user-search";
import { Email } from "@/components/email";

/** The route's loader starts the page's first reads with the screen's own options. */
export function prefetch(queryClient: QueryClient, params: Params) {
  return queryClient.prefetchQuery(userDetailsQueryOptions(params.id ?? ""));
}

export default function AdminUserDetailRoute() {
  const { id = "" } = useParams();
  const details = useUserDetails(id);
  const data = details.data;
  const profile = data?.profile;
  return (
    <Page title="User Details">
      <p>
        <Link to="/admin/users">← Back to Users</Link>
      </p>
      {details.isPending ? (
        <Loader />
      ) : !data || !profile ? (
        <p className="empty">User not found.</p>
      ) : (
        <>
          <section className="card" aria-labelledby="profile-info">
            <h2 id="profile-info">Profile Info</h2>
            <Figures
              items={[
                { label: "Name", value: profile.fullName },
                { label: "Email", value: <Email address={profile.email} /> },
                { label: "Phone", value: profile.phone || "-" },
                { label: "Referral Code", value: profile.referralCode || "-" },
                { label: "Referred By", value: referrerName(profile) },
                { label: "Shares Owned", value: formatShares(profile.sharesOwned) },
                { label: "Share Value", value: formatUsd((profile.sharesOwned ?? 0) * (data.sharePrice || 100)) },
                { label: "Profit Balance", value: formatUsd(profile.profitBalance) },
                { label: "Referral Reward Balance", value: formatUsd(profile.referralRewardBalance) },
              ]}
            />
            <RoleSelector user={profile} />
          </section>
          <section className="card" aria-labelledby="user-purchases">
            <h2 id="user-purchases">Share Purchases</h2>
            {data.purchases.length === 0 ? (
              <p className="empty">No purchases.</p>
            ) : (
              <ul className="item-list">
                {data.purchases.map((p) => (
                  <li key={p._id} className="item">
                    <span>
                      {formatShares(p.numberOfShares)} share(s) · {p.paymentMethod} · {formatDate(p.createdAt)}
                    </span>
                    <StatusBadge status={p.status} />
                  </li>
                ))}
              </ul>
            )}
          </section>
          <section className="card" aria-labelledby="user-withdrawals">
            <h2 id="user-withdrawals">Withdrawals</h2>
            {data.withdrawals.length === 0 ? (
              <p className="empty">No withdrawals.</p>
            ) : (
              <ul className="item-list">
                {data.withdrawals.map((w) => (
                  <li key={w._id} className="item">
                    <span>
                      {formatUsd(w.amount)} · {w.network} · {w.source} · {formatDate(w.createdAt)}
                    </span>
                    <StatusBadge
                      status={w.status === "Approved" || w.status === "Rejected" || w.status === "Cancelled" ? w.status : "Pending"}
                    />
                  </li>
                ))}
              </ul>
            )}
          </section>
          <section className="card" aria-labelledby="user-referrals">
            <h2 id="user-referrals">Referred Users</h2>
            <p>
              Total referral value: <strong>{formatUsd(data.totalReferralValue)}</strong>
            </p>
            {data.referrals.length === 0 ? (
              <p className="empty">No referred users.</p>
            ) : (
              <ul className="item-list">
                {data.referrals.map((r) => (
                  <li key={r._id ?? r.email} className="item">
                    <span className="break">
                      {r.fullName ? `${r.fullName} · ` : ""}
                      <Email address={r.email} />
                    </span>
                    <span>
                      {formatShares(r.sharesOwned)} share(s) · {formatUsd(r.value)}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </section>
          <StatementsSection endpoint={`/api/admin/users/${encodeURIComponent(id)}/statement`} title="Statement" />
        </>
      )}
    </Page>
  );
}
