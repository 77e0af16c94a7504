import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { toNumber } from "@/lib/format";

export type ReferralVolume = { totalShares: number; totalValue: number };

/** GET /api/user/referral-volume → totalShares, totalValue. */
export async function getReferralVolume(): Promise<ReferralVolume> {
  const data = await apiRequest<Partial<ReferralVolume>>("/api/user/referral-volume");
  return { totalShares: toNumber(data?.totalShares), totalValue: toNumber(data?.totalValue) };
}

export const referralVolumeQueryOptions = (errorMessage?: string) =>
  queryOptions({ queryKey: ["user", "referral-volume"], queryFn: getReferralVolume, meta: { errorMessage } });

export function useReferralVolume(errorMessage?: string) {
  return useQuery(referralVolumeQueryOptions(errorMessage));
}
