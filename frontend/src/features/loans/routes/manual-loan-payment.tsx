import { Link } from "react-router-dom";
import { Loader } from "@/components/loader";
import { Page } from "@/components/page";
import { VerifyEmailNotice } from "@/components/verify-email-notice";
import { formatUsd } from "@/lib/format";
import { useLoanSummary } from "../api/get-loan-summary";
import { useRepaymentWallet } from "../api/get-repayment-wallet";
import { ManualPaymentForm } from "../components/manual-payment-form";
import "../loans.css";

/**
 * /manual-loan-payment: the exact amount and where to send it (the buy step's payment box), then
 * the receipt for an admin's review.
 */
export default function ManualLoanPaymentRoute() {
  const summary = useLoanSummary("Failed to fetch loan details");
  const loan = summary.data;
  const repayment = useRepaymentWallet();
  return (
    <Page title="Manual Loan Payment" narrow>
      <VerifyEmailNotice action="pay your loan" />
      <div className="loans-page">
        <p>
          Send your repayment in USDT to the wallet address below, on the network shown with it, then upload a screenshot of the receipt. An
          admin will review it and apply it to your loan.
        </p>
        {loan ? (
          <p>
            Remaining balance: <strong>{formatUsd(loan.remaining)}</strong>
          </p>
        ) : null}
        {summary.isPending || repayment.isPending ? (
          <Loader />
        ) : loan ? (
          <ManualPaymentForm loanId={loan.loanId} remaining={loan.remaining} repayment={repayment} />
        ) : (
          <p className="empty">No active loan found.</p>
        )}
        <p>
          <Link to="/loans" className="btn btn-secondary">
            Back to Loans
          </Link>
        </p>
      </div>
    </Page>
  );
}
