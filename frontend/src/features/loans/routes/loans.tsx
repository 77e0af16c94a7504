import { Link } from "react-router-dom";
import { Loader } from "@/components/loader";
import { Page } from "@/components/page";
import { RepaymentTable } from "@/components/repayment-table";
import { VerifyEmailNotice } from "@/components/verify-email-notice";
import { profileQueryOptions, useProfile } from "@/lib/queries/profile";
import { loanSummaryQueryOptions, useLoanSummary } from "../api/get-loan-summary";
import { useMyLoanHistory } from "../api/get-my-loan-history";
import { portalStatusQueryOptions, usePortalStatus } from "../api/get-portal-status";
import { LoanApplySection } from "../components/loan-apply-section";
import { LoanSummaryCard } from "../components/loan-summary-card";
import { LoanTerms } from "../components/loan-terms";
import { loanEligibility } from "../loan-eligibility";
import "../loans.css";
import { prefetching } from "@/lib/queries/api-query";

const LOAD_ERROR = "Failed to load loan data";
/** The spec's toasts: a failed summary still counts as no loan; a failed history says so. */
const SUMMARY_ERROR = "Failed to load loan summary";
const PAYMENTS_ERROR = "Failed to load manual payments";

export const prefetch = prefetching(
  () => portalStatusQueryOptions(LOAD_ERROR),
  () => loanSummaryQueryOptions(SUMMARY_ERROR),
  () => profileQueryOptions(LOAD_ERROR),
);

/**
 * /loans, the one loan page: the current loan and its repayments, the terms, and the apply form
 * only when the investor may apply (else why not). A failed summary counts as no loan (spec).
 */
export default function LoansRoute() {
  const portal = usePortalStatus(LOAD_ERROR);
  const summary = useLoanSummary(SUMMARY_ERROR);
  const profile = useProfile(LOAD_ERROR);
  const loan = summary.isError ? null : (summary.data ?? null);
  const history = useMyLoanHistory(!!loan, PAYMENTS_ERROR);
  if (portal.isPending || summary.isPending || profile.isPending) {
    return (
      <Page title="Loans">
        <p role="status">Loading loan request page...</p>
        <Loader />
      </Page>
    );
  }
  const eligibility = loanEligibility(portal.data === true, loan);
  const owing = loan?.status === "Approved" && loan.remaining > 0;
  const repaid = loan?.status === "Paid" || (loan?.status === "Approved" && loan.remaining <= 0);
  return (
    <Page title="Loans">
      <VerifyEmailNotice action="ask for a loan" />
      <div className="loans-page">
        {loan ? (
          <>
            <LoanSummaryCard loan={loan} />
            {owing ? (
              <div className="actions-row">
                <Link to="/manual-loan-payment" className="btn btn-primary">
                  Make Manual Payment
                </Link>
                <a href="#repayment-history-title" className="btn btn-secondary">
                  View Repayment History
                </a>
              </div>
            ) : repaid && eligibility.canApply ? (
              <div className="actions-row">
                <a href="#loan-apply-title" className="btn btn-primary">
                  Request New Loan
                </a>
              </div>
            ) : null}
          </>
        ) : (
          <section className="card center" aria-labelledby="no-loan-title">
            <h2 id="no-loan-title">No Active Loan Found</h2>
            {eligibility.canApply ? (
              <>
                <p>You currently have no loan. You can apply for one now.</p>
                <a href="#loan-apply-title" className="btn btn-primary">
                  Apply for Loan
                </a>
              </>
            ) : null}
          </section>
        )}
        {/* The terms come before the form: what a loan costs and how it is repaid, then the amount. */}
        <LoanTerms withCollateral={!eligibility.canApply} />
        <LoanApplySection eligibility={eligibility} twoFactor={profile.data?.twoFactorEnabled === true} />
        <section className="card" aria-labelledby="repayment-history-title">
          <h2 id="repayment-history-title">Repayment History</h2>
          {!loan ? (
            <p className="empty">Apply for a loan in your dashboard to see your repayment history.</p>
          ) : history.isPending ? (
            <Loader />
          ) : (
            <RepaymentTable history={history.data ?? []} />
          )}
        </section>
      </div>
    </Page>
  );
}
