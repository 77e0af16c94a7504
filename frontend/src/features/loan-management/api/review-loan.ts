import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";

export type LoanAction = "approve" | "reject" | "mark-paid";

const failure: Record<LoanAction, string> = {
  approve: "Approval failed",
  reject: "Rejection failed",
  "mark-paid": "Failed to update loan",
};

/** PUT /api/loans/{approve|reject|mark-paid}/{id}. */
export function reviewLoan({ id, action }: { id: string; action: LoanAction }): Promise<unknown> {
  return apiRequest(`/api/loans/${action}/${encodeURIComponent(id)}`, { method: "PUT" });
}

export function useReviewLoan(action: LoanAction) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => reviewLoan({ id, action }),
    meta: { errorMessage: failure[action] },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["admin", "loans"] }),
  });
}
