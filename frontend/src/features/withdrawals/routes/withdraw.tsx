import type { QueryClient } from "@tanstack/react-query";
import { profileQueryOptions, useProfile } from "@/lib/queries/profile";
import { Loader } from "@/components/loader";
import { Page } from "@/components/page";
import { VerifyEmailNotice } from "@/components/verify-email-notice";
import { formatUsd } from "@/lib/format";
import { WithdrawForm } from "../components/withdraw-form";
import { WithdrawalHistory } from "../components/withdrawal-history";
import { myWithdrawalsQueryOptions } from "../api/get-my-withdrawals";

/** The route's loader starts the balances and the first page of history with the screen's own options. */
export function prefetch(queryClient: QueryClient) {
  return Promise.all([
    queryClient.prefetchQuery(profileQueryOptions("Failed to fetch data")),
    queryClient.prefetchQuery(myWithdrawalsQueryOptions(1)),
  ]);
}

export default function WithdrawRoute() {
  const profile = useProfile("Failed to fetch data");
  const balances = {
    profitBalance: profile.data?.profitBalance ?? 0,
    referralRewardBalance: profile.data?.referralRewardBalance ?? 0,
  };
  return (
    <Page title="Withdraw">
      <VerifyEmailNotice action="withdraw" />
      <div className="stat-grid">
        <div className="stat">
          <span className="stat-label">Profit Balance</span>
          <span className="stat-value">{formatUsd(balances.profitBalance)}</span>
        </div>
        <div className="stat">
          <span className="stat-label">Referral Reward Balance</span>
          <span className="stat-value">{formatUsd(balances.referralRewardBalance)}</span>
        </div>
      </div>
      <p className="muted">A 5% fee applies; you must receive at least $5 after fees.</p>
      <div className="two-columns">
        {profile.isPending ? <Loader /> : <WithdrawForm twoFactor={profile.data?.twoFactorEnabled === true} />}
        <WithdrawalHistory />
      </div>
    </Page>
  );
}
