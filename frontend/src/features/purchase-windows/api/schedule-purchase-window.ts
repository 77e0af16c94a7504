import { useInvalidatingMutation } from "@/lib/use-invalidating-mutation";
import type { PurchaseWindowRequest, PurchaseWindowView } from "@app/contracts";
import { purchaseWindowsQueryOptions } from "@/lib/queries/purchase-windows";
import { apiRequest } from "@/lib/api-client";

/** POST /api/admin/purchase-windows {opensAt, closesAt, note?} → the window (201). */
export function schedulePurchaseWindow(input: PurchaseWindowRequest): Promise<PurchaseWindowView> {
  return apiRequest("/api/admin/purchase-windows", { method: "POST", body: input });
}

export function useSchedulePurchaseWindow() {
  return useInvalidatingMutation(schedulePurchaseWindow, "Failed to schedule the window", [purchaseWindowsQueryOptions().queryKey]);
}
