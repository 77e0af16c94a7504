import { pendingCountsQueryOptions } from "@/lib/queries/pending-counts";
import { adminStatsQueryOptions } from "@/lib/queries/admin-stats";
import { adminPurchasesKey } from "./get-all-purchases";
import { useMoneyMutation } from "@/lib/use-money-mutation";
import { type ReviewAnswer, sendReview } from "@/components/review-dialog";

export type PurchaseDecision = "approve" | "reject";

/** PUT /api/shares/{approve|reject}/{id} with the approver's code or the rejection's reason. */
export function reviewPurchase(
  { id, decision, ...answer }: { id: string; decision: PurchaseDecision } & ReviewAnswer,
  idempotencyKey?: string,
): Promise<unknown> {
  return sendReview(`/api/shares/${decision}/${encodeURIComponent(id)}`, idempotencyKey, answer);
}

export function useReviewPurchase() {
  return useMoneyMutation({
    mutationFn: reviewPurchase,
    errorMessage: "Action failed",
    // An approved purchase adds shares: the pages and the dashboard's share count change.
    invalidates: [adminPurchasesKey, adminStatsQueryOptions().queryKey, pendingCountsQueryOptions().queryKey],
  });
}
