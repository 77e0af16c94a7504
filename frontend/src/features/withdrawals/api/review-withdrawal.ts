import { pendingCountsQueryOptions } from "@/lib/queries/pending-counts";
import { adminWithdrawalsKey } from "./get-admin-withdrawals";
import { useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { useMoneyMutation } from "@/lib/use-money-mutation";

export type WithdrawalDecision = "approve" | "reject";

/** PUT /api/withdrawals/{approve|reject}/{id}; reject gives the hold back to the investor. */
export function reviewWithdrawal(id: string, decision: WithdrawalDecision, idempotencyKey?: string, code?: string): Promise<unknown> {
  // `code`: the approving admin's authenticator code, when the server asks for one.
  return apiRequest(`/api/withdrawals/${decision}/${encodeURIComponent(id)}`, {
    method: "PUT",
    idempotencyKey,
    ...(code ? { body: { code } } : {}),
  });
}

const failure: Record<WithdrawalDecision, string> = { approve: "Failed to approve", reject: "Failed to reject" };

export function useReviewWithdrawal(decision: WithdrawalDecision) {
  const queryClient = useQueryClient();
  return useMoneyMutation({
    mutationFn: ({ id, code }: { id: string; code?: string }, key) => reviewWithdrawal(id, decision, key, code),
    errorMessage: failure[decision],
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminWithdrawalsKey }),
        queryClient.invalidateQueries({ queryKey: pendingCountsQueryOptions().queryKey }),
      ]),
  });
}
