import { userIdOfInvestorStream } from "@app/contracts";
import { sql } from "kysely";
import type { Projection } from "../runner/projection.js";

/**
 * The payouts admins recorded (issue 34): one row per withdrawal, sell-back or loan whose
 * transaction was named. What the network says of it lives in chain_checks (its check).
 */
export const payoutsProjection: Projection = {
  name: "payouts",
  tables: ["payouts"],
  ddl: [
    `CREATE TABLE payouts (
       use TEXT NOT NULL,
       target TEXT NOT NULL,
       user_id TEXT NOT NULL,
       network TEXT NOT NULL,
       tx_id TEXT NOT NULL,
       net NUMERIC(20,2) NOT NULL,
       wallet TEXT NOT NULL,
       recorded_by TEXT NOT NULL,
       recorded_at TIMESTAMPTZ NOT NULL,
       PRIMARY KEY (use, target)
     )`,
  ],
  async apply(trx, events) {
    for (const { event, streamId } of events) {
      if (event.type !== "PayoutRecorded") continue;
      const d = event.data;
      await sql`INSERT INTO payouts (use, target, user_id, network, tx_id, net, wallet, recorded_by, recorded_at)
                VALUES (${d.use}, ${d.target}, ${userIdOfInvestorStream(streamId) ?? ""}, ${d.network}, ${d.txId}, ${d.net}::numeric,
                        ${d.wallet}, ${d.recordedBy}, ${d.recordedAt}::timestamptz)
                ON CONFLICT (use, target) DO NOTHING`.execute(trx);
    }
  },
};
