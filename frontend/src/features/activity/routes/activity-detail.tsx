import { Link, useParams } from "react-router-dom";
import { Figures } from "@/components/figures";
import { Loader } from "@/components/loader";
import { Page } from "@/components/page";
import { formatDateTime, formatUsd } from "@/lib/format";
import { networkLabel } from "@/lib/network-names";
import { useActivity } from "../api/get-activity";
import { Tracker } from "@/components/tracker";
import "../activity.css";

const MONEY_LABELS = new Set(["Fee", "You receive", "Total payable", "Balance after"]);

/** /activity/{id}: one money event with its amount, tracker, rejection reason and figures. */
export default function ActivityDetailRoute() {
  const { id } = useParams();
  const activity = useActivity();
  const item = activity.data?.find((entry) => entry.id === id);
  return (
    <Page title={item?.title ?? "Activity"}>
      {activity.isPending ? (
        <Loader />
      ) : !item ? (
        <p className="empty">This activity was not found.</p>
      ) : (
        <section className="card" aria-labelledby="activity-detail-title">
          <h2 id="activity-detail-title">
            {item.direction === "in" ? "+" : "−"}
            {formatUsd(item.amount)}
          </h2>
          <p className="muted">{item.at ? formatDateTime(item.at) : "-"}</p>
          <Tracker steps={item.steps} />
          {item.rejectionReason ? <p className="activity-reason">Reason: {item.rejectionReason}</p> : null}
          <Figures
            items={[
              { label: "Status", value: item.status },
              ...item.details.map((d) => ({
                label: d.label,
                value: MONEY_LABELS.has(d.label) ? formatUsd(Number(d.value)) : d.label === "Network" ? networkLabel(d.value) : d.value,
                className: d.label === "Wallet" || d.label === "Transaction ID" ? "break" : undefined,
              })),
            ]}
          />
        </section>
      )}
      <p>
        <Link to="/activity" className="btn btn-secondary">
          Back to activity
        </Link>
      </p>
    </Page>
  );
}
