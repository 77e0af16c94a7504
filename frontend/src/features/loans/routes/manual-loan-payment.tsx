import { Figures } from "@/components/figures";
import { Link } from "react-router-dom";
import { CopyButton } from "@/components/copy-button";
import { Loader } from "@/components/loader";
import { Page } from "@/components/page";
import { VerifyEmailNotice } from "@/components/verify-email-notice";
import { formatUsd } from "@/lib/format";
import { useLoanSummary } from "../api/get-loan-summary";
import { useRepaymentWallet } from "../api/get-repayment-wallet";
import { ManualPaymentForm } from "../components/manual-payment-form";
import "../loans.css";

/** /manual-loan-payment: where to send a repayment (address and its network), then the receipt for an admin's review. */
export default function ManualLoanPaymentRoute() {
  const summary = useLoanSummary("Failed to fetch loan details");
  const loan = summary.data;
  const repayment = useRepaymentWallet();
  return (
    <Page title="Manual Loan Payment" narrow>
      <VerifyEmailNotice action="pay your loan" />
      <div className="loans-page">
        <section className="card" aria-labelledby="repayment-wallet-title">
          <h2 id="repayment-wallet-title">Where to send your repayment</h2>
          <p>
            Send your repayment in USDT to the wallet address below, on the network shown with it, then upload a screenshot of the receipt.
            An admin will review it and apply it to your loan.
          </p>
          {repayment.isPending ? (
            <Loader />
          ) : (
            <Figures
              items={[
                { label: "Network", value: <strong>{repayment.network || "Ask support for the network before sending"}</strong> },
                { label: "Wallet Address", value: <code className="break">{repayment.address}</code>, className: "address" },
              ]}
            />
          )}
          {repayment.configured ? (
            <CopyButton text={repayment.address} successMessage="Wallet address copied!" label="Copy Address" />
          ) : null}
          <p className="field-hint">Sending on another network loses the money: check the network before you send.</p>
          {loan ? (
            <p>
              Remaining balance: <strong>{formatUsd(loan.remaining)}</strong>
            </p>
          ) : null}
        </section>
        {summary.isPending ? (
          <Loader />
        ) : loan ? (
          <ManualPaymentForm loanId={loan.loanId} />
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
