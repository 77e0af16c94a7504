import { RejectionReason } from "@/components/rejection-reason";
import { formatDate, formatUsd } from "@/lib/format";
import type { loanSummaryResponse } from "@app/contracts";
import type { z } from "zod";
import { LoanProgress } from "./loan-progress";
import { LoanStatus, RemainingBalance } from "./loan-status";
import { WalletText } from "./payout-wallet";

export type LoanSummary = z.infer<typeof loanSummaryResponse>;

/** The current loan on /loans: what was asked, the charge, what is owed, where it was paid, and the progress. */
export function LoanSummaryCard({ loan }: { loan: LoanSummary }) {
  return (
    <section className="card" aria-labelledby="loan-summary-title">
      <h2 id="loan-summary-title">My Loan Summary</h2>
      <dl className="figures">
        <div>
          <dt>Amount Requested</dt>
          <dd>{formatUsd(loan.amountRequested)}</dd>
        </div>
        <div>
          <dt>Company Charge (10%)</dt>
          <dd>{formatUsd(loan.companyCharge)}</dd>
        </div>
        <div>
          <dt>Total Payable</dt>
          <dd>{formatUsd(loan.totalPayable)}</dd>
        </div>
        <div>
          <dt>Remaining Balance</dt>
          <dd>
            <RemainingBalance remaining={loan.remaining}>{formatUsd(loan.remaining)}</RemainingBalance>
          </dd>
        </div>
        <div>
          <dt>Status</dt>
          <dd>
            <LoanStatus status={loan.status} />
            <RejectionReason reason={loan.rejectionReason} />
          </dd>
        </div>
        {loan.wallet ? (
          <div>
            <dt>Paid To</dt>
            <dd className="break">
              <WalletText wallet={loan.wallet} /> {loan.network ? <span className="muted">({loan.network})</span> : null}
            </dd>
          </div>
        ) : null}
        <div>
          <dt>Repayment Method</dt>
          <dd>{loan.repaymentMethod || "-"}</dd>
        </div>
        <div>
          <dt>Approved On</dt>
          <dd>{loan.approvedAt ? formatDate(loan.approvedAt) : "-"}</dd>
        </div>
        {loan.paidAt ? (
          <div>
            <dt>Cleared On</dt>
            <dd>{formatDate(loan.paidAt)}</dd>
          </div>
        ) : null}
      </dl>
      <LoanProgress totalPayable={loan.totalPayable} remaining={loan.remaining} />
    </section>
  );
}
