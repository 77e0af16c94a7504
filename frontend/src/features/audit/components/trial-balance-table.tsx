import { StatusBadge } from "@/components/status-badge";
import type { TrialBalance } from "../api/types";
import { AuditTableFrame } from "./audit-table";
import { formatLedgerAmount, isZeroAmount } from "./ledger-amount";
import { NamedId } from "./named-id";

const amount = (value: string | null) => (value === null ? "" : formatLedgerAmount(value));

const headers = [
  { header: "Account" },
  { header: "Normal side" },
  { header: "Debits", className: "amount" },
  { header: "Credits", className: "amount" },
  { header: "Debit balance", className: "amount" },
  { header: "Credit balance", className: "amount" },
];

/**
 * Every account with its debits and credits, then its balance as a positive amount in the Debit
 * or Credit balance column (the convention of contracts `balanceColumns`: a credit-normal account
 * such as an investor's profit shows a Credit balance, a debit-normal one such as the treasury a
 * Debit balance). The ledger balances when both balance columns total the same.
 */
export function TrialBalanceTable({ trialBalance }: { trialBalance: TrialBalance }) {
  const { accounts, totals } = trialBalance;
  const balanced = isZeroAmount(totals.balance) && totals.debits === totals.credits;
  return (
    <>
      <p>
        {balanced ? (
          <StatusBadge status="balanced" tone="success" label="Balanced: total 0.00" />
        ) : (
          <StatusBadge status="unbalanced" tone="danger" label={`Out of balance by ${formatLedgerAmount(totals.balance)}`} />
        )}
      </p>
      <AuditTableFrame caption="Trial balance" className="trial-balance" headers={headers}>
        {accounts.map((row) => (
          <tr key={row.account}>
            <td>
              <NamedId name={row.accountName} id={row.account} />
            </td>
            <td>{row.normal === "debit" ? "Debit" : "Credit"}</td>
            <td className="amount">{formatLedgerAmount(row.debits)}</td>
            <td className="amount">{formatLedgerAmount(row.credits)}</td>
            <td className="amount">{amount(row.debitBalance)}</td>
            <td className="amount">{amount(row.creditBalance)}</td>
          </tr>
        ))}
        {accounts.length === 0 ? (
          <tr>
            <td colSpan={6} className="empty">
              No journal entries at this point.
            </td>
          </tr>
        ) : null}
        <tr className="totals-row">
          <td>
            <strong>Total</strong>
          </td>
          <td />
          <td className="amount">{formatLedgerAmount(totals.debits)}</td>
          <td className="amount">{formatLedgerAmount(totals.credits)}</td>
          <td className="amount">
            <strong>{formatLedgerAmount(totals.debitBalance)}</strong>
          </td>
          <td className="amount">
            <strong>{formatLedgerAmount(totals.creditBalance)}</strong>
          </td>
        </tr>
      </AuditTableFrame>
    </>
  );
}
