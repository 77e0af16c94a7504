import { sharePriceQueryOptions } from "@/lib/queries/share-price";
import { apiRequest } from "@/lib/api-client";
import { useMoneyMutation } from "@/lib/use-money-mutation";

/** PUT /api/admin/share-price {pricePerShare} (a number); 202 with the pending approval once two admins exist. */
export function updateSharePrice(pricePerShare: number, code?: string): Promise<{ pricePerShare?: number }> {
  return apiRequest("/api/admin/share-price", { method: "PUT", body: { pricePerShare, ...(code ? { code } : {}) } });
}

export function useUpdateSharePrice() {
  return useMoneyMutation({
    mutationFn: ({ pricePerShare, code }: { pricePerShare: number; code?: string }) => updateSharePrice(pricePerShare, code),
    errorMessage: "Failed to update",
    invalidates: [sharePriceQueryOptions().queryKey],
  });
}
