import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";

export type PurchaseDecision = "approve" | "reject";

/** PUT /api/shares/{approve|reject}/{id}. */
export function reviewPurchase({ id, decision }: { id: string; decision: PurchaseDecision }): Promise<unknown> {
  return apiRequest(`/api/shares/${decision}/${encodeURIComponent(id)}`, { method: "PUT" });
}

export function useReviewPurchase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reviewPurchase,
    meta: { errorMessage: "Action failed" },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["admin"] }),
  });
}
