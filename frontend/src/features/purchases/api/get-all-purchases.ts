import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import type { SharePurchaseItem as SharePurchase } from "@app/contracts";

/** The admin's purchase pages: a decision refreshes every page. */
export const adminPurchasesKey = ["admin", "purchases"] as const;

export type PurchasePage = { purchases: SharePurchase[]; totalPages: number; currentPage: number };

/** GET /api/shares/all?page={n} → purchases, totalPages, currentPage. */
export async function getAllPurchases(page: number): Promise<PurchasePage> {
  const data = await apiRequest<Partial<PurchasePage>>(`/api/shares/all?page=${page}`);
  return {
    purchases: data?.purchases ?? [],
    totalPages: data?.totalPages ?? 1,
    currentPage: data?.currentPage ?? page,
  };
}

export const allPurchasesQueryOptions = (page = 1) =>
  queryOptions({
    queryKey: [...adminPurchasesKey, page],
    queryFn: () => getAllPurchases(page),
    placeholderData: keepPreviousData,
    meta: { errorMessage: "Failed to fetch purchases" },
  });

export function useAllPurchases(page: number) {
  return useQuery(allPurchasesQueryOptions(page));
}
