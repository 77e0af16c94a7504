import { Page } from "@/components/page";
import { AuditNav } from "../components/audit-nav";
import { RunsPanel } from "../components/runs-panel";

/** /audit/runs: the last replay and verify. */
export default function AuditRunsRoute() {
  return (
    <Page title="Last replay and verify">
      <AuditNav />
      <RunsPanel />
    </Page>
  );
}
