import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import type { referralListResponse } from "@app/contracts";
import type { z } from "zod";

type ReferredUser = z.infer<typeof referralListResponse>["referrals"][number];

export type ReferralsResponse = { referrals: ReferredUser[]; referralCode: string };

/** GET /api/user/referrals → referrals, referralCode. */
export async function getReferrals(): Promise<ReferralsResponse> {
  const data = await apiRequest<Partial<ReferralsResponse>>("/api/user/referrals");
  return { referrals: data?.referrals ?? [], referralCode: data?.referralCode ?? "" };
}

export const referralsQueryOptions = (errorMessage?: string) =>
  queryOptions({ queryKey: ["user", "referrals"], queryFn: getReferrals, meta: { errorMessage } });

export function useReferrals(errorMessage?: string) {
  return useQuery(referralsQueryOptions(errorMessage));
}
