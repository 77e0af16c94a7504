import { sellBackRule } from "@app/contracts/messages";
import { Loader } from "@/components/loader";
import { Page } from "@/components/page";
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
          <div className="stat-grid">
            <div className="stat">
              <span className="stat-label">Shares you can sell</span>
              <span className="stat-value">{formatShares(q.eligibleShares)}</span>
            </div>
            <div className="stat">
              <span className="stat-label">Shares not yet eligible</span>
              <span className="stat-value">{formatShares(q.lockedShares)}</span>
              {q.nextEligibleAt ? <span className="muted">next eligible on {formatDate(q.nextEligibleAt)}</span> : null}
            </div>
            <div className="stat">
              <span className="stat-label">Price per share</span>
              <span className="stat-value">{formatUsd(q.pricePerShare)}</span>
            </div>
          </div>
        )}
        {q ? <p className="muted">{sellBackRule(q.minHoldDays, percent(q.feeRate))}</p> : null}
        <SellBackForm quote={q} twoFactor={profile.data?.twoFactorEnabled === true} />
        <SellBackHistory />
      </div>
    </Page>
  );
}
