import { Loader } from "@/components/loader";
import { Page } from "@/components/page";
import { StatGrid } from "@/components/stat-grid";
import { VerifyEmailNotice } from "@/components/verify-email-notice";
import { formatUsd } from "@/lib/format";
import { paidWalletsQueryOptions } from "@/lib/queries/paid-wallets";
import { profileQueryOptions, useProfile } from "@/lib/queries/profile";
import { myWithdrawalsQueryOptions } from "../api/get-my-withdrawals";
import { dashboardQueryOptions, useWithdrawalHold } from "@/lib/queries/dashboard";
import { savedAddressesQueryOptions } from "../api/saved-addresses";
import { SavedAddressList } from "../components/saved-address-list";
import { WithdrawForm } from "../components/withdraw-form";
import { WithdrawalHistory } from "../components/withdrawal-history";
import { prefetching } from "@/lib/queries/api-query";

export const prefetch = prefetching(
  () => profileQueryOptions("Failed to fetch data"),
  () => dashboardQueryOptions(),
  () => paidWalletsQueryOptions(),
  () => myWithdrawalsQueryOptions(1),
  () => savedAddressesQueryOptions(),
);

export default function WithdrawRoute() {
  const profile = useProfile("Failed to fetch data");
  const hold = useWithdrawalHold();
  const balances = profile.data ? { profit: profile.data.profitBalance ?? 0, reward: profile.data.referralRewardBalance ?? 0 } : undefined;
  return (
    <Page title="Withdraw">
      <div className="money-out">
        <VerifyEmailNotice action="withdraw" />
        <StatGrid
          stats={[
            { label: "Profit Balance", value: formatUsd(balances?.profit ?? 0) },
            { label: "Referral Reward Balance", value: formatUsd(balances?.reward ?? 0) },
          ]}
        />
        <p className="muted">A 5% fee applies; you must receive at least $5 after fees.</p>
        {profile.isPending ? (
          <Loader />
        ) : (
          <WithdrawForm twoFactor={profile.data?.twoFactorEnabled === true} balances={balances} held={hold.data} />
        )}
        <WithdrawalHistory />
        <SavedAddressList />
      </div>
    </Page>
  );
}
