import type { QueryClient } from "@tanstack/react-query";
import { Link } from "react-router-dom";
import { Loader } from "@/components/loader";
import { Page } from "@/components/page";
import { formatUsd } from "@/lib/format";
import { loanSummaryQueryOptions, useLoanSummary } from "../api/get-loan-summary";
import { myLoanHistoryQueryOptions, useMyLoanHistory } from "../api/get-my-loan-history";
import { LoanProgress } from "../components/loan-progress";
import { RepaymentTable } from "@/components/repayment-table";

/** The route's loader starts the page's first reads with the screen's own options. */
export function prefetch(queryClient: QueryClient) {
  return Promise.all([
    queryClient.prefetchQuery(loanSummaryQueryOptions("Failed to load loan summary")),
    queryClient.prefetchQuery(myLoanHistoryQueryOptions()),
  ]);
}

/** Linked from the loan dashboard: every amount applied to the investor's loan. */
export default function RepaymentHistoryRoute() {
  const summary = useLoanSummary("Failed to load loan summary");
  const history = useMyLoanHistory();
  const loan = summary.data;
  return (
    <Page title="Repayment History">
      {loan ? (
        <section className="card" aria-label="Loan balance">
          <p>
            Total payable {formatUsd(loan.totalPayable)} · Remaining {formatUsd(loan.remaining)}
          </p>
          <LoanProgress totalPayable={loan.totalPayable} remaining={loan.remaining} />
        </section>
      ) : null}
      <section className="card">{history.isPending ? <Loader /> : <RepaymentTable history={history.data ?? []} />}</section>
      <div className="actions-row">
        <Link to="/loan-summary" className="btn btn-secondary">
          Back to Loan Summary
        </Link>
        <Link to="/loan-dashbord" className="btn btn-secondary">
          Loan Dashboard
        </Link>
      </div>
    </Page>
  );
}
