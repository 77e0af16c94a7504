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

export const prefetch = prefetching(
  () => portalStatusQueryOptions(LOAD_ERROR),
  () => loanSummaryQueryOptions(),
  () => profileQueryOptions(LOAD_ERROR),
);

/**
 * /loans, the one loan page: the current loan and its repayments, the terms, and the apply form
 * only when the investor may apply (else why not). A failed summary counts as no loan (spec).
 */
export default function LoansRoute() {
  const portal = usePortalStatus(LOAD_ERROR);
  const summary = useLoanSummary();
  const profile = useProfile(LOAD_ERROR);
  const loan = summary.isError ? null : (summary.data ?? null);
  const history = useMyLoanHistory(!!loan);
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
              </div>
            ) : null}
          </>
        ) : (
          <section className="card center" aria-labelledby="no-loan-title">
            <h2 id="no-loan-title">No active or past loan found</h2>
            {eligibility.canApply ? <p>You currently have no loan. You can apply for one now.</p> : null}
          </section>
        )}
        <LoanApplySection eligibility={eligibility} twoFactor={profile.data?.twoFactorEnabled === true} />
        <LoanTerms withCollateral={!eligibility.canApply} />
        {loan ? (
          <section className="card" aria-labelledby="repayment-history-title">
            <h2 id="repayment-history-title">Repayment History</h2>
            {history.isPending ? <Loader /> : <RepaymentTable history={history.data ?? []} />}
          </section>
        ) : null}
      </div>
    </Page>
  );
}
