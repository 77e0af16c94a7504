import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import type { InvestorStream } from "./types";
import { apiQuery } from "@/lib/queries/api-query";

export const investorStreamPath = (userId: string) => `/api/audit/investors/${encodeURIComponent(userId)}/stream`;

/** GET /api/audit/investors/{userId}/stream: every event with its transfers and balances after it. */
export function getInvestorStream(userId: string): Promise<InvestorStream> {
  return apiRequest<InvestorStream>(investorStreamPath(userId));
}

export const investorStreamQueryOptions = (userId: string) =>
  apiQuery(["audit", "stream", userId], () => getInvestorStream(userId), "Failed to load the investor's stream");

export const useInvestorStream = (userId: string) => useQuery(investorStreamQueryOptions(userId));
