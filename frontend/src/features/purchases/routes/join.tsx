import { DEFAULT_SHARE_PRICE, OWNERSHIP_CAP_SHARES } from "@app/contracts/constants";
import { useSearchParams } from "react-router-dom";
import { useSharePrice } from "@/lib/queries/share-price";
import { Page } from "@/components/page";
import { PurchaseWindowBanner } from "@/components/purchase-window-banner";
import { formatUsd } from "@/lib/format";
import { BuySharesForm } from "../components/buy-shares-form";

/** The `remaining` query parameter of /join: the investor's room, or the whole cap when absent or not a number. */
function parseRemaining(value: string | null): number {
  const text = value?.trim() ?? "";
  return /^\d+(\.\d+)?$/.test(text) ? Number(text) : Number(OWNERSHIP_CAP_SHARES);
}

export default function JoinRoute() {
  const [params] = useSearchParams();
  const maxShares = parseRemaining(params.get("remaining"));
  const price = useSharePrice();
  const pricePerShare = price.data ?? Number(DEFAULT_SHARE_PRICE);
  return (
    <Page title="Buy Shares" narrow>
      <PurchaseWindowBanner />
      <p className="lead">
        One share costs {formatUsd(pricePerShare)}; the smallest step is 0.5 share. Pay in USDT, upload your proof of payment and we will
        confirm your shares after review.
      </p>
      <BuySharesForm maxShares={maxShares} referralCode={params.get("ref") ?? ""} pricePerShare={pricePerShare} />
    </Page>
  );
}
