import { Link } from "react-router-dom";
import { formatDateTime, formatUsd } from "@/lib/format";
import type { ActivityItem } from "../activity-items";
import { Tracker } from "@/components/tracker";

/** One money event in the feed: what, when, how much (+ in, − out), its tracker and the way to its detail. */
export function ActivityRow({ item }: { item: ActivityItem }) {
  return (
    <li className="activity-row">
      <div className="activity-head">
        <Link to={`/activity/${item.id}`} className="activity-title">
          {item.title}
        </Link>
        <span className={`activity-amount activity-${item.direction}`}>
          {item.direction === "in" ? "+" : "−"}
          {formatUsd(item.amount)}
        </span>
      </div>
      <span className="muted small">{item.at ? formatDateTime(item.at) : "-"}</span>
      <Tracker steps={item.steps} />
      {item.rejectionReason ? <p className="activity-reason">Reason: {item.rejectionReason}</p> : null}
    </li>
  );
}
