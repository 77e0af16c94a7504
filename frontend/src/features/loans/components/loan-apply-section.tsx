import { Figures } from "@/components/figures";
import { Link } from "react-router-dom";
import { formatShares, formatUsd } from "@/lib/format";
import { useLoanLimits } from "../api/get-loan-limits";
import type { LoanEligibility } from "../loan-eligibility";
import { LoanRequestForm } from "./loan-request-form";

type Props = { eligibility: LoanEligibility; twoFactor: boolean };

/** 'Apply for Loan' with the server's capital and Min/Max when the investor may apply; otherwise why not. */
export function LoanApplySection({ eligibility, twoFactor }: Props) {
  const limits = useLoanLimits(eligibility.canApply);
  if (!eligibility.canApply) {
    const closed = eligibility.reason === "portal-closed";
    return (
      <section className="card" aria-labelledby="loan-apply-title">
        <h2 id="loan-apply-title">{closed ? "Loan Portal Closed" : "Apply for Loan"}</h2>
        <p role="status">{eligibility.explanation}</p>
        {closed ? (
          <Link to="/dashboard" className="btn btn-secondary">
            Back to Dashboard
          </Link>
        ) : null}
      </section>
    );
  }
  return (
    <section className="card" aria-labelledby="loan-apply-title">
      <h2 id="loan-apply-title">Apply for Loan</h2>
      <p>You can borrow 1% to 20% of your investment capital: shares you own and are not selling × $100.</p>
      {limits.isPending ? (
        <p role="status">Loading loan request page...</p>
      ) : limits.data ? (
        <>
          <Figures
            items={[
              { label: "Investment Capital", value: formatUsd(limits.data.investmentCapital) },
              { label: "Max Loan (20%)", value: formatUsd(limits.data.maxLoan) },
              { label: "Min Loan (1%)", value: formatUsd(limits.data.minLoan) },
            ]}
          />
          {limits.data.sharesHeldBySellBack > 0 ? (
            <p className="field-hint" role="note">
              {formatShares(limits.data.sharesHeldBySellBack)} share(s) held by your pending sell-back are left out of your investment
              capital.
            </p>
          ) : null}
          {limits.data.investmentCapital > 0 ? (
            <LoanRequestForm limits={limits.data} twoFactor={twoFactor} />
          ) : (
            <p className="empty">You need shares to request a loan.</p>
          )}
        </>
      ) : (
        <p className="empty">Failed to load loan information</p>
      )}
    </section>
  );
}
