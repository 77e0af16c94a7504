import { Link } from "react-router-dom";
import { Loader } from "@/components/loader";
import { Page } from "@/components/page";
import { useLoanSummary } from "../api/get-loan-summary";
import { useMyLoanHistory } from "../api/get-my-loan-history";
import { LoanSummaryCard } from "../components/loan-summary-card";
import { RepaymentTable } from "@/components/repayment-table";

export default function LoanSummaryRoute() {
  const summary = useLoanSummary("Failed to load loan summary");
  const loan = summary.data;
  const history = useMyLoanHistory(!!loan);
  if (summary.isPending)
    return (
      <Page title="Loan Summary">
        <Loader />
      </Page>
    );
  if (!loan) {
    return (
      <Page title="Loan Summary" narrow>
        <section className="card center">
          <h2>No active or past loan found</h2>
          <p>Apply for a loan in your dashboard to see your repayment history.</p>
          <Link to="/loan-dashbord" className="btn btn-primary">
            Go to Loan Dashboard
          </Link>
        </section>
      </Page>
    );
  }
  return (
    <Page title="Loan Summary">
      <LoanSummaryCard loan={loan} />
      <section className="card" aria-labelledby="repayment-history-title">
        <h2 id="repayment-history-title">Repayment History</h2>
        {history.isPending ? <Loader /> : <RepaymentTable history={history.data ?? []} />}
      </section>
      <div className="actions-row">
        {loan.remaining > 0 && loan.status === "Approved" ? (
          <Link to="/manual-loan-payment" className="btn btn-primary">
            Make Manual Payment
          </Link>
        ) : null}
        <Link to="/loan-dashbord" className="btn btn-secondary">
          Back to Loan Dashboard
        </Link>
      </div>
    </Page>
  );
}
