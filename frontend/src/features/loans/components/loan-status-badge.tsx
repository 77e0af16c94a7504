import { StatusBadge } from "@/components/status-badge";

export function LoanStatusBadge({ status }: { status: string }) {
  return <StatusBadge status={status} />;
}
