/** Status colours: Approved/Paid/hit green, Pending yellow, Rejected red, others grey. */
const tones: Record<string, string> = {
  approved: "success",
  paid: "success",
  completed: "success",
  pending: "warning",
  running: "info",
  open: "info",
  hit: "success",
  rejected: "danger",
  failed: "danger",
  closed: "muted",
};

export function StatusBadge({ status, label, tone }: { status: string; label?: string; tone?: string }) {
  const resolved = tone ?? tones[status.toLowerCase()] ?? "muted";
  return <span className={`badge badge-${resolved}`}>{label ?? status}</span>;
}
