import { networkLabel } from "@/lib/network-names";
import type { ReactNode } from "react";
import { Figures } from "@/components/figures";
import type { QueryClient } from "@tanstack/react-query";
import { type Params, useParams } from "react-router-dom";
import { Loader } from "@/components/loader";
import { Page } from "@/components/page";
import { StatementsSection } from "@/components/statements-section";
import { StatusBadge } from "@/components/status-badge";
import { formatDate, formatShares, formatUsd } from "@/lib/format";
import { userDetailsQueryOptions, useUserDetails } from "../api/get-user-details";
import { RoleSelector } from "../components/role-selector";
import { referrerName } from "../components/user-search";
import { Email } from "@/components/email";
import { BackLink } from "@/components/layout/link-list";

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
      <BackLink to="/admin/users">Users</BackLink>
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
          <ItemsCard id="user-purchases" title="Share Purchases" empty="No purchases." items={data.purchases} itemKey={(p) => p._id}>
            {(p) => (
              <>
                <span>
                  {formatShares(p.numberOfShares)} share(s) · {p.paymentMethod} · {formatDate(p.createdAt)}
                </span>
                <StatusBadge status={p.status} />
              </>
            )}
          </ItemsCard>
          <ItemsCard id="user-withdrawals" title="Withdrawals" empty="No withdrawals." items={data.withdrawals} itemKey={(w) => w._id}>
            {(w) => (
              <>
                <span>
                  {formatUsd(w.amount)} · {networkLabel(w.network)} · {w.source} · {formatDate(w.createdAt)}
                </span>
                <StatusBadge
                  status={w.status === "Approved" || w.status === "Rejected" || w.status === "Cancelled" ? w.status : "Pending"}
                />
              </>
            )}
          </ItemsCard>
          <ItemsCard
            id="user-referrals"
            title="Referred Users"
            intro={
              <p>
                Total referral value: <strong>{formatUsd(data.totalReferralValue)}</strong>
              </p>
            }
            empty="No referred users."
            items={data.referrals}
            itemKey={(r) => r._id ?? r.email}
          >
            {(r) => (
              <>
                <span className="break">
                  {r.fullName ? `${r.fullName} · ` : ""}
                  <Email address={r.email} />
                </span>
                <span>
                  {formatShares(r.sharesOwned)} share(s) · {formatUsd(r.value)}
                </span>
              </>
            )}
          </ItemsCard>
          <StatementsSection endpoint={`/api/admin/users/${encodeURIComponent(id)}/statement`} title="Statement" />
        </>
      )}
    </Page>
  );
}

type ItemsCardProps<Item> = {
  id: string;
  title: string;
  /** Lines between the title and the list. */
  intro?: ReactNode;
  empty: string;
  items: Item[];
  itemKey: (item: Item) => string;
  children: (item: Item) => ReactNode;
};

/** One of the user's lists (purchases, withdrawals, referrals) as a card: its title, then the items or the empty line. */
function ItemsCard<Item>({ id, title, intro, empty, items, itemKey, children }: ItemsCardProps<Item>) {
  return (
    <section className="card" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {intro}
      {items.length === 0 ? (
        <p className="empty">{empty}</p>
      ) : (
        <ul className="item-list">
          {items.map((item) => (
            <li key={itemKey(item)} className="item">
              {children(item)}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
