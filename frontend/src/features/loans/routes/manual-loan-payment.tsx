import { Link } from "react-router-dom";
import { useWalletAddresses } from "@/lib/queries/wallet-addresses";
import { CopyButton } from "@/components/copy-button";
import { Loader } from "@/components/loader";
import { Page } from "@/components/page";
import { VerifyEmailNotice } from "@/components/verify-email-notice";
import { formatUsd } from "@/lib/format";
import { useLoanSummary } from "../api/get-loan-summary";
import { ManualPaymentForm } from "../components/manual-payment-form";

export default function ManualLoanPaymentRoute() {
  const summary = useLoanSummary("Failed to fetch loan details");
  const loan = summary.data;
  const wallets = useWalletAddresses();
  return (
    <Page title="Manual Loan Payment" narrow>
      <VerifyEmailNotice action="pay your loan" />
      <section className="card">
        <p>
          Send your repayment in USDT to the wallet address below, then upload a screenshot of the receipt. An admin will review it and
          apply it to your loan.
        </p>
        <p className="address">
          <code>{wallets.repayment}</code>
          {wallets.configured(wallets.repayment) ? (
            <CopyButton text={wallets.repayment} successMessage="Wallet address copied!" label="Copy Address" />
          ) : null}
        </p>
        {loan ? (
          <p>
            Remaining balance: <strong>{formatUsd(loan.remaining)}</strong>
          </p>
        ) : null}
      </section>
      {summary.isPending ? <Loader /> : loan ? <ManualPaymentForm loanId={loan.loanId} /> : <p className="empty">No active loan found.</p>}
      <p>
        <Link to="/loan-summary">Back to Loan Summary</Link>
      </p>
    </Page>
  );
}
