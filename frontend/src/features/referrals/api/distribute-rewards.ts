import { apiRequest } from "@/lib/api-client";
import { useMoneyMutation } from "@/lib/use-money-mutation";

/** POST /api/admin/referral-rewards/distribute {percentage} → message, runId. */
export function distributeRewards(
  input: { percentage: number; code?: string },
  idempotencyKey?: string,
): Promise<{ message?: string; runId?: string }> {
  return apiRequest("/api/admin/referral-rewards/distribute", { method: "POST", body: input, idempotencyKey });
}

export function useDistributeRewards() {
  return useMoneyMutation({ mutationFn: distributeRewards, errorMessage: "Failed to distribute rewards" });
}
