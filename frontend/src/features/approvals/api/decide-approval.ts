import type { ApprovalDecisionResponse } from "@app/contracts";
import { useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { useMoneyMutation } from "@/lib/use-money-mutation";
import { type ReviewAnswer, reviewBody } from "@/components/review-dialog";

export type ApprovalDecision = "approve" | "reject";

/** PUT /api/admin/approvals/{id}/{approve|reject}: approving carries out the held action, once. */
export function decideApproval(
  id: string,
  decision: ApprovalDecision,
  idempotencyKey?: string,
  answer: ReviewAnswer = {},
): Promise<ApprovalDecisionResponse> {
  return apiRequest(`/api/admin/approvals/${encodeURIComponent(id)}/${decision}`, { method: "PUT", idempotencyKey, ...reviewBody(answer) });
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
