import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import type { referralRewardHistoryResponse } from "@app/contracts";
import type { z } from "zod";

type ReferralRewardEntry = z.infer<typeof referralRewardHistoryResponse>["history"][number];

/** GET /api/user/referral-rewards/history → history. */
export async function getRewardHistory(): Promise<ReferralRewardEntry[]> {
  const data = await apiRequest<{ history?: ReferralRewardEntry[] }>("/api/user/referral-rewards/history");
  return data?.history ?? [];
}

export const rewardHistoryQueryOptions = () =>
  queryOptions({
    queryKey: ["user", "referral-rewards", "history"],
    queryFn: getRewardHistory,
    meta: { errorMessage: "Failed to load referral data" },
  });

export function useRewardHistory() {
  return useQuery(rewardHistoryQueryOptions());
}
