import { Link } from "react-router-dom";
import { formatShares } from "@/lib/format";
import type { AuditInvestor } from "../api/types";
import { type AuditColumn, AuditTable } from "./audit-table";

const columns: AuditColumn<AuditInvestor>[] = [
  { header: "Name", cell: (investor) => investor.fullName },
  { header: "Email", cell: (investor) => investor.email },
  { header: "Shares", cell: (investor) => formatShares(investor.sharesOwned) },
  {
    header: "Stream",
    cell: (investor) => (
      <Link
        to={`/audit/investors/${investor._id}`}
        className="btn btn-small btn-secondary"
        aria-label={`Open stream of ${investor.fullName}`}
      >
        Open stream
      </Link>
    ),
  },
];

export function InvestorResults({ investors }: { investors: AuditInvestor[] }) {
  return <AuditTable caption="Investors" rows={investors} rowKey={(investor) => investor._id} columns={columns} />;
}
