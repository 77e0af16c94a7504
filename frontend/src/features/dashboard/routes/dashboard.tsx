import { DEFAULT_SHARE_PRICE } from "@app/contracts/constants";
import { sharePriceQueryOptions, useSharePrice } from "@/lib/queries/share-price";
import { Loader } from "@/components/loader";
import { Page } from "@/components/page";
import { dashboardQueryOptions, useDashboard } from "@/lib/queries/dashboard";
import { myPurchasesQueryOptions, useMyPurchases } from "@/lib/queries/my-purchases";
import { useProfile } from "@/lib/queries/profile";
import { useMySellBacks } from "@/lib/queries/my-sell-backs";
import { BalanceCards, buyLinkOf } from "../components/balance-cards";
import { FirstSteps } from "../components/first-steps";
import { Headline } from "../components/headline";
import { MoneyInFlight } from "../components/money-in-flight";
import { BalanceChart } from "../components/balance-chart";
import { PurchasesList } from "../components/purchases-list";
import { ReferralSummary } from "../components/referral-summary";
import { StatementsLink } from "../components/statements-link";
import { prefetching } from "@/lib/queries/api-query";
import "../dashboard.css";

export const prefetch = prefetching(
  () => dashboardQueryOptions(),
  () => myPurchasesQueryOptions(),
  () => sharePriceQueryOptions(),
);

export default function DashboardRoute() {
  const dashboard = useDashboard();
  const purchases = useMyPurchases();
  const price = useSharePrice();
  const sellBacks = useMySellBacks();
  const profile = useProfile("");
  const user = dashboard.data;
  // A new investor (no shares, nothing bought yet) sees the next steps instead of zeros.
  const newInvestor = !!user && !(user.sharesOwned > 0) && purchases.isSuccess && purchases.data.length === 0;

  return (
    <Page title="Dashboard">
      {user ? <p className="lead">Welcome back, {user.fullName}.</p> : null}
      {dashboard.isPending ? (
        <Loader />
      ) : user ? (
        <>
          <Headline user={user} buyLink={buyLinkOf(user)} />
          {newInvestor ? (
            <FirstSteps
              emailVerified={profile.data?.emailVerified === true}
              twoFactorEnabled={profile.data?.twoFactorEnabled === true}
              buyLink={buyLinkOf(user) ?? "/join"}
            />
          ) : (
            <>
              <MoneyInFlight
                purchases={purchases.data ?? []}
                sellBacks={sellBacks.data ?? []}
                withdrawalHold={user.withdrawalHold ?? 0}
                loanOwed={user.loanOwed ?? 0}
              />
              <BalanceCards user={user} pricePerShare={price.data ?? Number(DEFAULT_SHARE_PRICE)} />
            </>
          )}
        </>
      ) : (
        <p className="empty">We could not load your balances. Please refresh the page.</p>
      )}
      <div className="two-columns">
        <BalanceChart />
        <ReferralSummary />
      </div>
      <PurchasesList purchases={purchases.data ?? []} />
      <StatementsLink />
    </Page>
  );
}
