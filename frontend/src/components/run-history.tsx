import { formatDateTime, formatUsd } from "@/lib/format";
import type { MoneyRunView as BatchRun } from "@app/contracts";
import { DataTable } from "./data-table";
import { StatusBadge } from "./status-badge";

/** Past profit or referral-reward runs, newest first. */
export function RunHistory({ runs, emptyText }: { runs: BatchRun[]; emptyText: string }) {
  return (
    <section className="card" aria-labelledby="past-runs-title">
      <h2 id="past-runs-title">Past Runs</h2>
      {runs.length === 0 ? (
        <p className="empty">{emptyText}</p>
      ) : (
        <DataTable
          rows={runs}
          rowKey={(run) => run.id}
          columns={[
            { header: "Started", cell: (r) => formatDateTime(r.startedAt) },
            { header: "Percentage", cell: (r) => `${r.percentage}%` },
            { header: "Investors", cell: (r) => `${r.processed} / ${r.total}` },
            { header: "Total Credited", cell: (r) => formatUsd(r.totalAmount) },
            { header: "Status", cell: (r) => <StatusBadge status={r.status} /> },
          ]}
        />
      )}
    </section>
  );
}
