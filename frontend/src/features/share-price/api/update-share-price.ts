import { useMutation, useQueryClient } from "@tanstack/react-query";
import { sharePriceQueryOptions } from "@/api/get-share-price";
import { apiRequest } from "@/lib/api-client";

/** PUT /api/admin/share-price {pricePerShare} (a number). */
export function updateSharePrice(pricePerShare: number): Promise<{ pricePerShare?: number }> {
  return apiRequest("/api/admin/share-price", { method: "PUT", body: { pricePerShare } });
}

export function useUpdateSharePrice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSharePrice,
    meta: { errorMessage: "Failed to update" },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sharePriceQueryOptions().queryKey }),
  });
}
