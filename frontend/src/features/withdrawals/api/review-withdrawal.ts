import { pendingCountsQueryOptions } from "@/lib/queries/pending-counts";
import { adminWithdrawalsKey } from "./get-admin-withdrawals";
import { useMoneyMutation } from "@/lib/use-money-mutation";
import { type ReviewAnswer, sendReview } from "@/components/review-dialog";

export type WithdrawalDecision = "approve" | "reject";

/** PUT /api/withdrawals/{approve|reject}/{id}; reject gives the hold back to the investor and says why. */
export function reviewWithdrawal(
  id: string,
  decision: WithdrawalDecision,
  idempotencyKey?: string,
  answer: ReviewAnswer = {},
): Promise<unknown> {
  return sendReview(`/api/withdrawals/${decision}/${encodeURIComponent(id)}`, idempotencyKey, answer);
}

const failure: Record<WithdrawalDecision, string> = { approve: "Failed to approve", reject: "Failed to reject" };

export function useReviewWithdrawal(decision: WithdrawalDecision) {
  return useMoneyMutation({
    mutationFn: ({ id, ...answer }: { id: string } & ReviewAnswer, key) => reviewWithdrawal(id, decision, key, answer),
    errorMessage: failure[decision],
    invalidates: [adminWithdrawalsKey, pendingCountsQueryOptions().queryKey],
  });
}
