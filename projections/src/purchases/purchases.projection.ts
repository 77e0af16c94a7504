import type { Projection } from "../runner/projection.js";
import { requestListIndexes, requestRowsApply } from "../runner/request-rows.js";

const SHARE_PURCHASES = `CREATE TABLE share_purchases (
       purchase_id TEXT PRIMARY KEY,
       user_id TEXT NOT NULL,
       shares NUMERIC(12,1) NOT NULL,
       price_per_share NUMERIC(20,2) NOT NULL,
       amount NUMERIC(20,2) NOT NULL,
       network TEXT NOT NULL,
       proof TEXT NOT NULL,
       referral_code TEXT,
       tx_id TEXT,
       status TEXT NOT NULL,
       requested_at TIMESTAMPTZ NOT NULL,
       decided_at TIMESTAMPTZ,
       global_position BIGINT NOT NULL,
       rejection_reason TEXT
     )`;

/**
 * One row per share purchase request: the lists of /api/shares/mine, /api/shares/all and the
 * admin user details, and the lookup from a purchase id to its investor's stream. Times come
 * from the events (request time, the deciding event's createdAt) so a replay gives the same rows.
 */
export const purchasesProjection: Projection = {
  name: "purchases",
  tables: ["share_purchases"],
  ddl: [SHARE_PURCHASES, ...requestListIndexes("share_purchases")],
  apply: requestRowsApply("purchase", SHARE_PURCHASES, (e, userId) => {
    if (e.event.type !== "SharePurchaseRequested") return null;
    const d = e.event.data;
    return [
      d.purchaseId,
      userId,
      d.shares,
      d.pricePerShare,
      d.amount,
      d.network,
      d.proof,
      d.referralCode ?? null,
      d.txId ?? null,
      "Pending",
      d.requestedAt,
      null,
      e.position.prepare.toString(),
      null,
    ];
  }),
};
