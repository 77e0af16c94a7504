import type { ApprovalDecisionResponse } from "@app/contracts";
import { useQueryClient } from "@tanstack/react-query";
import { useMoneyMutation } from "@/lib/use-money-mutation";
import { type ReviewAnswer, reviewFetcher } from "@/components/review-dialog";

export type ApprovalDecision = "approve" | "reject";

/** PUT /api/admin/approvals/{id}/{approve|reject}: approving carries out the held action, once. */
export const decideApproval = reviewFetcher<ApprovalDecisionResponse>((id, decision) => `/api/admin/approvals/${id}/${decision}`);

const failure: Record<ApprovalDecision, string> = { approve: "Approval failed", reject: "Rejection failed" };

export function useDecideApproval(decision: ApprovalDecision) {
  const queryClient = useQueryClient();
  return useMoneyMutation({
    mutationFn: (asked: { id: string } & ReviewAnswer, key) => decideApproval({ ...asked, decision }, key),
    errorMessage: failure[decision],
    // An approved action may change any screen (withdrawals, loans, runs, users, the price): refresh what is shown.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
