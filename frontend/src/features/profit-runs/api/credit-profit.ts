import { apiRequest } from "@/lib/api-client";
import { useMoneyMutation } from "@/lib/use-money-mutation";
import { moneyRunsQueryOptions } from "@/lib/queries/money-runs";

export type StartedRun = { message?: string; runId: string };

/** POST /api/profits/credit {percentage} → message, runId (the run continues in a worker). */
export function creditProfit(input: { percentage: number; code?: string }, idempotencyKey?: string): Promise<StartedRun> {
  return apiRequest<StartedRun>("/api/profits/credit", { method: "POST", body: input, idempotencyKey });
}

export function useCreditProfit() {
  return useMoneyMutation({
    mutationFn: creditProfit,
    errorMessage: "Failed to credit profits.",
    invalidates: [moneyRunsQueryOptions("profit").queryKey],
  });
}
