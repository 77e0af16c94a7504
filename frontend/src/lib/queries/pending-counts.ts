import type { PendingCountsResponse } from "@app/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";

export type PendingQueue = keyof PendingCountsResponse;

/**
 * GET /api/admin/pending-counts: what waits for an admin, per queue (dashboard tiles, admin nav
 * badges). Polled: an investor's new request shows up without a reload.
 */
export const pendingCountsQueryOptions = () =>
  queryOptions({
    queryKey: ["admin", "pending-counts"],
    queryFn: () => apiRequest<PendingCountsResponse>("/api/admin/pending-counts"),
    refetchInterval: 30_000,
  });

export function usePendingCounts(enabled = true) {
  return useQuery({ ...pendingCountsQueryOptions(), enabled });
}

/** The sum of the named queues' counts (Loans = loan requests + manual loan payments). */
export function pendingOf(counts: PendingCountsResponse | undefined, queues: readonly PendingQueue[] | undefined): number {
  if (!counts || !queues) return 0;
  return queues.reduce((sum, queue) => sum + (counts[queue] ?? 0), 0);
}

/** The accessible name of a link with a count: "Withdrawals, 3 pending". */
export const pendingLabel = (label: string, pending: number) => (pending > 0 ? `${label}, ${pending} pending` : label);
