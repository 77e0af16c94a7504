import { userIdOfInvestorStream } from "@app/contracts";
import { sql } from "kysely";
import type { Projection } from "../runner/projection.js";

/**
 * One row per share purchase request: the lists of /api/shares/mine, /api/shares/all and the
 * admin user details, and the lookup from a purchase id to its investor's stream. Times come
 * from the events (request time, the deciding event's createdAt) so a replay gives the same rows.
 */
export const purchasesProjection: Projection = {
  name: "purchases",
  tables: ["share_purchases"],
  ddl: [
    `CREATE TABLE share_purchases (
       purchase_id TEXT PRIMARY KEY,
       user_id TEXT NOT NULL,
       shares NUMERIC(12,1) NOT NULL,
       price_per_share NUMERIC(20,2) NOT NULL,
       amount NUMERIC(20,2) NOT NULL,
       network TEXT NOT NULL,
       proof TEXT NOT NULL,
       referral_code TEXT,
       status TEXT NOT NULL,
       requested_at TIMESTAMPTZ NOT NULL,
       decided_at TIMESTAMPTZ,
       global_position BIGINT NOT NULL
     )`,
    "CREATE INDEX share_purchases_newest ON share_purchases (requested_at DESC, global_position DESC)",
    "CREATE INDEX share_purchases_user ON share_purchases (user_id, requested_at DESC)",
  ],
  async apply(trx, events) {
    for (const e of events) {
      const userId = userIdOfInvestorStream(e.streamId);
      if (!userId) continue;
      const ev = e.event;
      if (ev.type === "SharePurchaseRequested") {
        const d = ev.data;
        await sql`
          INSERT INTO share_purchases (purchase_id, user_id, shares, price_per_share, amount, network, proof, referral_code, status, requested_at, decided_at, global_position)
          VALUES (${d.purchaseId}, ${userId}, ${d.shares}::numeric, ${d.pricePerShare}::numeric, ${d.amount}::numeric, ${d.network}, ${d.proof},
                  ${d.referralCode ?? null}, 'Pending', ${d.requestedAt}::timestamptz, NULL, ${e.position.prepare.toString()}::bigint)
          ON CONFLICT (purchase_id) DO NOTHING`.execute(trx);
      } else if (ev.type === "SharePurchaseApproved" || ev.type === "SharePurchaseRejected") {
        const status = ev.type === "SharePurchaseApproved" ? "Approved" : "Rejected";
        await sql`
          UPDATE share_purchases SET status = ${status}, decided_at = ${e.createdAt.toISOString()}::timestamptz
          WHERE purchase_id = ${ev.data.purchaseId}`.execute(trx);
      }
    }
  },
};
