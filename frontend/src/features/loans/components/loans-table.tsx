import { formatDate, formatUsd } from "@/lib/format";
import type { LoanView as Loan } from "@app/contracts";
import { LoanActions } from "./loan-actions";
import { LoanStatusBadge } from "./loan-status-badge";
import { Email } from "@/components/email";
import { Figures } from "@/components/figures";
import { RejectionReason } from "@/components/rejection-reason";

type LoanListProps = { loans: Loan[]; onView: (loan: Loan) => void };

/** Wide screens: one row per loan. */
export function LoansTable({ loans, onView }: LoanListProps) {
  return (
    <div className="table-wrap">
      <table className="table-compact">
        <thead>
          <tr>
            {["User", "Amount", "Charge", "Total Payable", "Remaining", "Method", "Status", "Requested", "Actions"].map((h) => (
              <th key={h} scope="col">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {loans.map((loan) => (
            <tr key={loan._id}>
              <td>
                {loan.user?.fullName ?? "-"}
                <br />
                <Email className="muted small" address={loan.user?.email} />
              </td>
              <td>{formatUsd(loan.amountRequested)}</td>
              <td>{formatUsd(loan.companyCharge)}</td>
              <td>{formatUsd(loan.totalPayable)}</td>
              <td>{loan.remaining !== undefined ? formatUsd(loan.remaining) : "-"}</td>
              <td>{loan.repaymentMethod || "-"}</td>
              <td>
                <LoanStatusBadge status={loan.status} />
                <RejectionReason reason={loan.rejectionReason} />
              </td>
              <td>{formatDate(loan.createdAt)}</td>
              <td>
                <LoanActions loan={loan} onView={onView} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Narrow screens: one card per loan. */
export function LoanCards({ loans, onView }: LoanListProps) {
  return (
    <ul className="loan-cards">
      {loans.map((loan) => (
        <li key={loan._id} className="card loan-card">
          <div className="row-between">
            <strong>{loan.user?.fullName ?? "-"}</strong>
            <LoanStatusBadge status={loan.status} />
          </div>
          <p className="muted small">
            <Email address={loan.user?.email} />
          </p>
          <RejectionReason reason={loan.rejectionReason} />
          <Figures
            items={[
              { label: "Amount", value: formatUsd(loan.amountRequested) },
              { label: "Total Payable", value: formatUsd(loan.totalPayable) },
              loan.remaining !== undefined && { label: "Remaining", value: formatUsd(loan.remaining) },
              { label: "Requested", value: formatDate(loan.createdAt) },
            ]}
          />
          <LoanActions loan={loan} onView={onView} />
        </li>
      ))}
    </ul>
  );
}
