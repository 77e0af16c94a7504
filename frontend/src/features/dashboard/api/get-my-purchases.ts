import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import type { SharePurchaseItem as SharePurchase } from "@app/contracts";

/** GET /api/shares/mine → purchases. */
export async function getMyPurchases(): Promise<SharePurchase[]> {
  const data = await apiRequest<{ purchases?: SharePurchase[] }>("/api/shares/mine");
  return data?.purchases ?? [];
}

export const myPurchasesQueryOptions = () => queryOptions({ queryKey: ["shares", "mine"], queryFn: getMyPurchases });

export function useMyPurchases() {
  return useQuery(myPurchasesQueryOptions());
}
