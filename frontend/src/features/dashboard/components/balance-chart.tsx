import { LineChart } from "@/components/line-chart";
import { Loader } from "@/components/loader";
import { formatDate, formatDateTime, formatUsd } from "@/lib/format";
import { useBalanceHistory } from "../api/get-balance-history";

/** Axis labels drop the year ("27 Nov", "27 Nov, 14:05") to fit; both from the one date formatter. */
const shortDate = (at: number) => formatDate(at).replace(/ \d{4}$/, "");
const dateTime = (at: number) => formatDateTime(at).replace(/ \d{4},/, ",");
const TWO_DAYS_MS = 2 * 24 * 3600 * 1000;

/** The investor's profit and referral reward balances over time. */
export function BalanceChart() {
  const history = useBalanceHistory();
  const points = history.data ?? [];
  return (
    <section className="card" aria-labelledby="balance-chart-title">
      <h2 id="balance-chart-title">Balances over time</h2>
      {history.isPending ? (
        <Loader />
      ) : points.length < 2 ? (
        <p className="empty">Your balance chart appears after your first credits.</p>
      ) : (
        <LineChart
          title="Profit and referral reward balances over time"
          formatValue={formatUsd}
          formatTime={Date.parse(points.at(-1)?.at ?? "") - Date.parse(points[0]?.at ?? "") < TWO_DAYS_MS ? dateTime : shortDate}
          series={[
            {
              name: "Profit balance",
              color: "#1f7a4d",
              values: points.map((p) => ({ at: Date.parse(p.at), value: p.profitBalance })),
            },
            {
              name: "Referral reward balance",
              color: "#c27c0e",
              values: points.map((p) => ({ at: Date.parse(p.at), value: p.referralRewardBalance })),
            },
          ]}
        />
      )}
    </section>
  );
}
