import type { SharePurchaseItem } from "@app/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";

/** GET /api/shares/mine → purchases: the dashboard lists them, the receipt page finds its purchase there. */
export async function getMyPurchases(): Promise<SharePurchaseItem[]> {
  const data = await apiRequest<{ purchases?: SharePurchaseItem[] }>("/api/shares/mine");
  return data?.purchases ?? [];
}

export const myPurchasesQueryOptions = () =>
  queryOptions({ queryKey: ["purchases", "mine"], queryFn: getMyPurchases, meta: { errorMessage: "Failed to fetch data" } });

/** `live`: asks again every 4 s while the purchase's payment is being checked on its network. */
export function useMyPurchase(purchaseId: string, options: { live?: boolean } = {}) {
  return useQuery({
    ...myPurchasesQueryOptions(),
    select: (purchases) => purchases.find((p) => p._id === purchaseId) ?? null,
    refetchInterval: (query) =>
      options.live && query.state.data?.find((p) => p._id === purchaseId)?.chainCheck?.status === "pending" ? 4000 : false,
  });
}

export function useMyPurchases() {
  return useQuery(myPurchasesQueryOptions());
}
