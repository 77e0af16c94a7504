import { userIdOfInvestorStream } from "@app/contracts";
import { type Decision, decisionOf, insertAndDecide } from "../runner/request-rows.js";
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
       tx_id TEXT,
       status TEXT NOT NULL,
       requested_at TIMESTAMPTZ NOT NULL,
       decided_at TIMESTAMPTZ,
       global_position BIGINT NOT NULL,
       rejection_reason TEXT
     )`,
    "CREATE INDEX share_purchases_newest ON share_purchases (requested_at DESC, global_position DESC)",
    "CREATE INDEX share_purchases_user ON share_purchases (user_id, requested_at DESC)",
  ],
  async apply(trx, events) {
    const requested = new Map<string, unknown[]>();
    const decisions: Decision[] = [];
    for (const e of events) {
      const userId = userIdOfInvestorStream(e.streamId);
      if (!userId) continue;
      const ev = e.event;
      if (ev.type === "SharePurchaseRequested") {
        const d = ev.data;
        requested.set(d.purchaseId, [
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
        ]);
      } else {
        const decision = decisionOf(e);
        if (decision?.kind === "purchase") decisions.push(decision);
      }
    }
    await insertAndDecide(trx, "share_purchases", "purchase_id", COLUMNS, requested, decisions);
  },
};

const COLUMNS: Array<[string, string]> = [
  ["purchase_id", "text"],
  ["user_id", "text"],
  ["shares", "numeric"],
  ["price_per_share", "numeric"],
  ["amount", "numeric"],
  ["network", "text"],
  ["proof", "text"],
  ["referral_code", "text"],
  ["tx_id", "text"],
  ["status", "text"],
  ["requested_at", "timestamptz"],
  ["decided_at", "timestamptz"],
  ["global_position", "bigint"],
  ["rejection_reason", "text"],
];
