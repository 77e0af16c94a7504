import type { LiabilitiesResponse } from "@app/contracts";
import { Figures } from "@/components/figures";
import { formatDateTime, formatShares, formatUsd } from "@/lib/format";

/** The latest published root and what it says the platform owes in all. */
export function PublishedLiabilities({ published }: { published: LiabilitiesResponse | null }) {
  return (
    <section className="card" aria-labelledby="liabilities-title">
      <h2 id="liabilities-title">What we owe our investors</h2>
      {published ? (
        <Figures
          items={[
            { label: "Merkle root", value: <code>{published.root}</code>, className: "break" },
            { label: "Published", value: formatDateTime(published.publishedAt) },
            { label: "Investors", value: published.investors },
            { label: "Profit balances", value: formatUsd(published.totals.profit) },
            { label: "Reward balances", value: formatUsd(published.totals.reward) },
            { label: "Shares", value: formatShares(published.totals.shares) },
          ]}
        />
      ) : (
        <p className="empty">No liabilities have been published yet.</p>
      )}
    </section>
  );
}
