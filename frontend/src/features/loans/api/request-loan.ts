import { useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { useMoneyMutation } from "@/lib/use-money-mutation";
import type { LoanRequestInput } from "../loan-request-schema";
import { loanLimitsQueryOptions } from "./get-loan-limits";
import { loanSummaryQueryOptions } from "./get-loan-summary";

/** POST /api/loans/request: the percentage of capital, the payout wallet and network, the code when enrolled. */
export function requestLoan(input: LoanRequestInput, idempotencyKey?: string): Promise<unknown> {
  return apiRequest("/api/loans/request", { method: "POST", body: input, idempotencyKey });
}

export function useRequestLoan() {
  const queryClient = useQueryClient();
  return useMoneyMutation({
    mutationFn: requestLoan,
    errorMessage: "Failed to submit loan request",
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: loanSummaryQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: loanLimitsQueryOptions().queryKey }),
      ]),
  });
}
