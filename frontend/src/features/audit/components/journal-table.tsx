import { Fragment } from "react";
import { formatDateTime } from "@/lib/format";
import type { JournalEntry } from "../api/types";
import { AuditTableFrame } from "./audit-table";
import { formatLedgerAmount } from "./ledger-amount";
import { NamedId, ShortId } from "./named-id";

function Stream({ entry }: { entry: JournalEntry }) {
  return entry.stream_name ? <NamedId name={entry.stream_name} id={entry.stream_id} /> : <ShortId id={entry.stream_id} />;
}

const headers = [
  { header: "Position" },
  { header: "Account" },
  { header: "Debit", className: "amount" },
  { header: "Credit", className: "amount" },
  { header: "Event type" },
  { header: "Stream" },
  { header: "Time" },
];

/**
 * Journal lines in ledger order (position.line), each as a debit leg and a credit leg: the
 * account debited with the amount in Debit, then the account credited (indented) with it in
 * Credit. Amounts are the exact strings of the journal.
 */
export function JournalTable({ entries }: { entries: JournalEntry[] }) {
  return (
    <AuditTableFrame caption="Journal entries" className="journal-table" headers={headers}>
      {entries.map((entry) => (
        <Fragment key={`${entry.position}-${entry.line}`}>
          <tr className="debit-leg">
            <td>{`${entry.position}.${entry.line}`}</td>
            <td className="account">
              <NamedId name={entry.debit_name} id={entry.debit_account} />
            </td>
            <td className="amount">{formatLedgerAmount(entry.amount)}</td>
            <td className="amount" />
            <td>{entry.event_type}</td>
            <td>
              <Stream entry={entry} />
            </td>
            <td>{formatDateTime(String(entry.occurred_at))}</td>
          </tr>
          <tr className="credit-leg">
            <td>
              <span className="sr-only">{`${entry.position}.${entry.line} credit`}</span>
            </td>
            <td className="account">
              <NamedId name={entry.credit_name} id={entry.credit_account} />
            </td>
            <td className="amount" />
            <td className="amount">{formatLedgerAmount(entry.amount)}</td>
            <td colSpan={3} />
          </tr>
        </Fragment>
      ))}
    </AuditTableFrame>
  );
}
