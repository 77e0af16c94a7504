import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import type { TrialBalance } from "./types";
import { apiQuery } from "@/lib/queries/api-query";

/** "As of" a date (YYYY-MM-DD, end of that day UTC) and/or a global position; empty = now. */
export type TrialBalancePoint = { asOf?: string; position?: string };

export function trialBalanceQueryString(point: TrialBalancePoint): string {
  const params = new URLSearchParams();
  if (point.asOf?.trim()) params.set("asOf", point.asOf.trim());
  if (point.position?.trim()) params.set("position", point.position.trim());
  const text = params.toString();
  return text ? `?${text}` : "";
}

/** GET /api/audit/trial-balance?asOf=&position=. */
export function getTrialBalance(point: TrialBalancePoint): Promise<TrialBalance> {
  return apiRequest<TrialBalance>(`/api/audit/trial-balance${trialBalanceQueryString(point)}`);
}

export const trialBalanceQueryOptions = (point: TrialBalancePoint) =>
  apiQuery(
    ["audit", "trial-balance", point.asOf ?? "", point.position ?? ""],
    () => getTrialBalance(point),
    "Failed to load the trial balance",
    { keepPrevious: true },
  );

export const useTrialBalance = (point: TrialBalancePoint) => useQuery(trialBalanceQueryOptions(point));
