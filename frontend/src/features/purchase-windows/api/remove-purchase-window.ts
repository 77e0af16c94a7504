import { useInvalidatingMutation } from "@/lib/use-invalidating-mutation";
import { purchaseWindowsQueryOptions } from "@/lib/queries/purchase-windows";
import { apiRequest } from "@/lib/api-client";

/** DELETE /api/admin/purchase-windows/{id}. */
export function removePurchaseWindow(id: string): Promise<{ message: string }> {
  return apiRequest(`/api/admin/purchase-windows/${encodeURIComponent(id)}`, { method: "DELETE" });
}

export function useRemovePurchaseWindow() {
  return useInvalidatingMutation(removePurchaseWindow, "Failed to remove the window", [purchaseWindowsQueryOptions().queryKey]);
}
