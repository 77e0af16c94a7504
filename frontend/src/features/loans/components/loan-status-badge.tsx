import { StatusBadge } from "@/components/status-badge";

const tones: Record<string, string> = { Pending: "warning", Approved: "info", Paid: "success", Rejected: "danger" };

export function LoanStatusBadge({ status }: { status: string }) {
  return <StatusBadge status={status} tone={tones[status] ?? "muted"} />;
}
