import { StatusBadge } from "@/components/status-badge";
import type { TrialBalance } from "../api/types";
import { formatLedgerAmount, isZeroAmount } from "./ledger-amount";

/**
 * Every account with its debits, credits and balance (credits - debits), then the totals row.
 * The ledger balances when the totals' balance is exactly zero; anything else is flagged.
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
      <div className="table-wrap">
        <table className="data-table table-compact trial-balance">
          <caption className="sr-only">Trial balance</caption>
          <thead>
            <tr>
              <th scope="col">Account</th>
              <th scope="col">Normal side</th>
              <th scope="col">Debits</th>
              <th scope="col">Credits</th>
              <th scope="col">Balance</th>
            </tr>
          </thead>
          <tbody>
            {accounts.map((row) => (
              <tr key={row.account}>
                <td data-label="Account" className="break">
                  {row.account}
                </td>
                <td data-label="Normal side">{row.normal}</td>
                <td data-label="Debits">{formatLedgerAmount(row.debits)}</td>
                <td data-label="Credits">{formatLedgerAmount(row.credits)}</td>
                <td data-label="Balance">{formatLedgerAmount(row.balance)}</td>
              </tr>
            ))}
            {accounts.length === 0 ? (
              <tr>
                <td colSpan={5} className="empty">
                  No journal entries at this point.
                </td>
              </tr>
            ) : null}
            {/* Totals stay in the body so the phone layout stacks them as one more card. */}
            <tr className="totals-row">
              <td data-label="Account">
                <strong>Total</strong>
              </td>
              <td data-label="Normal side" />
              <td data-label="Debits">{formatLedgerAmount(totals.debits)}</td>
              <td data-label="Credits">{formatLedgerAmount(totals.credits)}</td>
              <td data-label="Balance">
                <strong>{formatLedgerAmount(totals.balance)}</strong>
              </td>
            </tr>
          </tbody>
        </table>
      </div>
    </>
  );
}
