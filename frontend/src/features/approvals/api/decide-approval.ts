import type { ApprovalDecisionResponse } from "@app/contracts";
import { useQueryClient } from "@tanstack/react-query";
import { useMoneyMutation } from "@/lib/use-money-mutation";
import { type ReviewAnswer, sendReview } from "@/components/review-dialog";

export type ApprovalDecision = "approve" | "reject";

/** PUT /api/admin/approvals/{id}/{approve|reject}: approving carries out the held action, once. */
export function decideApproval(
  id: string,
  decision: ApprovalDecision,
  idempotencyKey?: string,
  answer: ReviewAnswer = {},
): Promise<ApprovalDecisionResponse> {
  return sendReview(`/api/admin/approvals/${encodeURIComponent(id)}/${decision}`, idempotencyKey, answer);
}

const failure: Record<ApprovalDecision, string> = { approve: "Approval failed", reject: "Rejection failed" };

export function useDecideApproval(decision: ApprovalDecision) {
  const queryClient = useQueryClient();
  return useMoneyMutation({
    mutationFn: ({ id, ...answer }: { id: string } & ReviewAnswer, key) => decideApproval(id, decision, key, answer),
    errorMessage: failure[decision],
    // An approved action may change any screen (withdrawals, loans, runs, users, the price): refresh what is shown.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
