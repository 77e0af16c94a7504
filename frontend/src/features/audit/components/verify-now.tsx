import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { StatusBadge } from "@/components/status-badge";
import { auditRunsQueryOptions } from "../api/get-audit-runs";
import { useStartVerify, useVerifyStatus } from "../api/verify-now";
import "../audit.css";
import { CheckList } from "./check-list";
import { verifyChecks } from "./run-reports";

/**
 * "Verify now": starts the same verification as `ledger:verify` on the server, shows
 * "Verifying…" while it runs (also one started by someone else), then its result with the
 * violated invariants listed. The last-verify panel below refreshes when it ends.
 */
export function VerifyNow() {
  const queryClient = useQueryClient();
  const status = useVerifyStatus();
  const start = useStartVerify();
  const [followed, setFollowed] = useState(false);
  const running = start.isPending || status.data?.status === "running";
  useEffect(() => {
    if (status.data?.status === "running") setFollowed(true);
    else if (status.data?.status === "idle" && followed) void queryClient.invalidateQueries({ queryKey: auditRunsQueryOptions().queryKey });
  }, [status.data?.status, followed, queryClient]);
  const last = status.data?.last ?? null;
  const showResult = followed && !running && last !== null;
  const violations = showResult ? verifyChecks(last.report).filter((check) => !check.ok) : [];
  return (
    <section className="card verify-now" aria-labelledby="verify-now-title">
      <h2 id="verify-now-title">Verify the ledger</h2>
      <p className="muted small">Checks every invariant of the ledger against the event store; it takes a while on a large ledger.</p>
      <div aria-live="polite" className="verify-now">
        <button type="button" className="btn btn-primary" disabled={running} aria-busy={running} onClick={() => start.mutate()}>
          {running ? "Verifying…" : "Verify now"}
        </button>
        {showResult ? (
          <div role="status">
            <p>
              {last.ok ? (
                <StatusBadge status="passed" tone="success" label="Verification passed: all invariants hold" />
              ) : (
                <StatusBadge status="failed" tone="danger" label={`Verification failed: ${violations.length} violation(s)`} />
              )}
            </p>
            {violations.length ? <CheckList checks={violations} label="Violations" /> : null}
          </div>
        ) : null}
      </div>
    </section>
  );
}
