import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";

/** POST /api/admin/referral-rewards/distribute {percentage} → message, runId. */
export function distributeRewards(input: { percentage: number }): Promise<{ message?: string; runId?: string }> {
  return apiRequest("/api/admin/referral-rewards/distribute", { method: "POST", body: input });
}

export function useDistributeRewards() {
  return useMutation({ mutationFn: distributeRewards, meta: { errorMessage: "Failed to distribute rewards" } });
}
