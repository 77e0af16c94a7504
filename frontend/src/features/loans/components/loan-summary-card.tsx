import { formatDate, formatUsd } from "@/lib/format";
import type { loanSummaryResponse } from "@app/contracts";
import type { z } from "zod";
import { LoanProgress } from "./loan-progress";
import { LoanStatus, RemainingBalance } from "./loan-status";

type LoanSummary = z.infer<typeof loanSummaryResponse>;

/** The full summary of /loan-summary; `compact` is the loan dashboard's shorter list. */
export function LoanSummaryCard({ loan, compact }: { loan: LoanSummary; compact?: boolean }) {
  return (
    <section className="card" aria-labelledby="loan-summary-title">
      <h2 id="loan-summary-title">{compact ? "My Loan Summary" : "Loan Details"}</h2>
      <dl className="figures">
        <div>
          <dt>Amount Requested</dt>
          <dd>{formatUsd(loan.amountRequested)}</dd>
        </div>
        {compact ? null : (
          <div>
            <dt>Company Charge (10%)</dt>
            <dd>{formatUsd(loan.companyCharge)}</dd>
          </div>
        )}
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
          </dd>
        </div>
        {compact ? null : (
          <>
            <div>
              <dt>Repayment Method</dt>
              <dd>{loan.repaymentMethod || "-"}</dd>
            </div>
            {loan.paidAt ? (
              <div>
                <dt>Cleared On</dt>
                <dd>{formatDate(loan.paidAt)}</dd>
              </div>
            ) : null}
            <div>
              <dt>Approved On</dt>
              <dd>{loan.approvedAt ? formatDate(loan.approvedAt) : "-"}</dd>
            </div>
          </>
        )}
      </dl>
      <LoanProgress totalPayable={loan.totalPayable} remaining={loan.remaining} />
    </section>
  );
}
