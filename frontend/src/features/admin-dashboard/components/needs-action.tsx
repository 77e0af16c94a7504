import { Link } from "react-router-dom";
import { type PendingQueue, pendingOf, usePendingCounts } from "@/lib/queries/pending-counts";

/** What waits for an admin, queue by queue, in the order an admin works through them. */
export const actionQueues: { to: string; label: string; queues: readonly PendingQueue[] }[] = [
  { to: "/admin/purchases", label: "Purchases", queues: ["purchases"] },
  { to: "/admin/withdrawals", label: "Withdrawals", queues: ["withdrawals"] },
  { to: "/admin/sell-backs", label: "Sell-backs", queues: ["sellBacks"] },
  { to: "/admin-loans", label: "Loans and loan payments", queues: ["loans", "manualPayments"] },
  { to: "/admin/approvals", label: "Waiting for a second admin", queues: ["approvals"] },
];

/** The admin home's first block: every queue with its count (0 included, so "nothing waits" reads as such). */
export function NeedsAction() {
  const counts = usePendingCounts().data;
  const total = counts ? actionQueues.reduce((sum, q) => sum + pendingOf(counts, q.queues), 0) : undefined;
  return (
    <section aria-labelledby="needs-action" className="needs-action card">
      <h2 id="needs-action">Needs action</h2>
      <p className="muted">{total === undefined ? "Counting…" : total === 0 ? "Nothing waits for you." : `${total} waiting in all.`}</p>
      <ul className="action-queue">
        {actionQueues.map((queue) => {
          const count = counts ? pendingOf(counts, queue.queues) : undefined;
          return (
            <li key={queue.to}>
              <Link to={queue.to} className={count ? "queue-item queue-waiting" : "queue-item"}>
                <span className="queue-count" aria-hidden="true">
                  {count ?? "…"}
                </span>
                <span className="queue-label" aria-hidden="true">
                  {queue.label}
                </span>
                {/* One text for screen readers: "Purchases: 2 waiting". */}
                <span className="sr-only">{`${queue.label}: ${count ?? "…"} waiting`}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
