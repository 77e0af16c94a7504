import { Page } from "@/components/page";
import { RunHistory } from "@/components/run-history";
import { RunProgress } from "@/components/run-progress";
import { moneyRunsQueryOptions, useMoneyRunScreen } from "@/lib/queries/money-runs";
import { CreditProfitForm } from "../components/credit-profit-form";
import { prefetching } from "@/lib/queries/api-query";

export const prefetch = prefetching(() => moneyRunsQueryOptions("profit"));

export default function CreditProfitRoute() {
  const { run, runs, status, setRunId } = useMoneyRunScreen("profit");
  return (
    <Page title="Credit Profit" narrow>
      <CreditProfitForm onStarted={setRunId} running={status === "running"} />
      {run.data ? <RunProgress run={run.data} label="Profit run" /> : null}
      <RunHistory runs={runs.data ?? []} emptyText="No profit runs yet." />
    </Page>
  );
}
