import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import type { MoneyRunView as BatchRun } from "@app/contracts";

/** GET /api/admin/referral-rewards/runs → runs. */
export async function getRewardRuns(): Promise<BatchRun[]> {
  const data = await apiRequest<{ runs?: BatchRun[] }>("/api/admin/referral-rewards/runs");
  return data?.runs ?? [];
}

export const rewardRunsQueryOptions = () => queryOptions({ queryKey: ["admin", "reward-runs", "list"], queryFn: getRewardRuns });

export function useRewardRuns() {
  return useQuery(rewardRunsQueryOptions());
}
