import type { QueryClient } from "@tanstack/react-query";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { Page } from "@/components/page";
import { RunHistory } from "@/components/run-history";
import { RunProgress } from "@/components/run-progress";
import { useProfitRun } from "../api/get-profit-run";
import { profitRunsQueryOptions, useProfitRuns } from "../api/get-profit-runs";
import { CreditProfitForm } from "../components/credit-profit-form";

/** The route's loader starts the page's first reads with the screen's own options. */
export function prefetch(queryClient: QueryClient) {
  return queryClient.prefetchQuery(profitRunsQueryOptions());
}

export default function CreditProfitRoute() {
  const [runId, setRunId] = useState<string | null>(null);
  const run = useProfitRun(runId);
  const runs = useProfitRuns();
  const queryClient = useQueryClient();
  const status = run.data?.status;

  useEffect(() => {
    if (status === "completed" || status === "failed") {
      void queryClient.invalidateQueries({ queryKey: profitRunsQueryOptions().queryKey });
    }
  }, [status, queryClient]);

  return (
    <Page title="Credit Profit" narrow>
      <CreditProfitForm onStarted={setRunId} running={status === "running"} />
      {run.data ? <RunProgress run={run.data} label="Profit run" /> : null}
      <RunHistory runs={runs.data ?? []} emptyText="No profit runs yet." />
    </Page>
  );
}
