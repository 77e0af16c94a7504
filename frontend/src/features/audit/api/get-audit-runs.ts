import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import type { AuditRuns } from "./types";

/** GET /api/audit/runs: the last replay and the last verify (each may be null). */
export function getAuditRuns(): Promise<AuditRuns> {
  return apiRequest<AuditRuns>("/api/audit/runs");
}

export const auditRunsQueryOptions = () =>
  queryOptions({ queryKey: ["audit", "runs"], queryFn: getAuditRuns, meta: { errorMessage: "Failed to load the last replay and verify" } });

export function useAuditRuns() {
  return useQuery(auditRunsQueryOptions());
}
