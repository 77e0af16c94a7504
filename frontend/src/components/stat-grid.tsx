import type { ReactNode } from "react";

export type Stat = { label: string; value: ReactNode /** A line under the value. */; note?: ReactNode };

/** A row of headline figures (balances, counts), each its label over its value. */
export function StatGrid({ stats }: { stats: Stat[] }) {
  return (
    <div className="stat-grid">
      {stats.map((stat) => (
        <div key={stat.label} className="stat">
          <span className="stat-label">{stat.label}</span>
          <span className="stat-value">{stat.value}</span>
          {stat.note}
        </div>
      ))}
    </div>
  );
}
