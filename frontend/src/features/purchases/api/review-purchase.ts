import { pendingCountsQueryOptions } from "@/lib/queries/pending-counts";
import { adminStatsQueryOptions } from "@/lib/queries/admin-stats";
import { adminPurchasesKey } from "./get-all-purchases";
import { useMoneyMutation } from "@/lib/use-money-mutation";
import { reviewFetcher } from "@/components/review-dialog";

export type PurchaseDecision = "approve" | "reject";

/** PUT /api/shares/{approve|reject}/{id} with the approver's code or the rejection's reason. */
export const reviewPurchase = reviewFetcher((id, decision) => `/api/shares/${decision}/${id}`);

export function useReviewPurchase() {
  return useMoneyMutation({
    mutationFn: reviewPurchase,
    errorMessage: "Action failed",
    // An approved purchase adds shares: the pages and the dashboard's share count change.
    invalidates: [adminPurchasesKey, adminStatsQueryOptions().queryKey, pendingCountsQueryOptions().queryKey],
  });
}
