import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";

/** PUT /api/withdrawals/approve/{id}. */
export function approveWithdrawal(id: string): Promise<unknown> {
  return apiRequest(`/api/withdrawals/approve/${encodeURIComponent(id)}`, { method: "PUT" });
}

/** PUT /api/withdrawals/reject/{id}: the hold goes back to the investor. */
export function rejectWithdrawal(id: string): Promise<unknown> {
  return apiRequest(`/api/withdrawals/reject/${encodeURIComponent(id)}`, { method: "PUT" });
}

function useInvalidateWithdrawals() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ["admin", "withdrawals"] });
}

export function useApproveWithdrawal() {
  const onSuccess = useInvalidateWithdrawals();
  return useMutation({ mutationFn: approveWithdrawal, meta: { errorMessage: "Failed to approve" }, onSuccess });
}

export function useRejectWithdrawal() {
  const onSuccess = useInvalidateWithdrawals();
  return useMutation({ mutationFn: rejectWithdrawal, meta: { errorMessage: "Failed to reject" }, onSuccess });
}
