import { Link, useLocation } from "react-router-dom";
import { type PendingQueue, pendingOf, usePendingCounts } from "@/lib/queries/pending-counts";

/** The admin's header entries: admin screens only (no investor items), each queue with its pending count. */
export const adminNavLinks: { to: string; label: string; queues?: readonly PendingQueue[] }[] = [
  { to: "/admin", label: "Admin" },
  { to: "/admin/approvals", label: "Approvals", queues: ["approvals"] },
  { to: "/admin/purchases", label: "Purchases", queues: ["purchases"] },
  { to: "/admin/withdrawals", label: "Withdrawals", queues: ["withdrawals"] },
  { to: "/admin/sell-backs", label: "Sell-backs", queues: ["sellBacks"] },
  { to: "/admin-loans", label: "Loans", queues: ["loans", "manualPayments"] },
  { to: "/admin/users", label: "Users" },
  { to: "/audit", label: "Audit" },
];

/** The one entry the path belongs to: the longest `to` that is the path or a parent of it. */
export function activeNavEntry(pathname: string, entries: readonly { to: string }[]): string | undefined {
  const matches = entries.filter((e) => pathname === e.to || pathname.startsWith(`${e.to}/`));
  return matches.sort((a, b) => b.to.length - a.to.length)[0]?.to;
}

/** `<li>` items for the header's list; exactly one is marked current. */
export function AdminNavLinks() {
  const { pathname } = useLocation();
  const counts = usePendingCounts().data;
  const active = activeNavEntry(pathname, adminNavLinks);
  return (
    <>
      {adminNavLinks.map((link) => {
        const count = pendingOf(counts, link.queues);
        const current = link.to === active;
        return (
          <li key={link.to}>
            <Link to={link.to} aria-current={current ? "page" : undefined} className={current ? "active" : undefined}>
              {link.label}
              {count > 0 ? (
                <>
                  <span className="badge badge-warning" aria-hidden="true">
                    {count}
                  </span>
                  {/* The name reads "Withdrawals, 3 pending" and still starts with the visible label (WCAG 2.5.3). */}
                  <span className="sr-only">{`, ${count} pending`}</span>
                </>
              ) : null}
            </Link>
          </li>
        );
      })}
    </>
  );
}
