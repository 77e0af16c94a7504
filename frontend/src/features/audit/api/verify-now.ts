import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ApiError, apiRequest } from "@/lib/api-client";
import { auditRunsQueryOptions } from "./get-audit-runs";
import type { VerifyStatus } from "./types";

/** GET /api/audit/verify: whether a verification runs now, and the last recorded one. */
export function getVerifyStatus(): Promise<VerifyStatus> {
  return apiRequest<VerifyStatus>("/api/audit/verify");
}

/** Polled every second while a verification runs; idle otherwise. */
export const verifyStatusQueryOptions = () =>
  queryOptions({
    queryKey: ["audit", "verify"],
    queryFn: getVerifyStatus,
    refetchInterval: (query) => (query.state.data?.status === "running" ? 1000 : false),
    meta: { errorMessage: "Failed to load the verification's status" },
  });

export function useVerifyStatus() {
  return useQuery(verifyStatusQueryOptions());
}

/**
 * POST /api/audit/verify: starts the ledger verification in the background (202). A 409 means
 * one already runs: that one is followed instead, nothing new starts.
 */
export async function startVerify(): Promise<VerifyStatus> {
  try {
    return await apiRequest<VerifyStatus>("/api/audit/verify", { method: "POST", body: {} });
  } catch (error) {
    if (error instanceof ApiError && error.status === 409) return getVerifyStatus();
    throw error;
  }
}

export function useStartVerify() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startVerify,
    meta: { errorMessage: "Failed to start the verification" },
    onSuccess: (status) => {
      queryClient.setQueryData(verifyStatusQueryOptions().queryKey, status);
      return queryClient.invalidateQueries({ queryKey: auditRunsQueryOptions().queryKey });
    },
  });
}
