import { useQuery } from "@tanstack/react-query";
import { ADMIN_WITHDRAWAL_PAGE_SIZE } from "@app/contracts/constants";
import { apiRequest } from "@/lib/api-client";
import type { WithdrawalItem as Withdrawal } from "@app/contracts";
import type { WithdrawalStatus } from "@app/contracts/constants";
import { statusParam } from "@/components/status-filter";
import { apiQuery } from "@/lib/queries/api-query";

/** The admin's withdrawal pages: a decision refreshes every page. */
export const adminWithdrawalsKey = ["admin", "withdrawals"] as const;

export type AdminWithdrawalPage = { withdrawals: Withdrawal[]; totalPages: number };

/** GET /api/withdrawals/admin?page={n}&limit=10&status={s} → withdrawals, totalPages. */
export async function getAdminWithdrawals(page: number, status?: WithdrawalStatus): Promise<AdminWithdrawalPage> {
  const data = await apiRequest<Partial<AdminWithdrawalPage>>(
    `/api/withdrawals/admin?page=${page}&limit=${ADMIN_WITHDRAWAL_PAGE_SIZE}${statusParam(status)}`,
  );
  return { withdrawals: data?.withdrawals ?? [], totalPages: data?.totalPages ?? 1 };
}

export const adminWithdrawalsQueryOptions = (page: number, status: WithdrawalStatus | undefined) =>
  apiQuery([...adminWithdrawalsKey, "list", status ?? "All", page], () => getAdminWithdrawals(page, status), "Failed to load withdrawals", {
    keepPrevious: true,
  });

export const useAdminWithdrawals = (page: number, status: WithdrawalStatus | undefined) =>
  useQuery(adminWithdrawalsQueryOptions(page, status));
