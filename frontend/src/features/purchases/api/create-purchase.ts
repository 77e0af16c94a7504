import { apiRequest } from "@/lib/api-client";
import { useMoneyMutation } from "@/lib/use-money-mutation";

export type PurchaseInput = {
  numberOfShares: number;
  paymentMethod: string;
  proof: string;
  referralCode: string;
};

/** POST /api/shares. */
export function createPurchase(input: PurchaseInput, idempotencyKey?: string): Promise<unknown> {
  return apiRequest("/api/shares", { method: "POST", body: input, idempotencyKey });
}

export function useCreatePurchase() {
  return useMoneyMutation({ mutationFn: createPurchase, errorMessage: "Purchase failed" });
}
