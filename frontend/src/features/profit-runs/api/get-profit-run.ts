import { queryOptions, useQuery } from "@tanstack/react-query";
import { RUN_POLL_MS } from "@/config/constants";
import { apiRequest } from "@/lib/api-client";
import type { MoneyRunView as BatchRun } from "@app/contracts";

/** GET /api/profits/runs/{runId}; polled every 500 ms while the run is running. */
export function getProfitRun(runId: string): Promise<BatchRun> {
  return apiRequest<BatchRun>(`/api/profits/runs/${encodeURIComponent(runId)}`);
}

export const profitRunQueryOptions = (runId: string) =>
  queryOptions({
    queryKey: ["admin", "profit-runs", runId],
    queryFn: () => getProfitRun(runId),
    staleTime: 0,
    refetchInterval: (query) => (query.state.data?.status === "running" || !query.state.data ? RUN_POLL_MS : false),
  });

export function useProfitRun(runId: string | null) {
  return useQuery({ ...profitRunQueryOptions(runId ?? ""), enabled: !!runId });
}
