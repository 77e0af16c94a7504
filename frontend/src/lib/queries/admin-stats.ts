import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { toNumber } from "@/lib/format";

export type AdminStats = {
  registeredUsers: number;
  totalSharesPurchased: number;
  approvedWithdrawals: number;
  totalFees: number;
};

/**
 * GET /api/admin/stats: the four dashboard cards in one call (the server's sum over all users,
 * rather than downloading every user to count them).
 */
export async function getAdminStats(): Promise<AdminStats> {
  const data = await apiRequest<Partial<AdminStats>>("/api/admin/stats");
  return {
    registeredUsers: toNumber(data?.registeredUsers),
    totalSharesPurchased: toNumber(data?.totalSharesPurchased),
    approvedWithdrawals: toNumber(data?.approvedWithdrawals),
    totalFees: toNumber(data?.totalFees),
  };
}

/** Also read by the money screens' confirmations (how many users, how many shares); they pass no failure text. */
export const adminStatsQueryOptions = (errorMessage?: string) =>
  queryOptions({ queryKey: ["admin", "stats"], queryFn: getAdminStats, meta: { errorMessage } });

export function useAdminStats(errorMessage?: string) {
  return useQuery(adminStatsQueryOptions(errorMessage));
}
