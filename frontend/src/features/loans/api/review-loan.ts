import { adminLoansKey } from "./get-all-loans";
import { useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { useMoneyMutation } from "@/lib/use-money-mutation";

export type LoanAction = "approve" | "reject" | "mark-paid";

const failure: Record<LoanAction, string> = {
  approve: "Approval failed",
  reject: "Rejection failed",
  "mark-paid": "Failed to update loan",
};

/** PUT /api/loans/{approve|reject|mark-paid}/{id}. */
export function reviewLoan(
  { id, action, code }: { id: string; action: LoanAction; code?: string },
  idempotencyKey?: string,
): Promise<unknown> {
  // `code`: the approving admin's authenticator code, when the server asks for one.
  return apiRequest(`/api/loans/${action}/${encodeURIComponent(id)}`, {
    method: "PUT",
    idempotencyKey,
    ...(code ? { body: { code } } : {}),
  });
}

export function useReviewLoan(action: LoanAction) {
  const queryClient = useQueryClient();
  return useMoneyMutation({
    mutationFn: ({ id, code }: { id: string; code?: string }, key) => reviewLoan({ id, action, ...(code ? { code } : {}) }, key),
    errorMessage: failure[action],
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminLoansKey }),
  });
}
