import type { PurchaseWindowsResponse } from "@app/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";

/** GET /api/purchase-windows (no login): open now?, the current and next window, every window. */
export function getPurchaseWindows(): Promise<PurchaseWindowsResponse> {
  return apiRequest<PurchaseWindowsResponse>("/api/purchase-windows", { auth: false });
}

export const purchaseWindowsQueryOptions = () =>
  queryOptions({ queryKey: ["purchase-windows"], queryFn: getPurchaseWindows, refetchInterval: 60_000 });

export function usePurchaseWindows() {
  return useQuery(purchaseWindowsQueryOptions());
}
