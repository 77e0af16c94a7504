import { type Column, DataTable } from "@/components/data-table";
import { formatDateTime } from "@/lib/format";
import type { JournalEntry } from "../api/types";
import { formatLedgerAmount } from "./ledger-amount";

const columns: Column<JournalEntry>[] = [
  { header: "Position", cell: (entry) => `${entry.position}.${entry.line}` },
  { header: "Time", cell: (entry) => formatDateTime(String(entry.occurred_at)) },
  { header: "Event type", cell: (entry) => entry.event_type },
  { header: "Stream", cell: (entry) => entry.stream_id, className: "break" },
  { header: "Debit", cell: (entry) => entry.debit_account, className: "break" },
  { header: "Credit", cell: (entry) => entry.credit_account, className: "break" },
  { header: "Amount", cell: (entry) => formatLedgerAmount(entry.amount) },
];

/** Journal lines in ledger order: one transfer per line (position.line). */
export function JournalTable({ entries }: { entries: JournalEntry[] }) {
  return (
    <DataTable compact caption="Journal entries" rows={entries} rowKey={(entry) => `${entry.position}-${entry.line}`} columns={columns} />
  );
}
