import { postWithKey } from "@/lib/api-client";
import { useMoneyMutation } from "@/lib/use-money-mutation";
import { loanSummaryQueryOptions } from "./get-loan-summary";
import { myLoanHistoryQueryOptions } from "./get-my-loan-history";

export type ManualPaymentInput = { loanId: string; amount: number; proofUrl: string; txId?: string };

/** POST /api/loans/manual-payment: submitted for an admin's review. */
export const submitManualPayment = postWithKey<ManualPaymentInput>("/api/loans/manual-payment");

export function useSubmitManualPayment() {
  return useMoneyMutation({
    mutationFn: submitManualPayment,
    errorMessage: "Submission failed",
    invalidates: [loanSummaryQueryOptions().queryKey, myLoanHistoryQueryOptions().queryKey],
  });
}
