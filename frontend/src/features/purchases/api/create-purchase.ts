import { apiRequest } from "@/lib/api-client";
import { useMoneyMutation } from "@/lib/use-money-mutation";

/** What the form sends: the share count as the exact decimal text the API's schema parses. */
export type PurchaseInput = {
  numberOfShares: string;
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
