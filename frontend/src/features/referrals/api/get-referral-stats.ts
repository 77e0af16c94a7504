import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import type { ReferralStatsRow as ReferralStat } from "@app/contracts";

/** GET /api/admin/referral-stats → array of referrers with team figures. */
export async function getReferralStats(): Promise<ReferralStat[]> {
  const data = await apiRequest<ReferralStat[] | { stats?: ReferralStat[] }>("/api/admin/referral-stats");
  return Array.isArray(data) ? data : (data?.stats ?? []);
}

export const referralStatsQueryOptions = () =>
  queryOptions({
    queryKey: ["admin", "referral-stats"],
    queryFn: getReferralStats,
    meta: { errorMessage: "Failed to load referral stats" },
  });

export function useReferralStats() {
  return useQuery(referralStatsQueryOptions());
}
