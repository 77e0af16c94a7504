import { adminLoansKey } from "./get-all-loans";
import { useQueryClient } from "@tanstack/react-query";
import { useMoneyMutation } from "@/lib/use-money-mutation";
import { type ReviewAnswer, reviewFetcher } from "@/components/review-dialog";

export type LoanAction = "approve" | "reject" | "mark-paid";

const failure: Record<LoanAction, string> = {
  approve: "Approval failed",
  reject: "Rejection failed",
  "mark-paid": "Failed to update loan",
};

/** PUT /api/loans/{approve|reject|mark-paid}/{id} with the approver's code or the rejection's reason. */
export const reviewLoan = reviewFetcher<unknown, LoanAction>((id, action) => `/api/loans/${action}/${id}`);

export function useReviewLoan(action: LoanAction) {
  const queryClient = useQueryClient();
  return useMoneyMutation({
    mutationFn: (asked: { id: string } & ReviewAnswer, key) => reviewLoan({ ...asked, decision: action }, key),
    errorMessage: failure[action],
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminLoansKey }),
  });
}
