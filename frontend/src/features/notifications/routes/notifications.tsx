import { useState } from "react";
import { Link } from "react-router-dom";
import { activityLinkOf } from "@/lib/activity-link";
import { notificationsQueryOptions, useNotifications } from "@/lib/queries/notifications";
import { Page } from "@/components/page";
import { Pager } from "@/components/pager";
import { formatDateTime } from "@/lib/format";
import { useMarkNotificationsRead } from "../api/mark-read";
import { prefetching } from "@/lib/queries/api-query";

export const prefetch = prefetching(() => notificationsQueryOptions(1));

/** The investor's notifications of money events, newest first; unread ones can be marked read. */
export default function NotificationsRoute() {
  const [page, setPage] = useState(1);
  const list = useNotifications(page);
  const markRead = useMarkNotificationsRead();
  const data = list.data;
  return (
    <Page title="Notifications">
      <section className="card" aria-labelledby="notifications-title">
        <div className="card-head">
          <h2 id="notifications-title">Notifications{data && data.unread > 0 ? ` (${data.unread} unread)` : ""}</h2>
          <button
            type="button"
            className="btn btn-small"
            disabled={!data || data.unread === 0 || markRead.isPending}
            onClick={() => markRead.mutate({ all: true })}
          >
            Mark all read
          </button>
        </div>
        {!data ? (
          <p role="status">{list.isError ? "Failed to load notifications" : "Loading..."}</p>
        ) : data.notifications.length === 0 ? (
          <p>No notifications yet.</p>
        ) : (
          <ul className="notification-list">
            {data.notifications.map((n) => (
              <li key={n.id} className={n.read ? "notification" : "notification unread"}>
                <p>{n.message}</p>
                <small>{formatDateTime(n.createdAt)}</small>
                <Link to={activityLinkOf(n)} className="notification-link">
                  View details
                </Link>
                {n.read ? null : (
                  <button
                    type="button"
                    className="btn btn-small"
                    disabled={markRead.isPending}
                    onClick={() => markRead.mutate({ ids: [n.id] })}
                  >
                    Mark read
                  </button>
                )}
              </li>
            ))}
          </ul>
        )}
        {data && data.totalPages > 1 ? <Pager page={page} totalPages={data.totalPages} onPageChange={setPage} /> : null}
      </section>
    </Page>
  );
}
