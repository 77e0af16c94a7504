import { useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { useMoneyMutation } from "@/lib/use-money-mutation";
import { loanSummaryQueryOptions } from "./get-loan-summary";

/** POST /api/loans/request with the percentage of investment capital. */
export function requestLoan(input: { percentage: number }, idempotencyKey?: string): Promise<unknown> {
  return apiRequest("/api/loans/request", { method: "POST", body: input, idempotencyKey });
}

export function useRequestLoan() {
  const queryClient = useQueryClient();
  return useMoneyMutation({
    mutationFn: requestLoan,
    errorMessage: "Failed to submit loan request",
    onSuccess: () => queryClient.invalidateQueries({ queryKey: loanSummaryQueryOptions().queryKey }),
  });
}
