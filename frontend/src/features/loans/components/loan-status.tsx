import { StatusBadge } from "@/components/status-badge";

/** Loan summary status: the app's one status badge. */
export function LoanStatus({ status }: { status: string }) {
  return <StatusBadge status={status} />;
}

/** Remaining balance: yellow above 0, green otherwise. */
export function RemainingBalance({ remaining, children }: { remaining: number; children: React.ReactNode }) {
  return <span className={remaining > 0 ? "text-warning" : "text-success"}>{children}</span>;
}
