import { DEFAULT_SHARE_PRICE } from "@app/contracts/constants";
import { sharePriceQueryOptions, useSharePrice } from "@/lib/queries/share-price";
import { Loader } from "@/components/loader";
import { Page } from "@/components/page";
import { dashboardQueryOptions, useDashboard } from "../api/get-dashboard";
import { myPurchasesQueryOptions, useMyPurchases } from "../api/get-my-purchases";
import { BalanceCards } from "../components/balance-cards";
import { BalanceChart } from "../components/balance-chart";
import { PurchasesList } from "../components/purchases-list";
import { ReferralSummary } from "../components/referral-summary";
import { StatementsLink } from "../components/statements-link";
import { prefetching } from "@/lib/queries/api-query";

export const prefetch = prefetching(
  () => dashboardQueryOptions(),
  () => myPurchasesQueryOptions(),
  () => sharePriceQueryOptions(),
);

export default function DashboardRoute() {
  const dashboard = useDashboard();
  const purchases = useMyPurchases();
  const price = useSharePrice();
  const user = dashboard.data;

  return (
    <Page title="Dashboard">
      {user ? <p className="lead">Welcome back, {user.fullName}.</p> : null}
      {dashboard.isPending ? (
        <Loader />
      ) : user ? (
        <BalanceCards user={user} pricePerShare={price.data ?? Number(DEFAULT_SHARE_PRICE)} />
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
