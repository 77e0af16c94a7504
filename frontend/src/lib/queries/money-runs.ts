import type { MoneyRunView } from "@app/contracts";
import { type QueryKey, queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { RUN_POLL_MS } from "@/config/constants";
import { apiRequest } from "@/lib/api-client";
import { invalidateAll } from "@/lib/use-invalidating-mutation";
import type { RunKind } from "./run-preview";

const runsPath: Record<RunKind, string> = { profit: "/api/profits/runs", reward: "/api/admin/referral-rewards/runs" };
const runsKey: Record<RunKind, string> = { profit: "profit-runs", reward: "reward-runs" };

/** GET …/runs → the kind's runs, newest first as the server sends them. */
export const moneyRunsQueryOptions = (kind: RunKind) =>
  queryOptions({
    queryKey: ["admin", runsKey[kind], "list"],
    queryFn: async () => (await apiRequest<{ runs?: MoneyRunView[] }>(runsPath[kind]))?.runs ?? [],
  });

/** GET …/runs/{runId}; polled every RUN_POLL_MS while the run is running. */
export const moneyRunQueryOptions = (kind: RunKind, runId: string) =>
  queryOptions({
    queryKey: ["admin", runsKey[kind], runId],
    queryFn: () => apiRequest<MoneyRunView>(`${runsPath[kind]}/${encodeURIComponent(runId)}`),
    staleTime: 0,
    refetchInterval: (query) => (query.state.data?.status === "running" || !query.state.data ? RUN_POLL_MS : false),
  });

/**
 * A run screen's reads: the run just started (polled until it ends) and the kind's history,
 * refreshed with `alsoRefresh` once the run completes or fails.
 */
export function useMoneyRunScreen(kind: RunKind, alsoRefresh: readonly QueryKey[] = []) {
  const [runId, setRunId] = useState<string | null>(null);
  const run = useQuery({ ...moneyRunQueryOptions(kind, runId ?? ""), enabled: !!runId });
  const runs = useQuery(moneyRunsQueryOptions(kind));
  const queryClient = useQueryClient();
  const status = run.data?.status;
  const refreshKeys = JSON.stringify(alsoRefresh);
  useEffect(() => {
    if (status === "completed" || status === "failed")
      void invalidateAll(queryClient, [...(JSON.parse(refreshKeys) as QueryKey[]), moneyRunsQueryOptions(kind).queryKey]);
  }, [status, queryClient, kind, refreshKeys]);
  return { run, runs, status, setRunId };
}
