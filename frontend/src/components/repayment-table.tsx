import { DataTable } from "./data-table";
import { formatDateTime, formatUsd } from "@/lib/format";
import type { repaymentEntry } from "@app/contracts";
import type { z } from "zod";

type RepaymentEntry = z.infer<typeof repaymentEntry>;

export function RepaymentTable({ history }: { history: RepaymentEntry[] }) {
  if (history.length === 0) return <p className="empty">No repayments recorded yet.</p>;
  return (
    <DataTable
      rows={history}
      // History entries have no id and never reorder.
      rowKey={(entry, index) => `${entry.at}-${index}`}
      columns={[
        { header: "Date", cell: (e) => formatDateTime(e.at) },
        { header: "Source", cell: (e) => e.source, className: "capitalize" },
        { header: "Amount Applied", cell: (e) => formatUsd(e.amount) },
        { header: "Balance After", cell: (e) => formatUsd(e.balanceAfter) },
        { header: "Note", cell: (e) => (e.note?.trim() ? e.note : "-") },
      ]}
    />
  );
}
