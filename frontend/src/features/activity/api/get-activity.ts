import type { NotificationsResponse, SellBackItem, SharePurchaseItem, WithdrawalItem } from "@app/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { ApiError, apiRequest } from "@/lib/api-client";
import {
  type ActivityItem,
  creditItems,
  type LoanView,
  loanItems,
  newestFirst,
  purchaseItems,
  type RepaymentView,
  sellBackItems,
  withdrawalItems,
} from "../activity-items";

const loanOrNull = async (): Promise<LoanView | null> => {
  try {
    const data = await apiRequest<LoanView & { loan?: LoanView }>("/api/loans/summary");
    return data?.loanId ? data : null;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
};

/**
 * The investor's own reads, put together newest first: purchases, withdrawals (the latest 50),
 * sell-backs, the loan and its repayments, and the credits of the latest notifications.
 */
export async function getActivity(): Promise<ActivityItem[]> {
  const [purchases, withdrawals, sellBacks, loan, notifications] = await Promise.all([
    apiRequest<{ purchases?: SharePurchaseItem[] }>("/api/shares/mine"),
    apiRequest<{ withdrawals?: WithdrawalItem[] }>("/api/withdrawals?page=1&limit=50"),
    apiRequest<{ sellBacks?: SellBackItem[] }>("/api/shares/sell-back/mine"),
    loanOrNull(),
    apiRequest<NotificationsResponse>("/api/notifications?page=1"),
  ]);
  const repayments = loan ? ((await apiRequest<{ history?: RepaymentView[] }>("/api/loans/history"))?.history ?? []) : [];
  return newestFirst([
    ...purchaseItems(purchases?.purchases ?? []),
    ...withdrawalItems(withdrawals?.withdrawals ?? []),
    ...sellBackItems(sellBacks?.sellBacks ?? []),
    ...loanItems(loan, repayments),
    ...creditItems(notifications?.notifications ?? []),
  ]);
}

export const activityQueryOptions = () =>
  queryOptions({ queryKey: ["activity"], queryFn: getActivity, meta: { errorMessage: "Failed to fetch data" } });

export const useActivity = () => useQuery(activityQueryOptions());
