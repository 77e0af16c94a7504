import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";

/** PUT /api/loans/manual-payment/approve {loanId, paymentIndex}. */
export function approveManualPayment(input: { loanId: string; paymentIndex: number }): Promise<unknown> {
  return apiRequest("/api/loans/manual-payment/approve", { method: "PUT", body: input });
}

export function useApproveManualPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveManualPayment,
    meta: { errorMessage: "Failed to approve manual payment" },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["admin", "loans"] }),
  });
}
