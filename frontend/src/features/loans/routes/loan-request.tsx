import { Link } from "react-router-dom";
import { useProfile } from "@/lib/queries/profile";
import { usePortalStatus } from "../api/get-portal-status";
import { Page } from "@/components/page";
import { VerifyEmailNotice } from "@/components/verify-email-notice";
import { investmentCapital, loanLimits } from "../loan-figures";
import { formatUsd } from "@/lib/format";
import { LoanRequestForm } from "../components/loan-request-form";

const LOAD_ERROR = "Failed to load loan information";

export default function LoanRequestRoute() {
  const portal = usePortalStatus(LOAD_ERROR);
  const profile = useProfile(LOAD_ERROR);

  if (portal.isPending || profile.isPending) {
    return (
      <Page title="Apply for Loan" narrow heading={<span />}>
        <p role="status">Loading loan request page...</p>
      </Page>
    );
  }
  if (!portal.data) {
    return (
      <Page title="Loan Portal Closed" narrow>
        <p>The loan request system is currently closed. Please check back later.</p>
        <Link to="/dashboard" className="btn btn-secondary">
          Back to Dashboard
        </Link>
      </Page>
    );
  }
  const sharesOwned = profile.data?.sharesOwned ?? 0;
  const { min, max } = loanLimits(sharesOwned);
  return (
    <Page title="Apply for Loan" narrow>
      <VerifyEmailNotice action="borrow" />
      <p className="lead">You can borrow from 1% to 20% of your investment capital.</p>
      <dl className="figures card">
        <div>
          <dt>Investment Capital</dt>
          <dd>{formatUsd(investmentCapital(sharesOwned))}</dd>
        </div>
        <div>
          <dt>Max Loan (20%)</dt>
          <dd>{formatUsd(max)}</dd>
        </div>
        <div>
          <dt>Min Loan (1%)</dt>
          <dd>{formatUsd(min)}</dd>
        </div>
      </dl>
      <LoanRequestForm sharesOwned={sharesOwned} />
      <p>
        <Link to="/dashboard">Back to Dashboard</Link>
      </p>
    </Page>
  );
}
