import { StatusBadge } from "@/components/status-badge";

/** Loan summary colours: Paid green, Approved yellow, others grey. */
export function LoanStatus({ status }: { status: string }) {
  const tone = status === "Paid" ? "success" : status === "Approved" ? "warning" : "muted";
  return <StatusBadge status={status} tone={tone} />;
}

/** Remaining balance: yellow above 0, green otherwise. */
export function RemainingBalance({ remaining, children }: { remaining: number; children: React.ReactNode }) {
  return <span className={remaining > 0 ? "text-warning" : "text-success"}>{children}</span>;
}
