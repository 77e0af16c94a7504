import { useMutation, useQueryClient } from "@tanstack/react-query";
import { purchaseWindowsQueryOptions } from "@/lib/queries/purchase-windows";
import { apiRequest } from "@/lib/api-client";

/** DELETE /api/admin/purchase-windows/{id}. */
export function removePurchaseWindow(id: string): Promise<{ message: string }> {
  return apiRequest(`/api/admin/purchase-windows/${encodeURIComponent(id)}`, { method: "DELETE" });
}

export function useRemovePurchaseWindow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removePurchaseWindow,
    meta: { errorMessage: "Failed to remove the window" },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: purchaseWindowsQueryOptions().queryKey }),
  });
}
