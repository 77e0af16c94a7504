import { useQuery } from "@tanstack/react-query";
import { USER_WITHDRAWAL_PAGE_SIZE } from "@app/contracts/constants";
import { apiRequest } from "@/lib/api-client";
import type { WithdrawalItem as Withdrawal } from "@app/contracts";
import { apiQuery } from "@/lib/queries/api-query";

/** The investor's withdrawal pages: a new request refreshes every page. */
export const myWithdrawalsKey = ["withdrawals", "mine"] as const;

export type WithdrawalPage = { withdrawals: Withdrawal[]; totalPages: number };

/** GET /api/withdrawals?page={n}&limit=5 → withdrawals, totalPages. */
export async function getMyWithdrawals(page: number): Promise<WithdrawalPage> {
  const data = await apiRequest<Partial<WithdrawalPage>>(`/api/withdrawals?page=${page}&limit=${USER_WITHDRAWAL_PAGE_SIZE}`);
  return { withdrawals: data?.withdrawals ?? [], totalPages: data?.totalPages ?? 1 };
}

export const myWithdrawalsQueryOptions = (page = 1) =>
  apiQuery([...myWithdrawalsKey, page], () => getMyWithdrawals(page), "Failed to fetch data", { keepPrevious: true });

export const useMyWithdrawals = (page: number) => useQuery(myWithdrawalsQueryOptions(page));
