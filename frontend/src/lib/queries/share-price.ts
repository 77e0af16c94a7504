import { DEFAULT_SHARE_PRICE } from "@app/contracts/constants";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { toNumber } from "@/lib/format";

/** GET /api/admin/share-price → pricePerShare (100 when absent). Read by investors too. */
export async function getSharePrice(): Promise<number> {
  const data = await apiRequest<{ pricePerShare?: number } | undefined>("/api/admin/share-price");
  const price = toNumber(data?.pricePerShare);
  return price > 0 ? price : Number(DEFAULT_SHARE_PRICE);
}

export const sharePriceQueryOptions = (errorMessage?: string) =>
  queryOptions({ queryKey: ["share-price"], queryFn: getSharePrice, meta: { errorMessage } });

export function useSharePrice(errorMessage?: string) {
  return useQuery(sharePriceQueryOptions(errorMessage));
}
