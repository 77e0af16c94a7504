import type { SellBackItem } from "@app/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";

/** GET /api/shares/sell-back/mine → the investor's sell-backs (the dashboard counts the pending ones). Quiet on failure. */
export async function getMySellBacks(): Promise<SellBackItem[]> {
  try {
    return (await apiRequest<{ sellBacks?: SellBackItem[] }>("/api/shares/sell-back/mine"))?.sellBacks ?? [];
  } catch {
    return [];
  }
}

export const dashboardSellBacksQueryOptions = () =>
  queryOptions({ queryKey: ["sell-backs", "mine", "dashboard"], queryFn: getMySellBacks });

export const useDashboardSellBacks = () => useQuery(dashboardSellBacksQueryOptions());
