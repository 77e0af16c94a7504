import { DEFAULT_SHARE_PRICE, OWNERSHIP_CAP_SHARES } from "@app/contracts/constants";
import { useSearchParams } from "react-router-dom";
import { Page } from "@/components/page";
import { PurchaseWindowBanner } from "@/components/purchase-window-banner";
import { useEmailUnverified, VerifyEmailNotice } from "@/components/verify-email-notice";
import { formatUsd } from "@/lib/format";
import { useSharePrice } from "@/lib/queries/share-price";
import { BuySharesWizard } from "../components/buy-shares-wizard";

/** The `remaining` query parameter of /join: the investor's room, or the whole cap when absent or not a number. */
function parseRemaining(value: string | null): number {
  const text = value?.trim() ?? "";
  return /^\d+(\.\d+)?$/.test(text) ? Number(text) : Number(OWNERSHIP_CAP_SHARES);
}

/** Buy Shares: an unverified investor is told to verify first, in place of the form. */
export default function JoinRoute() {
  const [params] = useSearchParams();
  const maxShares = parseRemaining(params.get("remaining"));
  const price = useSharePrice();
  const pricePerShare = price.data ?? Number(DEFAULT_SHARE_PRICE);
  const { unverified } = useEmailUnverified();
  return (
    <Page title="Buy Shares" narrow>
      <PurchaseWindowBanner />
      {unverified ? (
        <VerifyEmailNotice action="buy shares" />
      ) : (
        <>
          <p className="lead">
            One share costs {formatUsd(pricePerShare)}. Pay in USDT, upload a screenshot of the payment, and we confirm your shares after
            review.
          </p>
          <BuySharesWizard maxShares={maxShares} referralCode={params.get("ref") ?? ""} pricePerShare={pricePerShare} />
        </>
      )}
    </Page>
  );
}
