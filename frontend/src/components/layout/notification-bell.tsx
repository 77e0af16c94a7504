import { Link } from "react-router-dom";
import { useNotifications } from "@/lib/queries/notifications";

/** The header's bell: a link to the notifications with the unread count (polled modestly). */
export function NotificationBell() {
  const unread = useNotifications(1).data?.unread ?? 0;
  const label = unread === 0 ? "Notifications" : `Notifications, ${unread} unread`;
  return (
    <Link to="/notifications" className="notification-bell" aria-label={label} title={label}>
      <svg className="bell-icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3.5a1.5 1.5 0 0 0-3 0v.66A7 7 0 0 0 5 11v5l-2 2v1h18v-1l-2-2Z"
        />
      </svg>
      {unread > 0 ? (
        <span className="notification-count" aria-hidden="true">
          {unread > 99 ? "99+" : unread}
        </span>
      ) : null}
    </Link>
  );
}
