import type { RunPreviewResponse } from "@app/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";

export type RunKind = "profit" | "reward";

const previewPath: Record<RunKind, string> = {
  profit: "/api/profits/preview",
  reward: "/api/admin/referral-rewards/preview",
};

/** GET …/preview?percentage=: who a run started now would credit and how much, and the last 7 days' run. */
export const runPreviewQueryOptions = (kind: RunKind, percentage: string) =>
  queryOptions({
    queryKey: ["admin", "run-preview", kind, percentage],
    queryFn: () => apiRequest<RunPreviewResponse>(`${previewPath[kind]}?percentage=${encodeURIComponent(percentage)}`),
  });

export function useRunPreview(kind: RunKind, percentage: string | null) {
  return useQuery({ ...runPreviewQueryOptions(kind, percentage ?? ""), enabled: percentage !== null && percentage !== "" });
}
