import { useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { profileQueryOptions } from "@/lib/queries/profile";
import { useMoneyMutation } from "@/lib/use-money-mutation";
import { myWithdrawalsKey } from "./get-my-withdrawals";
import { dashboardQueryOptions } from "@/lib/queries/dashboard";

/** PUT /api/withdrawals/{id}/cancel → { message, withdrawal }: the hold goes back to its balance; 409 when already decided. */
export function cancelWithdrawal(id: string, idempotencyKey?: string): Promise<{ message?: string }> {
  return apiRequest(`/api/withdrawals/${encodeURIComponent(id)}/cancel`, { method: "PUT", idempotencyKey });
}

/** Refreshes the history and the balances whatever the answer: a 409 means the list is out of date. */
export function useCancelWithdrawal() {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: myWithdrawalsKey }),
      queryClient.invalidateQueries({ queryKey: profileQueryOptions().queryKey }),
      queryClient.invalidateQueries({ queryKey: dashboardQueryOptions().queryKey }),
    ]);
  const mutation = useMoneyMutation({ mutationFn: cancelWithdrawal, errorMessage: "Request failed", onSuccess: refresh });
  return { ...mutation, refresh };
}
