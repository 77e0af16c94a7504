import { formatUsd } from "@/lib/format";
import type { MoneyRunView as BatchRun } from "@app/contracts";
import { ProgressBar } from "./progress-bar";
import { StatusBadge } from "./status-badge";

/** The live state of a profit or referral-reward run. */
export function RunProgress({ run, label }: { run: BatchRun; label: string }) {
  const tone = run.status === "completed" ? "success" : run.status === "failed" ? "warning" : "info";
  return (
    <section className="card" aria-label={label} aria-live="polite">
      <div className="row-between">
        <h2>{label}</h2>
        <StatusBadge status={run.status} />
      </div>
      <ProgressBar
        value={run.progress}
        label={`${label} progress`}
        caption={`${Math.min(100, run.progress).toFixed(1)}% · ${run.processed} of ${run.total} investors · ${formatUsd(run.totalAmount)} credited`}
        tone={tone}
      />
    </section>
  );
}
