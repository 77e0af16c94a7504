import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import type { SharePurchaseItem as SharePurchase } from "@app/contracts";
import type { PurchaseStatus } from "@app/contracts/constants";
import { statusParam } from "@/components/status-filter";
import { apiQuery } from "@/lib/queries/api-query";

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
  apiQuery([...adminPurchasesKey, status ?? "All", page], () => getAllPurchases(page, status), "Failed to fetch purchases", {
    keepPrevious: true,
  });

export const useAllPurchases = (page: number, status: PurchaseStatus | undefined) => useQuery(allPurchasesQueryOptions(page, status));
