import type { QueryClient } from "@tanstack/react-query";
import { sharePriceQueryOptions, useSharePrice } from "@/lib/queries/share-price";
import { Page } from "@/components/page";
import { formatUsd } from "@/lib/format";
import { SharePriceForm } from "../components/share-price-form";

/** The route's loader starts the page's first reads with the screen's own options. */
export function prefetch(queryClient: QueryClient) {
  return queryClient.prefetchQuery(sharePriceQueryOptions("Failed to fetch share price"));
}

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
