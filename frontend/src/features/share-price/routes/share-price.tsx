import { sharePriceQueryOptions, useSharePrice } from "@/lib/queries/share-price";
import { Page } from "@/components/page";
import { formatUsd } from "@/lib/format";
import { SharePriceForm } from "../components/share-price-form";
import { prefetching } from "@/lib/queries/api-query";

export const prefetch = prefetching(() => sharePriceQueryOptions("Failed to fetch share price"));

export default function SharePriceRoute() {
  const price = useSharePrice("Failed to fetch share price");
  return (
    <Page title="Share Price" narrow>
      <div className="stat">
        <span className="stat-label">Current price per share</span>
        <span className="stat-value">{price.isPending ? "…" : formatUsd(price.data)}</span>
      </div>
      <SharePriceForm />
    </Page>
  );
}
