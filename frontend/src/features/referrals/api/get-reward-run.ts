import { queryOptions, useQuery } from "@tanstack/react-query";
import { RUN_POLL_MS } from "@/config/constants";
import { apiRequest } from "@/lib/api-client";
import type { MoneyRunView as BatchRun } from "@app/contracts";

/** GET /api/admin/referral-rewards/runs/{runId}; polled while running. */
export function getRewardRun(runId: string): Promise<BatchRun> {
  return apiRequest<BatchRun>(`/api/admin/referral-rewards/runs/${encodeURIComponent(runId)}`);
}

export const rewardRunQueryOptions = (runId: string) =>
  queryOptions({
    queryKey: ["admin", "reward-runs", runId],
    queryFn: () => getRewardRun(runId),
    staleTime: 0,
    refetchInterval: (query) => (query.state.data?.status === "running" || !query.state.data ? RUN_POLL_MS : false),
  });

export function useRewardRun(runId: string | null) {
  return useQuery({ ...rewardRunQueryOptions(runId ?? ""), enabled: !!runId });
}
