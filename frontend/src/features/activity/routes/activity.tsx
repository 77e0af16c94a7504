import { Link, useSearchParams } from "react-router-dom";
import { Loader } from "@/components/loader";
import { Page } from "@/components/page";
import { prefetching } from "@/lib/queries/api-query";
import { activityQueryOptions, useActivity } from "../api/get-activity";
import { ActivityRow } from "../components/activity-row";
import "../activity.css";

export const prefetch = prefetching(() => activityQueryOptions());

const kindNames: Record<string, string> = {
  purchase: "Purchases",
  withdrawal: "Withdrawals",
  "sell-back": "Sell-backs",
  loan: "Loans",
  repayment: "Repayments",
};

/** /activity: every money event of the investor, newest first (?kind= narrows it to one kind). */
export default function ActivityRoute() {
  const activity = useActivity();
  const [params] = useSearchParams();
  const kind = params.get("kind");
  const items = (activity.data ?? []).filter((item) => !kind || item.kind === kind);
  return (
    <Page title="Activity">
      <section className="card" aria-labelledby="activity-title">
        <h2 id="activity-title">{kind && kindNames[kind] ? kindNames[kind] : "All activity"}</h2>
        {kind ? (
          <p>
            <Link to="/activity">Show all activity</Link>
          </p>
        ) : null}
        {activity.isPending ? (
          <Loader />
        ) : activity.isError ? (
          <p className="empty">Failed to fetch data</p>
        ) : items.length === 0 ? (
          <p className="empty">
            Nothing yet. Your purchases, credits, withdrawals and loans will show here. <Link to="/join">Buy Shares</Link>
          </p>
        ) : (
          <ul className="activity-list">
            {items.map((item) => (
              <ActivityRow key={item.id} item={item} />
            ))}
          </ul>
        )}
      </section>
    </Page>
  );
}
