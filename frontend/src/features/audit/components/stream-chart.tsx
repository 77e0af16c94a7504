import { LineChart } from "@/components/line-chart";
import { formatUsd } from "@/lib/format";
import type { StreamEvent } from "../api/types";

/**
 * Profit and reward balances after each event, drawn over the stream's versions (not time:
 * events of one approval or run share a second and would stack on one x).
 */
export function StreamChart({ events }: { events: StreamEvent[] }) {
  if (events.length < 2) return <p className="empty">The chart appears once the stream has two events.</p>;
  // Display only: the exact strings are in the table; the chart needs numbers to draw.
  const series = (kind: "profit" | "reward") =>
    events.map((event) => ({ at: event.version, value: Number(event.balancesAfter[kind] ?? 0) }));
  return (
    <LineChart
      title="Profit and reward balance over the stream"
      formatValue={formatUsd}
      formatTime={(version) => `v${Math.round(version)}`}
      series={[
        { name: "Profit balance", color: "#1f7a4d", values: series("profit") },
        { name: "Reward balance", color: "#c27c0e", values: series("reward") },
      ]}
    />
  );
}
