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

export const adminStatsQueryOptions = () =>
  queryOptions({ queryKey: ["admin", "stats"], queryFn: getAdminStats, meta: { errorMessage: "Failed to load dashboard data" } });

export function useAdminStats() {
  return useQuery(adminStatsQueryOptions());
}
