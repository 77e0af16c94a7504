import { userIdOfInvestorStream } from "@app/contracts";
import { type Decision, decisionOf, insertAndDecide } from "../runner/request-rows.js";
import type { Projection } from "../runner/projection.js";

/**
 * One row per withdrawal request: the user's and the admin's lists, the approved count and fee
 * stats, the lookup from a withdrawal id to its investor's stream, and a new wallet's hold. Deterministic: times come
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
       global_position BIGINT NOT NULL,
       approvable_at TIMESTAMPTZ,
       rejection_reason TEXT
     )`,
    "CREATE INDEX withdrawals_newest ON withdrawals (requested_at DESC, global_position DESC)",
    "CREATE INDEX withdrawals_user ON withdrawals (user_id, requested_at DESC)",
    "CREATE INDEX withdrawals_status ON withdrawals (status)",
  ],
  async apply(trx, events) {
    const requested = new Map<string, unknown[]>();
    const decisions: Decision[] = [];
    for (const e of events) {
      const userId = userIdOfInvestorStream(e.streamId);
      if (!userId) continue;
      const ev = e.event;
      if (ev.type === "WithdrawalRequested") {
        const d = ev.data;
        requested.set(d.withdrawalId, [
          d.withdrawalId,
          userId,
          d.amount,
          d.fee,
          d.net,
          d.wallet,
          d.network,
          d.source,
          "Pending",
          d.requestedAt,
          null,
          e.position.prepare.toString(),
          d.heldUntil ?? null,
          null,
        ]);
      } else {
        const decision = decisionOf(e);
        if (decision?.kind === "withdrawal") decisions.push(decision);
      }
    }
    await insertAndDecide(trx, "withdrawals", "withdrawal_id", COLUMNS, requested, decisions);
  },
};

const COLUMNS: Array<[string, string]> = [
  ["withdrawal_id", "text"],
  ["user_id", "text"],
  ["amount", "numeric"],
  ["fee", "numeric"],
  ["net", "numeric"],
  ["wallet", "text"],
  ["network", "text"],
  ["source", "text"],
  ["status", "text"],
  ["requested_at", "timestamptz"],
  ["decided_at", "timestamptz"],
  ["global_position", "bigint"],
  // A new wallet's hold: no approval before this instant (the event's heldUntil), else null.
  ["approvable_at", "timestamptz"],
  ["rejection_reason", "text"],
];
