import type { SharePurchaseItem } from "@app/contracts";
import { postWithKey } from "@/lib/api-client";
import { useMoneyMutation } from "@/lib/use-money-mutation";
import { myPurchasesQueryOptions } from "@/lib/queries/my-purchases";

/** What the form sends: the share count as the exact decimal text the API's schema parses. */
export type PurchaseInput = {
  numberOfShares: string;
  paymentMethod: string;
  proof: string;
  referralCode: string;
  txId?: string;
};

/** POST /api/shares → message, purchase (the receipt's first read). */
export const createPurchase = postWithKey<PurchaseInput, { message: string; purchase: SharePurchaseItem }>("/api/shares");

export function useCreatePurchase() {
  return useMoneyMutation({
    mutationFn: createPurchase,
    errorMessage: "Purchase failed",
    invalidates: [myPurchasesQueryOptions().queryKey],
  });
}
