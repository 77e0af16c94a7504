import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import type { InvestorStream } from "./types";

export const investorStreamPath = (userId: string) => `/api/audit/investors/${encodeURIComponent(userId)}/stream`;

/** GET /api/audit/investors/{userId}/stream: every event with its transfers and balances after it. */
export function getInvestorStream(userId: string): Promise<InvestorStream> {
  return apiRequest<InvestorStream>(investorStreamPath(userId));
}

export const investorStreamQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: ["audit", "stream", userId],
    queryFn: () => getInvestorStream(userId),
    meta: { errorMessage: "Failed to load the investor's stream" },
  });

export function useInvestorStream(userId: string) {
  return useQuery(investorStreamQueryOptions(userId));
}
