import type { Projection } from "../runner/projection.js";
import { requestListIndexes, requestRowsApply } from "../runner/request-rows.js";

// approvable_at: a new wallet's hold, no approval before this instant (the event's heldUntil), else null.
const WITHDRAWALS = `CREATE TABLE withdrawals (
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
     )`;

/**
 * One row per withdrawal request: the user's and the admin's lists, the approved count and fee
 * stats, the lookup from a withdrawal id to its investor's stream, and a new wallet's hold. Deterministic: times come
 * from the events.
 */
export const withdrawalsProjection: Projection = {
  name: "withdrawals",
  tables: ["withdrawals"],
  ddl: [WITHDRAWALS, ...requestListIndexes("withdrawals"), "CREATE INDEX withdrawals_status ON withdrawals (status)"],
  apply: requestRowsApply("withdrawal", WITHDRAWALS, (e, userId) => {
    if (e.event.type !== "WithdrawalRequested") return null;
    const d = e.event.data;
    return [
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
    ];
  }),
};
