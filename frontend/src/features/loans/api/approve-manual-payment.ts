import { adminLoansKey } from "./get-all-loans";
import { apiRequest } from "@/lib/api-client";
import { useMoneyMutation } from "@/lib/use-money-mutation";

/** PUT /api/loans/manual-payment/approve {loanId, paymentIndex}. */
export function approveManualPayment(
  input: { loanId: string; paymentIndex: number; code?: string },
  idempotencyKey?: string,
): Promise<unknown> {
  return apiRequest("/api/loans/manual-payment/approve", { method: "PUT", body: input, idempotencyKey });
}

export function useApproveManualPayment() {
  return useMoneyMutation({
    mutationFn: approveManualPayment,
    errorMessage: "Failed to approve manual payment",
    invalidates: [adminLoansKey],
  });
}
