import type { ActivityItem } from "@app/contracts";
import { Link } from "react-router-dom";
import { Tracker } from "@/components/tracker";
import { formatDateTime, formatUsd } from "@/lib/format";

/** "+$40.00" or "−$20.00"; a sell-back not priced yet shows its shares instead. */
export function signedAmount(item: ActivityItem): string {
  if (item.amount === null) return item.details.find((d) => d.label === "Shares")?.value.concat(" share(s)") ?? "-";
  return `${item.direction === "in" ? "+" : "−"}${formatUsd(item.amount)}`;
}

/** One money event in the feed: what, when, how much (+ in, − out), its tracker and the way to its detail. */
export function ActivityRow({ item }: { item: ActivityItem }) {
  return (
    <li className="activity-row">
      <div className="activity-head">
        <Link to={item.link} className="activity-title">
          {item.title}
        </Link>
        <span className={`activity-amount activity-${item.direction}`}>{signedAmount(item)}</span>
      </div>
      <span className="muted small">{formatDateTime(item.at)}</span>
      <Tracker steps={item.steps} />
      {item.rejectionReason ? <p className="activity-reason">Reason: {item.rejectionReason}</p> : null}
    </li>
  );
}
