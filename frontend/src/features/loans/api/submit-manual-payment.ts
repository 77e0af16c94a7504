import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { loanSummaryQueryOptions } from "./get-loan-summary";
import { myLoanHistoryQueryOptions } from "./get-my-loan-history";

export type ManualPaymentInput = { loanId: string; amount: number; proofUrl: string };

/** POST /api/loans/manual-payment: submitted for an admin's review. */
export function submitManualPayment(input: ManualPaymentInput): Promise<unknown> {
  return apiRequest("/api/loans/manual-payment", { method: "POST", body: input });
}

export function useSubmitManualPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitManualPayment,
    meta: { errorMessage: "Submission failed" },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: loanSummaryQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: myLoanHistoryQueryOptions().queryKey }),
      ]),
  });
}
