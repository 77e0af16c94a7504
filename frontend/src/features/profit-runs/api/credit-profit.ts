import { postWithKey } from "@/lib/api-client";
import { useMoneyMutation } from "@/lib/use-money-mutation";
import { moneyRunsQueryOptions } from "@/lib/queries/money-runs";

export type StartedRun = { message?: string; runId: string };

/** POST /api/profits/credit {percentage} → message, runId (the run continues in a worker). */
export const creditProfit = postWithKey<{ percentage: number; code?: string }, StartedRun>("/api/profits/credit");

export function useCreditProfit() {
  return useMoneyMutation({
    mutationFn: creditProfit,
    errorMessage: "Failed to credit profits.",
    invalidates: [moneyRunsQueryOptions("profit").queryKey],
  });
}
