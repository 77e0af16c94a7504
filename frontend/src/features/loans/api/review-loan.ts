import { adminLoansKey } from "./get-all-loans";
import { useQueryClient } from "@tanstack/react-query";
import { useMoneyMutation } from "@/lib/use-money-mutation";
import { type ReviewAnswer, sendReview } from "@/components/review-dialog";

export type LoanAction = "approve" | "reject" | "mark-paid";

const failure: Record<LoanAction, string> = {
  approve: "Approval failed",
  reject: "Rejection failed",
  "mark-paid": "Failed to update loan",
};

/** PUT /api/loans/{approve|reject|mark-paid}/{id} with the approver's code or the rejection's reason. */
export function reviewLoan(
  { id, action, ...answer }: { id: string; action: LoanAction } & ReviewAnswer,
  idempotencyKey?: string,
): Promise<unknown> {
  return sendReview(`/api/loans/${action}/${encodeURIComponent(id)}`, idempotencyKey, answer);
}

export function useReviewLoan(action: LoanAction) {
  const queryClient = useQueryClient();
  return useMoneyMutation({
    mutationFn: ({ id, ...answer }: { id: string } & ReviewAnswer, key) => reviewLoan({ id, action, ...answer }, key),
    errorMessage: failure[action],
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminLoansKey }),
  });
}
