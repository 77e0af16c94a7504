import { Link } from "react-router-dom";
import { useNotifications } from "@/api/get-notifications";

/** The header's bell: a link to the notifications with the unread count (polled modestly). */
export function NotificationBell() {
  const unread = useNotifications(1).data?.unread ?? 0;
  const label = unread === 0 ? "Notifications" : `Notifications, ${unread} unread`;
  return (
    <Link to="/notifications" className="notification-bell" aria-label={label} title={label}>
      <span aria-hidden="true">🔔</span>
      {unread > 0 ? (
        <span className="notification-count" aria-hidden="true">
          {unread > 99 ? "99+" : unread}
        </span>
      ) : null}
    </Link>
  );
}
