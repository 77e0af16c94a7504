import { Page } from "@/components/page";
import { ApprovedAloneTable } from "../components/approved-alone-table";
import { AuditNav } from "../components/audit-nav";

/** /audit/approved-alone: what each admin did with no second admin, for the other admins and the auditors. */
export default function AuditApprovedAloneRoute() {
  return (
    <Page title="Approved alone">
      <AuditNav />
      <ApprovedAloneTable />
    </Page>
  );
}
