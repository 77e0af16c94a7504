import { type ActivityKind, activityKinds } from "@app/contracts";
import { Link, useSearchParams } from "react-router-dom";
import { Loader } from "@/components/loader";
import { Page } from "@/components/page";
import { Pager } from "@/components/pager";
import { prefetching } from "@/lib/queries/api-query";
import { activityQueryOptions, useActivity } from "../api/get-activity";
import { ActivityRow } from "../components/activity-row";
import "../activity.css";

const kindNames: Record<ActivityKind, string> = {
  purchase: "Purchases",
  profit: "Profit credits",
  reward: "Referral rewards",
  withdrawal: "Withdrawals",
  "sell-back": "Sell-backs",
  loan: "Loans",
  repayment: "Repayments",
};

const kindOf = (value: string | null): ActivityKind | undefined =>
  (activityKinds as readonly string[]).includes(value ?? "") ? (value as ActivityKind) : undefined;
const pageOf = (value: string | null): number => Math.max(1, Math.floor(Number(value)) || 1);

export const prefetch = prefetching(() => activityQueryOptions(1));

/** /activity: every money event of the investor, newest first, from GET /api/activity (?kind= narrows it, ?page= pages it). */
export default function ActivityRoute() {
  const [params, setParams] = useSearchParams();
  const kind = kindOf(params.get("kind"));
  const page = pageOf(params.get("page"));
  const activity = useActivity(page, kind);
  const items = activity.data?.items ?? [];
  const goTo = (next: number) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      updated.set("page", String(next));
      return updated;
    });
  return (
    <Page title="Activity">
      <section className="card" aria-labelledby="activity-title">
        <h2 id="activity-title">{kind ? kindNames[kind] : "All activity"}</h2>
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
        <Pager page={page} totalPages={activity.data?.totalPages ?? 1} onPageChange={goTo} label="Activity pages" />
      </section>
    </Page>
  );
}
