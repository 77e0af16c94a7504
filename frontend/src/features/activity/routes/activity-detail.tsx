import { Link, useParams } from "react-router-dom";
import { Figures } from "@/components/figures";
import { Loader } from "@/components/loader";
import { Page } from "@/components/page";
import { Tracker } from "@/components/tracker";
import { formatDateTime, formatUsd } from "@/lib/format";
import { networkLabel } from "@/lib/network-names";
import { useActivityItem } from "../api/get-activity";
import { signedAmount } from "../components/activity-row";
import "../activity.css";

/** Figures the API gives as plain dollars ("1.00"): shown as money. */
const MONEY_LABELS = new Set([
  "Fee",
  "You receive",
  "Price per share",
  "Gross",
  "Charge",
  "Total payable",
  "Remaining balance",
  "Balance after",
  "Profit balance after",
]);
const LONG_VALUES = new Set(["Wallet", "Transaction ID", "Note"]);

/** /activity/{id}: one money event (GET /api/activity/:id) with its amount, tracker, rejection reason and figures. */
export default function ActivityDetailRoute() {
  const { id = "" } = useParams();
  const activity = useActivityItem(id);
  const item = activity.data;
  return (
    <Page title={item?.title ?? "Activity"}>
      {activity.isPending ? (
        <Loader />
      ) : !item ? (
        <p className="empty">This activity was not found.</p>
      ) : (
        <section className="card" aria-labelledby="activity-detail-title">
          <h2 id="activity-detail-title">{signedAmount(item)}</h2>
          <p className="muted">{formatDateTime(item.at)}</p>
          <Tracker steps={item.steps} />
          {item.rejectionReason ? <p className="activity-reason">Reason: {item.rejectionReason}</p> : null}
          <Figures
            items={[
              { label: "Status", value: item.status },
              ...item.details.map((d) => ({
                label: d.label,
                value: MONEY_LABELS.has(d.label)
                  ? formatUsd(Number(d.value))
                  : d.label === "Network"
                    ? networkLabel(d.value)
                    : d.label === "Held until"
                      ? formatDateTime(d.value)
                      : d.value,
                className: LONG_VALUES.has(d.label) ? "break" : undefined,
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
