import { Loader } from "@/components/loader";
import { StatusBadge } from "@/components/status-badge";
import { formatDateTime } from "@/lib/format";
import { useAuditRuns } from "../api/get-audit-runs";
import { type AuditColumn, AuditTable } from "./audit-table";
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
              <dl className="figures">
                <div>
                  <dt>Finished</dt>
                  <dd>{formatDateTime(String(replay.finished_at))}</dd>
                </div>
                <div>
                  <dt>Result</dt>
                  <dd>{okBadge(replay.ok)}</dd>
                </div>
                {summary ? (
                  <>
                    <div>
                      <dt>Events</dt>
                      <dd>{summary.events}</dd>
                    </div>
                    <div>
                      <dt>Speed</dt>
                      <dd>{summary.eventsPerSecond} events/s</dd>
                    </div>
                    <div>
                      <dt>Position</dt>
                      <dd>{summary.position}</dd>
                    </div>
                  </>
                ) : null}
              </dl>
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
              <ul className="item-list">
                {checks.map((check) => (
                  <li key={check.name} className="item">
                    <span className="item-main">
                      <strong>{check.name}</strong>
                      {check.detail ? <p className="small muted break">{check.detail}</p> : null}
                    </span>
                    {okBadge(check.ok)}
                  </li>
                ))}
              </ul>
            </>
          )}
        </section>
      </div>
    </>
  );
}
