import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import type { balanceHistoryPoint } from "@app/contracts";
import type { z } from "zod";

type BalancePoint = z.infer<typeof balanceHistoryPoint>;

/** GET /api/user/balance-history → points, oldest first. */
export async function getBalanceHistory(): Promise<BalancePoint[]> {
  const data = await apiRequest<{ points?: BalancePoint[] }>("/api/user/balance-history");
  return [...(data?.points ?? [])].sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
}

export const balanceHistoryQueryOptions = () => queryOptions({ queryKey: ["user", "balance-history"], queryFn: getBalanceHistory });

export function useBalanceHistory() {
  return useQuery(balanceHistoryQueryOptions());
}
