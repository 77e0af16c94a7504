import { Loader } from "@/components/loader";
import { Figures } from "@/components/figures";
import { StatusBadge } from "@/components/status-badge";
import { formatDateTime } from "@/lib/format";
import { useAuditRuns } from "../api/get-audit-runs";
import { type AuditColumn, AuditTable } from "./audit-table";
import { CheckList } from "./check-list";
import { ShortId } from "./named-id";
import { type ReplayTable, replaySummary, verifyChecks } from "./run-reports";
import { VerifyNow } from "./verify-now";

const tableColumns: AuditColumn<ReplayTable>[] = [
  { header: "Table", cell: (t) => t.table },
  { header: "Live rows", cell: (t) => t.liveRows },
  { header: "Live checksum", cell: (t) => <ShortId id={t.liveChecksum} /> },
  { header: "Replay rows", cell: (t) => t.replayRows },
  { header: "Replay checksum", cell: (t) => <ShortId id={t.replayChecksum} /> },
  { header: "Equal", cell: (t) => <StatusBadge status={t.equal ? "equal" : "different"} tone={t.equal ? "success" : "danger"} /> },
];

const okBadge = (ok: boolean) => <StatusBadge status={ok ? "passed" : "failed"} tone={ok ? "success" : "danger"} />;

/** The last `ledger:replay` and `ledger:verify`: when, the result, per-table checksums, invariants. */
export function RunsPanel() {
  const runs = useAuditRuns();
  if (runs.isPending) return <Loader />;
  const replay = runs.data?.replay ?? null;
  const verify = runs.data?.verify ?? null;
  const summary = replay ? replaySummary(replay.report) : null;
  const checks = verify ? verifyChecks(verify.report) : [];
  return (
    <>
      <VerifyNow />
      <div className="two-columns">
        <section className="card" aria-labelledby="last-replay">
          <h2 id="last-replay">Last replay</h2>
          {!replay ? (
            <p className="empty">No replay has run yet.</p>
          ) : (
            <>
              <Figures
                items={[
                  { label: "Finished", value: formatDateTime(String(replay.finished_at)) },
                  { label: "Result", value: okBadge(replay.ok) },
                  ...(summary
                    ? [
                        { label: "Events", value: summary.events },
                        { label: "Speed", value: `${summary.eventsPerSecond} events/s` },
                        { label: "Position", value: summary.position },
                      ]
                    : []),
                ]}
              />
              {summary?.tables.length ? (
                <AuditTable caption="Checksums per table" rows={summary.tables} rowKey={(t) => t.table} columns={tableColumns} />
              ) : null}
            </>
          )}
        </section>
        <section className="card" aria-labelledby="last-verify">
          <h2 id="last-verify">Last verify</h2>
          {!verify ? (
            <p className="empty">No verification has run yet: start one with “Verify now”.</p>
          ) : (
            <>
              <p>
                {formatDateTime(String(verify.finished_at))} · {okBadge(verify.ok)}
              </p>
              <CheckList checks={checks} badge={(check) => okBadge(check.ok)} />
            </>
          )}
        </section>
      </div>
    </>
  );
}
