import { Figures } from "@/components/figures";
import { useReferralVolume } from "@/lib/queries/referral-volume";
import { useReferrals } from "@/lib/queries/referrals";
import { DataTable } from "@/components/data-table";
import { Loader } from "@/components/loader";
import { Page } from "@/components/page";
import { formatDate, formatShares, formatUsd } from "@/lib/format";
import { rewardHistoryQueryOptions, useRewardHistory } from "../api/get-reward-history";
import { ReferralCodeCard } from "../components/referral-code-card";
import { RewardHistoryTable } from "../components/reward-history-table";
import { prefetching } from "@/lib/queries/api-query";

const LOAD_ERROR = "Failed to load referral data";

export const prefetch = prefetching(() => rewardHistoryQueryOptions());

export default function ReferralsRoute() {
  const referrals = useReferrals(LOAD_ERROR);
  const volume = useReferralVolume(LOAD_ERROR);
  const history = useRewardHistory();
  if (referrals.isPending)
    return (
      <Page title="My Referrals">
        <Loader />
      </Page>
    );
  const people = referrals.data?.referrals ?? [];
  return (
    <Page title="My Referrals">
      <div className="two-columns">
        <ReferralCodeCard code={referrals.data?.referralCode ?? ""} />
        <section className="card" aria-labelledby="volume-title">
          <h2 id="volume-title">Referral Volume</h2>
          <Figures
            items={[
              { label: "Team shares", value: formatShares(volume.data?.totalShares ?? 0) },
              { label: "Team investment", value: formatUsd(volume.data?.totalValue ?? 0) },
            ]}
          />
        </section>
      </div>
      <section className="card" aria-labelledby="referred-title">
        <h2 id="referred-title">Referred Users ({people.length})</h2>
        {people.length === 0 ? (
          <p className="empty">You have not referred anyone yet.</p>
        ) : (
          <DataTable
            rows={people}
            rowKey={(person) => person._id}
            columns={[
              { header: "Name", cell: (p) => p.fullName },
              { header: "Email", cell: (p) => p.email, className: "break" },
              { header: "Joined", cell: (p) => formatDate(p.createdAt) },
            ]}
          />
        )}
      </section>
      <RewardHistoryTable history={history.data ?? []} />
    </Page>
  );
}
