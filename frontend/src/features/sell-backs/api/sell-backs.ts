import { adminStatsQueryOptions } from "@/lib/queries/admin-stats";
import { pendingCountsQueryOptions } from "@/lib/queries/pending-counts";
import type { SellBackItem, SellBackQuote } from "@app/contracts";
import type { SellBackStatus } from "@app/contracts/constants";
import { statusParam } from "@/components/status-filter";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { useMoneyMutation } from "@/lib/use-money-mutation";
import { reviewFetcher } from "@/components/review-dialog";
import { apiQuery } from "@/lib/queries/api-query";

/** The admin's sell-back pages. */
export const adminSellBacksKey = ["admin", "sell-backs"] as const;

/** The investor's quote and sales (lib/queries/my-sell-backs.ts, under ["sell-backs", "mine"]): a sale refreshes both. */
export const mySellBacksKey = ["sell-backs"] as const;

export type SellBack = SellBackItem;
export type SellBackPage = { sellBacks: SellBack[]; totalPages: number; currentPage: number };
export type SellBackDecision = "approve" | "reject";
/** What the form sends; `code` only when the investor has a second factor. */
export type SellBackRequest = { numberOfShares: number; wallet: string; network: string; code?: string };

/** GET /api/shares/sell-back/quote → eligible and locked shares, the next date, the price, the fee rate. */
export const sellBackQuoteOptions = () =>
  apiQuery([...mySellBacksKey, "quote"], () => apiRequest<SellBackQuote>("/api/shares/sell-back/quote"), "Failed to fetch data");

/** GET /api/shares/sell-backs?page={n}&status={s} (admin). */
export const allSellBacksOptions = (page: number, status: SellBackStatus | undefined) =>
  apiQuery(
    [...adminSellBacksKey, status ?? "All", page],
    async (): Promise<SellBackPage> => {
      const data = await apiRequest<Partial<SellBackPage>>(`/api/shares/sell-backs?page=${page}${statusParam(status)}`);
      return { sellBacks: data?.sellBacks ?? [], totalPages: data?.totalPages ?? 1, currentPage: data?.currentPage ?? page };
    },
    "Failed to fetch sell-backs",
    { keepPrevious: true },
  );

export const useSellBackQuote = () => useQuery(sellBackQuoteOptions());
export const useAllSellBacks = (page: number, status: SellBackStatus | undefined) => useQuery(allSellBacksOptions(page, status));

/** POST /api/shares/sell-back (Idempotency-Key). */
export function useRequestSellBack() {
  return useMoneyMutation({
    mutationFn: (input: SellBackRequest, idempotencyKey: string) =>
      apiRequest("/api/shares/sell-back", { method: "POST", body: input, idempotencyKey }),
    errorMessage: "Request failed",
    invalidates: [mySellBacksKey],
  });
}

/** PUT /api/shares/sell-back/{approve|reject}/{id} (Idempotency-Key). */
export function useReviewSellBack() {
  return useMoneyMutation({
    mutationFn: reviewFetcher<unknown, SellBackDecision>((id, decision) => `/api/shares/sell-back/${decision}/${id}`),
    errorMessage: "Action failed",
    invalidates: [adminSellBacksKey, adminStatsQueryOptions().queryKey, pendingCountsQueryOptions().queryKey],
  });
}

/** PUT /api/shares/sell-back/{id}/cancel → { message, sellBack }: the held shares come back; 409 when already decided. */
export function useCancelSellBack() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: mySellBacksKey });
  const mutation = useMoneyMutation({
    mutationFn: (id: string, idempotencyKey: string) =>
      apiRequest<{ message?: string }>(`/api/shares/sell-back/${encodeURIComponent(id)}/cancel`, { method: "PUT", idempotencyKey }),
    errorMessage: "Request failed",
    onSuccess: refresh,
  });
  return { ...mutation, refresh };
}
