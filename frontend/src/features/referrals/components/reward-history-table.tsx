import { DataTable } from "@/components/data-table";
import { formatDate, formatShares, formatUsd } from "@/lib/format";
import type { referralRewardHistoryResponse } from "@app/contracts";
import type { z } from "zod";

type ReferralRewardEntry = z.infer<typeof referralRewardHistoryResponse>["history"][number];

export function RewardHistoryTable({ history }: { history: ReferralRewardEntry[] }) {
  return (
    <section className="card" aria-labelledby="reward-history-title">
      <h2 id="reward-history-title">Reward History</h2>
      {history.length === 0 ? (
        <p className="empty">No rewards yet.</p>
      ) : (
        <DataTable
          rows={history}
          rowKey={(entry) => entry._id}
          columns={[
            { header: "Date", cell: (e) => formatDate(e.distributedAt) },
            { header: "Amount", cell: (e) => formatUsd(e.amount) },
            { header: "Team Shares", cell: (e) => formatShares(e.teamShares) },
            { header: "Percentage", cell: (e) => `${e.percentage}%` },
          ]}
        />
      )}
    </section>
  );
}
