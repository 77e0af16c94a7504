import { sql } from "kysely";
import type { Projection } from "../runner/projection.js";

/**
 * The latest check of each payment's transaction on its network (streams `chain-check-{use}-{target}`):
 * what purchase, repayment and payout items show as `chainCheck` / `payout`, and what the
 * reserves compare the chain with. Deterministic: every field comes from the events.
 */
export const chainChecksProjection: Projection = {
  name: "chain-checks",
  tables: ["chain_checks"],
  ddl: [
    `CREATE TABLE chain_checks (
       use TEXT NOT NULL,
       target TEXT NOT NULL,
       network TEXT NOT NULL,
       tx_id TEXT NOT NULL,
       status TEXT NOT NULL,
       amount NUMERIC(40,18),
       expected NUMERIC(40,18) NOT NULL,
       to_address TEXT NOT NULL,
       confirmations INTEGER,
       reason TEXT,
       checked_at TIMESTAMPTZ NOT NULL,
       PRIMARY KEY (use, target)
     )`,
    "CREATE INDEX chain_checks_verified ON chain_checks (network, use) WHERE status = 'verified'",
  ],
  async apply(trx, events) {
    for (const { event } of events) {
      if (event.type !== "ChainPaymentChecked") continue;
      const d = event.data;
      await sql`
        INSERT INTO chain_checks (use, target, network, tx_id, status, amount, expected, to_address, confirmations, reason, checked_at)
        VALUES (${d.use}, ${d.target}, ${d.network}, ${d.txId}, ${d.status}, ${d.amount}::numeric, ${d.expected}::numeric,
          ${d.to}, ${d.confirmations}, ${d.reason}, ${d.checkedAt}::timestamptz)
        ON CONFLICT (use, target) DO UPDATE SET network = excluded.network, tx_id = excluded.tx_id, status = excluded.status,
          amount = excluded.amount, expected = excluded.expected, to_address = excluded.to_address,
          confirmations = excluded.confirmations, reason = excluded.reason, checked_at = excluded.checked_at`.execute(trx);
    }
  },
};
