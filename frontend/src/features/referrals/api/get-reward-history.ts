import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import type { referralRewardHistoryResponse } from "@app/contracts";
import type { z } from "zod";
import { apiQuery } from "@/lib/queries/api-query";

type ReferralRewardEntry = z.infer<typeof referralRewardHistoryResponse>["history"][number];

/** GET /api/user/referral-rewards/history → history. */
export async function getRewardHistory(): Promise<ReferralRewardEntry[]> {
  const data = await apiRequest<{ history?: ReferralRewardEntry[] }>("/api/user/referral-rewards/history");
  return data?.history ?? [];
}

export const rewardHistoryQueryOptions = () =>
  apiQuery(["user", "referral-rewards", "history"], getRewardHistory, "Failed to load referral data");

export const useRewardHistory = () => useQuery(rewardHistoryQueryOptions());
