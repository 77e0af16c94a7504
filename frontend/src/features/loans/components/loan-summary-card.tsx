import { networkLabel } from "@/lib/network-names";
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

/** The product's repayment methods in the investor's words (the API keeps its own values). */
export function repaymentMethodText(method: string): string {
  if (method === "profit") return "Repaid from your weekly profit";
  if (method === "manual") return "Manual payments";
  if (method === "write-off") return "Written off by an admin";
  return method || "-";
}

/**
 * The current loan on /loans: what was asked, the charge, what is owed, where it is paid, and the
 * progress. Before an admin approves it nothing has been paid or owed yet, and it says so.
 */
export function LoanSummaryCard({ loan }: { loan: LoanSummary }) {
  const pending = loan.status === "Pending";
  const decided = loan.status === "Approved" || loan.status === "Paid";
  return (
    <section className="card" aria-labelledby="loan-summary-title">
      <h2 id="loan-summary-title">My Loan Summary</h2>
      <Figures
        items={[
          { label: "Amount Requested", value: formatUsd(loan.amountRequested) },
          { label: "Company Charge (10%)", value: formatUsd(loan.companyCharge) },
          { label: "Total Payable", value: formatUsd(loan.totalPayable) },
          decided && {
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
            label: pending ? "Will be paid to" : "Paid To",
            value: (
              <>
                <WalletText wallet={loan.wallet} /> {loan.network ? <span className="muted">({networkLabel(loan.network)})</span> : null}{" "}
                <PayoutState payout={loan.payout} />
              </>
            ),
            className: "break",
          },
          { label: "Repayment Method", value: repaymentMethodText(loan.repaymentMethod) },
          decided && { label: "Approved On", value: loan.approvedAt ? formatDate(loan.approvedAt) : "-" },
          !!loan.paidAt && { label: "Cleared On", value: formatDate(loan.paidAt) },
        ]}
      />
      {pending ? (
        <p className="field-hint" role="note">
          Nothing is owed until an admin approves this request; then {formatUsd(loan.amountRequested)} is paid to your wallet.
        </p>
      ) : decided ? (
        <LoanProgress totalPayable={loan.totalPayable} remaining={loan.remaining} />
      ) : null}
    </section>
  );
}
