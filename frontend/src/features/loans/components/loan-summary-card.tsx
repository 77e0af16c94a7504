import { RejectionReason } from "@/components/rejection-reason";
import { Figures } from "@/components/figures";
import { formatDate, formatUsd } from "@/lib/format";
import type { loanSummaryResponse } from "@app/contracts";
import type { z } from "zod";
import { LoanProgress } from "./loan-progress";
import { LoanStatus, RemainingBalance } from "./loan-status";
import { WalletText } from "./payout-wallet";
import { PayoutState } from "@/components/payout-state";

export type LoanSummary = z.infer<typeof loanSummaryResponse>;

/** The current loan on /loans: what was asked, the charge, what is owed, where it was paid, and the progress. */
export function LoanSummaryCard({ loan }: { loan: LoanSummary }) {
  return (
    <section className="card" aria-labelledby="loan-summary-title">
      <h2 id="loan-summary-title">My Loan Summary</h2>
      <Figures
        items={[
          { label: "Amount Requested", value: formatUsd(loan.amountRequested) },
          { label: "Company Charge (10%)", value: formatUsd(loan.companyCharge) },
          { label: "Total Payable", value: formatUsd(loan.totalPayable) },
          {
            label: "Remaining Balance",
            value: <RemainingBalance remaining={loan.remaining}>{formatUsd(loan.remaining)}</RemainingBalance>,
          },
          {
            label: "Status",
            value: (
              <>
                <LoanStatus status={loan.status} />
                <RejectionReason reason={loan.rejectionReason} />
              </>
            ),
          },
          !!loan.wallet && {
            label: "Paid To",
            value: (
              <>
                <WalletText wallet={loan.wallet} /> {loan.network ? <span className="muted">({loan.network})</span> : null}{" "}
                <PayoutState payout={loan.payout} />
              </>
            ),
            className: "break",
          },
          { label: "Repayment Method", value: loan.repaymentMethod || "-" },
          { label: "Approved On", value: loan.approvedAt ? formatDate(loan.approvedAt) : "-" },
          !!loan.paidAt && { label: "Cleared On", value: formatDate(loan.paidAt) },
        ]}
      />
      <LoanProgress totalPayable={loan.totalPayable} remaining={loan.remaining} />
    </section>
  );
}
