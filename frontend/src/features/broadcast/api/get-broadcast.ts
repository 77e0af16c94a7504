import { queryOptions, useQuery } from "@tanstack/react-query";
import { RUN_POLL_MS } from "@/config/constants";
import { apiRequest } from "@/lib/api-client";

export type BroadcastStatus = {
  _id: string;
  subject: string;
  /** queued, sending, completed. */
  status: string;
  recipients: number;
  sent: number;
  failed: number;
  createdAt: string;
  completedAt: string | null;
};

const finished = (status: string | undefined) => status === "completed" || status === "failed";

/** GET /api/admin/broadcasts/{id}; polled until the broadcast is done. */
export function getBroadcast(id: string): Promise<BroadcastStatus> {
  return apiRequest<BroadcastStatus>(`/api/admin/broadcasts/${encodeURIComponent(id)}`);
}

export const broadcastQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ["admin", "broadcasts", id],
    queryFn: () => getBroadcast(id),
    staleTime: 0,
    refetchInterval: (query) => (finished(query.state.data?.status) ? false : RUN_POLL_MS),
    meta: { errorMessage: "Failed to load broadcast progress" },
  });

export function useBroadcast(id: string | null) {
  return useQuery({ ...broadcastQueryOptions(id ?? ""), enabled: !!id });
}
