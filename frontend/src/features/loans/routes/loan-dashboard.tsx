import type { QueryClient } from "@tanstack/react-query";
import { Link } from "react-router-dom";
import { portalStatusQueryOptions, usePortalStatus } from "../api/get-portal-status";
import { Loader } from "@/components/loader";
import { Page } from "@/components/page";
import { loanSummaryQueryOptions, useLoanSummary } from "../api/get-loan-summary";
import { LoanSummaryCard } from "../components/loan-summary-card";

/** The route's loader starts the page's first reads with the screen's own options. */
export function prefetch(queryClient: QueryClient) {
  return Promise.all([
    queryClient.prefetchQuery(portalStatusQueryOptions("Failed to load loan data")),
    queryClient.prefetchQuery(loanSummaryQueryOptions()),
  ]);
}

/** /loan-dashbord (spelt so) and its alias /loan-dashboard. A failed summary counts as no loan. */
export default function LoanDashboardRoute() {
  const portal = usePortalStatus("Failed to load loan data");
  const summary = useLoanSummary();
  if (portal.isPending || summary.isPending) {
    return (
      <Page title="Loan Dashboard">
        <Loader />
      </Page>
    );
  }
  const loan = summary.isError ? null : summary.data;
  if (!loan && !portal.data) {
    return (
      <Page title="Loan Portal Closed" narrow>
        <p>The loan request system is currently closed. Please check back later.</p>
        <Link to="/dashboard" className="btn btn-secondary">
          Back to Dashboard
        </Link>
      </Page>
    );
  }
  if (!loan) {
    return (
      <Page title="Loan Dashboard" narrow>
        <section className="card center">
          <h2>No Active Loan Found</h2>
          <p>You currently have no loan. You can apply for one now.</p>
          <Link to="/loan-request" className="btn btn-primary">
            Apply for Loan
          </Link>
        </section>
      </Page>
    );
  }
  const settled = loan.remaining <= 0 || loan.status === "Rejected";
  return (
    <Page title="Loan Dashboard" narrow>
      <LoanSummaryCard loan={loan} compact />
      <div className="actions-row">
        {settled ? (
          <Link to="/loan-request" className="btn btn-primary">
            Request New Loan
          </Link>
        ) : (
          <>
            <Link to="/manual-loan-payment" className="btn btn-primary">
              Make Manual Payment
            </Link>
            <Link to="/repayment-history" className="btn btn-secondary">
              View Repayment History
            </Link>
          </>
        )}
        <Link to="/loan-summary" className="btn btn-secondary">
          Loan Summary
        </Link>
      </div>
    </Page>
  );
}
