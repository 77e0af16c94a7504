import type { PurchaseWindowRequest, PurchaseWindowView } from "@app/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { purchaseWindowsQueryOptions } from "@/lib/queries/purchase-windows";
import { apiRequest } from "@/lib/api-client";

/** POST /api/admin/purchase-windows {opensAt, closesAt, note?} → the window (201). */
export function schedulePurchaseWindow(input: PurchaseWindowRequest): Promise<PurchaseWindowView> {
  return apiRequest("/api/admin/purchase-windows", { method: "POST", body: input });
}

export function useSchedulePurchaseWindow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: schedulePurchaseWindow,
    meta: { errorMessage: "Failed to schedule the window" },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: purchaseWindowsQueryOptions().queryKey }),
  });
}
