import { userIdOfInvestorStream } from "@app/contracts";
import { sql } from "kysely";
import type { Projection } from "../runner/projection.js";
import { applyDecisions, decisionOf, requestListIndexes } from "../runner/request-rows.js";

/**
 * One row per sell-back request: the lists of /api/shares/sell-back/mine and
 * /api/shares/sell-backs, a new wallet's hold (`approvable_at`, the event's heldUntil), and the lookup from a sell-back id to its investor's stream. Times
 * and amounts come from the events, so a replay gives the same rows. Sell-backs are rare: one
 * statement per event keeps the order obvious.
 */
export const sellBacksProjection: Projection = {
  name: "sell-backs",
  tables: ["share_sell_backs"],
  ddl: [
    `CREATE TABLE share_sell_backs (
       sell_back_id TEXT PRIMARY KEY,
       user_id TEXT NOT NULL,
       shares NUMERIC(12,1) NOT NULL,
       wallet TEXT NOT NULL,
       network TEXT NOT NULL,
       status TEXT NOT NULL,
       price_per_share NUMERIC(20,2),
       gross NUMERIC(20,2),
       fee NUMERIC(20,2),
       payout NUMERIC(20,2),
       requested_at TIMESTAMPTZ NOT NULL,
       decided_at TIMESTAMPTZ,
       global_position BIGINT NOT NULL,
       approvable_at TIMESTAMPTZ,
       rejection_reason TEXT
     )`,
    ...requestListIndexes("share_sell_backs"),
  ],
  async apply(trx, events) {
    for (const e of events) {
      const userId = userIdOfInvestorStream(e.streamId);
      if (!userId) continue;
      const ev = e.event;
      if (ev.type === "SharesSellBackRequested") {
        const d = ev.data;
        await sql`INSERT INTO share_sell_backs (sell_back_id, user_id, shares, wallet, network, status, requested_at, global_position, approvable_at)
          VALUES (${d.sellBackId}, ${userId}, ${d.shares}::numeric, ${d.wallet}, ${d.network}, 'Pending', ${d.requestedAt}::timestamptz,
            ${e.position.prepare.toString()}::bigint, ${d.heldUntil ?? null}::timestamptz)
          ON CONFLICT (sell_back_id) DO NOTHING`.execute(trx);
      } else if (ev.type === "SharesSellBackApproved") {
        const d = ev.data;
        await sql`UPDATE share_sell_backs SET status = 'Approved', price_per_share = ${d.pricePerShare}::numeric, gross = ${d.gross}::numeric,
          fee = ${d.fee}::numeric, payout = ${d.payout}::numeric, decided_at = ${d.approvedAt}::timestamptz
          WHERE sell_back_id = ${d.sellBackId}`.execute(trx);
      } else {
        const decision = decisionOf(e);
        if (decision?.kind === "sell-back") await applyDecisions(trx, "share_sell_backs", "sell_back_id", [decision]);
      }
    }
  },
};
