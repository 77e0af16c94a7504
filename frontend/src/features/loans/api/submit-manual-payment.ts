import { useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { useMoneyMutation } from "@/lib/use-money-mutation";
import { loanSummaryQueryOptions } from "./get-loan-summary";
import { myLoanHistoryQueryOptions } from "./get-my-loan-history";

export type ManualPaymentInput = { loanId: string; amount: number; proofUrl: string };

/** POST /api/loans/manual-payment: submitted for an admin's review. */
export function submitManualPayment(input: ManualPaymentInput, idempotencyKey?: string): Promise<unknown> {
  return apiRequest("/api/loans/manual-payment", { method: "POST", body: input, idempotencyKey });
}

export function useSubmitManualPayment() {
  const queryClient = useQueryClient();
  return useMoneyMutation({
    mutationFn: submitManualPayment,
    errorMessage: "Submission failed",
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: loanSummaryQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: myLoanHistoryQueryOptions().queryKey }),
      ]),
  });
}
