import { sellBackRule } from "@app/contracts/messages";
import { Loader } from "@/components/loader";
import { Page } from "@/components/page";
import { StatGrid } from "@/components/stat-grid";
import { VerifyEmailNotice } from "@/components/verify-email-notice";
import { formatDate, formatShares, formatUsd } from "@/lib/format";
import { useProfile } from "@/lib/queries/profile";
import { useSellBackQuote } from "../api/sell-backs";
import { SellBackForm } from "../components/sell-back-form";
import { SellBackHistory } from "../components/sell-back-history";
import { percent } from "../sell-back-figures";

export default function SellSharesRoute() {
  const quote = useSellBackQuote();
  const profile = useProfile("Failed to fetch data");
  const q = quote.data;
  return (
    <Page title="Sell Shares">
      <div className="money-out">
        <VerifyEmailNotice action="sell shares" />
        {quote.isPending || !q ? (
          <Loader />
        ) : (
          <StatGrid
            stats={[
              { label: "Shares you can sell", value: formatShares(q.eligibleShares) },
              {
                label: "Shares not yet eligible",
                value: formatShares(q.lockedShares),
                note: q.nextEligibleAt ? <span className="muted">next eligible on {formatDate(q.nextEligibleAt)}</span> : null,
              },
              { label: "Price per share", value: formatUsd(q.pricePerShare) },
            ]}
          />
        )}
        {q ? <p className="muted">{sellBackRule(q.minHoldDays, percent(q.feeRate))}</p> : null}
        <SellBackForm quote={q} twoFactor={profile.data?.twoFactorEnabled === true} />
        <SellBackHistory />
      </div>
    </Page>
  );
}
