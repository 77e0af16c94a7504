import type { AuditReservesResponse, ReserveHistoryResponse } from "@app/contracts";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";

/** GET /api/audit/reserves: each checked network read now (on chain, ledger, difference). */
export const reservesQueryOptions = () =>
  queryOptions({
    queryKey: ["audit", "reserves"],
    queryFn: () => apiRequest<AuditReservesResponse>("/api/audit/reserves"),
    meta: { errorMessage: "Failed to read the reserves" },
  });

/** GET /api/audit/reserves/history: the kept readings, newest first. */
export const reserveHistoryQueryOptions = () =>
  queryOptions({
    queryKey: ["audit", "reserves", "history"],
    queryFn: () => apiRequest<ReserveHistoryResponse>("/api/audit/reserves/history"),
    meta: { errorMessage: "Failed to load the reserves history" },
  });

export function useReserves() {
  return useQuery(reservesQueryOptions());
}

export function useReserveHistory() {
  return useQuery(reserveHistoryQueryOptions());
}

/** POST /api/audit/reserves/read: reads and keeps a reading now. */
export function useReadReservesNow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<AuditReservesResponse>("/api/audit/reserves/read", { method: "POST", body: {} }),
    meta: { errorMessage: "Failed to read the reserves" },
    onSuccess: (answer) => {
      queryClient.setQueryData(reservesQueryOptions().queryKey, answer);
      return queryClient.invalidateQueries({ queryKey: reserveHistoryQueryOptions().queryKey });
    },
  });
}
