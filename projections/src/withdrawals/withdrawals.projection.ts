import { userIdOfInvestorStream } from "@app/contracts";
import { sql } from "kysely";
import type { Projection } from "../runner/projection.js";

/**
 * One row per withdrawal request: the user's and the admin's lists, the approved count and fee
 * stats, and the lookup from a withdrawal id to its investor's stream. Deterministic: times come
 * from the events.
 */
export const withdrawalsProjection: Projection = {
  name: "withdrawals",
  tables: ["withdrawals"],
  ddl: [
    `CREATE TABLE withdrawals (
       withdrawal_id TEXT PRIMARY KEY,
       user_id TEXT NOT NULL,
       amount NUMERIC(20,2) NOT NULL,
       fee NUMERIC(20,2) NOT NULL,
       net NUMERIC(20,2) NOT NULL,
       wallet TEXT NOT NULL,
       network TEXT NOT NULL,
       source TEXT NOT NULL,
       status TEXT NOT NULL,
       requested_at TIMESTAMPTZ NOT NULL,
       decided_at TIMESTAMPTZ,
       global_position BIGINT NOT NULL
     )`,
    "CREATE INDEX withdrawals_newest ON withdrawals (requested_at DESC, global_position DESC)",
    "CREATE INDEX withdrawals_user ON withdrawals (user_id, requested_at DESC)",
    "CREATE INDEX withdrawals_status ON withdrawals (status)",
  ],
  async apply(trx, events) {
    for (const e of events) {
      const userId = userIdOfInvestorStream(e.streamId);
      if (!userId) continue;
      const ev = e.event;
      if (ev.type === "WithdrawalRequested") {
        const d = ev.data;
        await sql`
          INSERT INTO withdrawals (withdrawal_id, user_id, amount, fee, net, wallet, network, source, status, requested_at, decided_at, global_position)
          VALUES (${d.withdrawalId}, ${userId}, ${d.amount}::numeric, ${d.fee}::numeric, ${d.net}::numeric, ${d.wallet}, ${d.network}, ${d.source},
                  'Pending', ${d.requestedAt}::timestamptz, NULL, ${e.position.prepare.toString()}::bigint)
          ON CONFLICT (withdrawal_id) DO NOTHING`.execute(trx);
      } else if (ev.type === "WithdrawalApproved" || ev.type === "WithdrawalRejected") {
        const status = ev.type === "WithdrawalApproved" ? "Approved" : "Rejected";
        await sql`
          UPDATE withdrawals SET status = ${status}, decided_at = ${e.createdAt.toISOString()}::timestamptz
          WHERE withdrawal_id = ${ev.data.withdrawalId}`.execute(trx);
      }
    }
  },
};
