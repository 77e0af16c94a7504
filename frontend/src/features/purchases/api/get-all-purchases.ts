import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import type { SharePurchaseItem as SharePurchase } from "@app/contracts";
import type { PurchaseStatus } from "@app/contracts/constants";
import { statusParam } from "@/components/status-filter";

/** The admin's purchase pages: a decision refreshes every page. */
export const adminPurchasesKey = ["admin", "purchases"] as const;

export type PurchasePage = { purchases: SharePurchase[]; totalPages: number; currentPage: number };

/** GET /api/shares/all?page={n}&status={s} → purchases, totalPages, currentPage. */
export async function getAllPurchases(page: number, status?: PurchaseStatus): Promise<PurchasePage> {
  const data = await apiRequest<Partial<PurchasePage>>(`/api/shares/all?page=${page}${statusParam(status)}`);
  return {
    purchases: data?.purchases ?? [],
    totalPages: data?.totalPages ?? 1,
    currentPage: data?.currentPage ?? page,
  };
}

export const allPurchasesQueryOptions = (page: number, status: PurchaseStatus | undefined) =>
  queryOptions({
    queryKey: [...adminPurchasesKey, status ?? "All", page],
    queryFn: () => getAllPurchases(page, status),
    placeholderData: keepPreviousData,
    meta: { errorMessage: "Failed to fetch purchases" },
  });

export function useAllPurchases(page: number, status: PurchaseStatus | undefined) {
  return useQuery(allPurchasesQueryOptions(page, status));
}
