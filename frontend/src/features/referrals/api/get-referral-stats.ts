import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import type { ReferralStatsRow as ReferralStat } from "@app/contracts";
import { apiQuery } from "@/lib/queries/api-query";

/** GET /api/admin/referral-stats → array of referrers with team figures. */
export async function getReferralStats(): Promise<ReferralStat[]> {
  const data = await apiRequest<ReferralStat[] | { stats?: ReferralStat[] }>("/api/admin/referral-stats");
  return Array.isArray(data) ? data : (data?.stats ?? []);
}

export const referralStatsQueryOptions = () => apiQuery(["admin", "referral-stats"], getReferralStats, "Failed to load referral stats");

export const useReferralStats = () => useQuery(referralStatsQueryOptions());
