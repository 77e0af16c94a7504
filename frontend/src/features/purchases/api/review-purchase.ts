import { useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { useMoneyMutation } from "@/lib/use-money-mutation";

export type PurchaseDecision = "approve" | "reject";

/** PUT /api/shares/{approve|reject}/{id}. */
export function reviewPurchase({ id, decision }: { id: string; decision: PurchaseDecision }, idempotencyKey?: string): Promise<unknown> {
  return apiRequest(`/api/shares/${decision}/${encodeURIComponent(id)}`, { method: "PUT", idempotencyKey });
}

export function useReviewPurchase() {
  const queryClient = useQueryClient();
  return useMoneyMutation({
    mutationFn: reviewPurchase,
    errorMessage: "Action failed",
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["admin"] }),
  });
}
