import type { ApprovedAloneItem } from "@app/contracts";
import { Loader } from "@/components/loader";
import { formatDateTime, formatUsd } from "@/lib/format";
import { useApprovedAlone } from "../api/get-approved-alone";
import { type AuditColumn, AuditTable } from "./audit-table";

const PERCENT_ACTIONS = new Set(["profit-run", "reward-run", "share-price"]);
const figure = (action: string, value: number | null) =>
  value === null ? "—" : PERCENT_ACTIONS.has(action) ? `${value}%` : formatUsd(value);

const columns: AuditColumn<ApprovedAloneItem>[] = [
  { header: "When", cell: (i) => formatDateTime(i.at) },
  { header: "Admin", cell: (i) => i.admin.email },
  { header: "Action", cell: (i) => i.action },
  { header: "Amount", cell: (i) => figure(i.action, i.amount) },
  { header: "Allowance left", cell: (i) => figure(i.action, i.remainingAllowance) },
];

/** Every action an admin did with no second admin in the last 30 days. */
export function ApprovedAloneTable() {
  const list = useApprovedAlone();
  if (list.isPending) return <Loader />;
  const items = list.data?.items ?? [];
  if (items.length === 0) return <p className="empty">No admin approved anything alone in the last 30 days.</p>;
  return <AuditTable caption="Approved alone" rows={items} rowKey={(i) => `${i.admin.id}-${i.at}-${i.action}`} columns={columns} />;
}
