import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { loanSummaryQueryOptions } from "./get-loan-summary";

/** POST /api/loans/request with the percentage of investment capital. */
export function requestLoan(input: { percentage: number }): Promise<unknown> {
  return apiRequest("/api/loans/request", { method: "POST", body: input });
}

export function useRequestLoan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestLoan,
    meta: { errorMessage: "Failed to submit loan request" },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: loanSummaryQueryOptions().queryKey }),
  });
}
