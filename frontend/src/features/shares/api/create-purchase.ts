import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";

export type PurchaseInput = {
  numberOfShares: number;
  paymentMethod: string;
  proof: string;
  referralCode: string;
};

/** POST /api/shares. */
export function createPurchase(input: PurchaseInput): Promise<unknown> {
  return apiRequest("/api/shares", { method: "POST", body: input });
}

export function useCreatePurchase() {
  return useMutation({ mutationFn: createPurchase, meta: { errorMessage: "Purchase failed" } });
}
