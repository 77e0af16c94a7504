import type { RunPreviewResponse } from "@app/contracts";
import { formatUsd } from "@/lib/format";
import { formatLocalDateTime } from "@/lib/format-date";
import type { RunKind } from "@/lib/queries/run-preview";

const runName: Record<RunKind, string> = { profit: "profit run", reward: "referral reward run" };

/** "Credits $X to N investors" */
export const previewText = (preview: RunPreviewResponse) =>
  `Credits ${formatUsd(preview.total)} to ${preview.investors} ${preview.investors === 1 ? "investor" : "investors"}`;

/** "A 2 % profit run already ran this week on 27 Nov 2026, 14:05." */
export const recentRunText = (kind: RunKind, recent: NonNullable<RunPreviewResponse["recentRun"]>) =>
  `A ${recent.percentage} % ${runName[kind]} already ran this week on ${formatLocalDateTime(recent.startedAt)}.`;

/** The confirmation's preview: what the run credits, and a warning when one of its kind ran in the last 7 days. */
export function RunPreview({ kind, preview }: { kind: RunKind; preview: RunPreviewResponse | undefined }) {
  if (!preview) return <p className="muted">Computing what this run credits…</p>;
  return (
    <>
      <p className="run-preview">
        <strong>{previewText(preview)}</strong>
      </p>
      {preview.recentRun ? (
        <p className="alert alert-warning" role="alert">
          {recentRunText(kind, preview.recentRun)}
        </p>
      ) : null}
    </>
  );
}

/** The typed confirmation: the admin types the percentage to enable Confirm. */
export function TypedConfirmation({ expected, value, onChange }: { expected: string; value: string; onChange: (value: string) => void }) {
  return (
    <label className="field">
      <span>Type {expected} to confirm</span>
      {/* Enter here must not submit the form around the dialog (that would reopen it empty). */}
      <input
        value={value}
        onChange={(e) => onChange(e.target.value)}
        onKeyDown={(e) => e.key === "Enter" && e.preventDefault()}
        autoComplete="off"
      />
    </label>
  );
}

/** The typed value matches the percentage (as a number: "2" matches "2.0") or RUN. */
export const typedMatches = (typed: string, percentage: string) => {
  const t = typed.trim();
  return t.toUpperCase() === "RUN" || (t !== "" && Number(t) === Number(percentage));
};
