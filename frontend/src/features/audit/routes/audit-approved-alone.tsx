import { ApprovedAloneTable } from "../components/approved-alone-table";
import { AuditPage } from "../components/audit-page";

/** /audit/approved-alone: what each admin did with no second admin, for the other admins and the auditors. */
export default function AuditApprovedAloneRoute() {
  return (
    <AuditPage title="Approved alone">
      <ApprovedAloneTable />
    </AuditPage>
  );
}
