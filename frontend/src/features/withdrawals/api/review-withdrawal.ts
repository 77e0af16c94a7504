import { pendingCountsQueryOptions } from "@/lib/queries/pending-counts";
import { adminWithdrawalsKey } from "./get-admin-withdrawals";
import { useMoneyMutation } from "@/lib/use-money-mutation";
import { type ReviewAnswer, reviewFetcher } from "@/components/review-dialog";

export type WithdrawalDecision = "approve" | "reject";

/** PUT /api/withdrawals/{approve|reject}/{id}; reject gives the hold back to the investor and says why. */
export const reviewWithdrawal = reviewFetcher((id, decision) => `/api/withdrawals/${decision}/${id}`);

const failure: Record<WithdrawalDecision, string> = { approve: "Failed to approve", reject: "Failed to reject" };

export function useReviewWithdrawal(decision: WithdrawalDecision) {
  return useMoneyMutation({
    mutationFn: (asked: { id: string } & ReviewAnswer, key) => reviewWithdrawal({ ...asked, decision }, key),
    errorMessage: failure[decision],
    invalidates: [adminWithdrawalsKey, pendingCountsQueryOptions().queryKey],
  });
}
