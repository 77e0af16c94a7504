/**
 * The one status badge (issue 27 item 7): one colour per status across the app, always
 * capitalised. Pending amber, Approved/Paid/Hit green, Rejected red, Cancelled/Closed grey,
 * Open blue. A known status always gets its own colour; `tone` only colours values that are not
 * statuses (e.g. an audit check's "passed"). Colours are CSS variables checked for WCAG AA
 * contrast in light and dark (styles/contrast.unit.spec.ts).
 */
export type BadgeTone = "success" | "warning" | "danger" | "info" | "muted";

const statusTones: Record<string, BadgeTone> = {
  pending: "warning",
  processing: "warning",
  approved: "success",
  paid: "success",
  hit: "success",
  completed: "success",
  rejected: "danger",
  failed: "danger",
  cancelled: "muted",
  canceled: "muted",
  closed: "muted",
  expired: "muted",
  open: "info",
  running: "info",
};

/** "pending" → "Pending", "in_progress" → "In progress". */
export function capitaliseStatus(text: string): string {
  const spaced = text.replace(/[_-]+/g, " ").trim();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

export function statusTone(status: string, fallback?: string): BadgeTone {
  return statusTones[status.trim().toLowerCase()] ?? (fallback as BadgeTone | undefined) ?? "muted";
}

export function StatusBadge({ status, label, tone }: { status: string; label?: string; tone?: string }) {
  return <span className={`badge badge-${statusTone(status, tone)}`}>{capitaliseStatus(label ?? status)}</span>;
}
