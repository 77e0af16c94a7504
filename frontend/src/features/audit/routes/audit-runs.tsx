import { AuditPage } from "../components/audit-page";
import { RunsPanel } from "../components/runs-panel";

/** /audit/runs: the last replay and verify. */
export default function AuditRunsRoute() {
  return (
    <AuditPage title="Last replay and verify">
      <RunsPanel />
    </AuditPage>
  );
}
