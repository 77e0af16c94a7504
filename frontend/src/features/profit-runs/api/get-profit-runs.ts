import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import type { MoneyRunView as BatchRun } from "@app/contracts";

/** GET /api/profits/runs → runs, newest first as the server sends them. */
export async function getProfitRuns(): Promise<BatchRun[]> {
  const data = await apiRequest<{ runs?: BatchRun[] }>("/api/profits/runs");
  return data?.runs ?? [];
}

export const profitRunsQueryOptions = () => queryOptions({ queryKey: ["admin", "profit-runs", "list"], queryFn: getProfitRuns });

export function useProfitRuns() {
  return useQuery(profitRunsQueryOptions());
}
