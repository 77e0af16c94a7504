import { ListState } from "@/components/list-state";
import { DataTable } from "@/components/data-table";
import { Page } from "@/components/page";
import { RunHistory } from "@/components/run-history";
import { RunProgress } from "@/components/run-progress";
import { formatShares, formatUsd } from "@/lib/format";
import { moneyRunsQueryOptions, useMoneyRunScreen } from "@/lib/queries/money-runs";
import { referralStatsQueryOptions, useReferralStats } from "../api/get-referral-stats";
import { RewardForm } from "../components/reward-form";
import { prefetching } from "@/lib/queries/api-query";

export const prefetch = prefetching(() => moneyRunsQueryOptions("reward"));

export default function ReferralRewardsRoute() {
  const stats = useReferralStats();
  const { run, runs, status, setRunId } = useMoneyRunScreen("reward", [referralStatsQueryOptions().queryKey]);

  return (
    <Page title="Referral Rewards">
      <RewardForm onStarted={setRunId} running={status === "running"} referrers={stats.data} />
      {run.data ? <RunProgress run={run.data} label="Referral reward run" /> : null}
      <section className="card" aria-labelledby="referrers-title">
        <h2 id="referrers-title">Referrers</h2>
        <ListState loading={stats.isPending} empty={!stats.data?.length && "No referrers yet."}>
          {() => (
            <DataTable
              rows={stats.data ?? []}
              rowKey={(row) => row._id}
              columns={[
                { header: "Name", cell: (r) => r.fullName },
                { header: "Email", cell: (r) => r.email, className: "break" },
                { header: "Team Shares", cell: (r) => formatShares(r.teamShares) },
                { header: "Team Investment ($)", cell: (r) => formatUsd(r.teamInvestment) },
                { header: "Current Reward Balance ($)", cell: (r) => formatUsd(r.referralRewardBalance) },
              ]}
            />
          )}
        </ListState>
      </section>
      <RunHistory runs={runs.data ?? []} emptyText="No referral reward runs yet." />
    </Page>
  );
}
