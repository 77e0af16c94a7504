import { sql } from "kysely";
import type { Projection } from "../runner/projection.js";

const PREFIX = "admin-allowance-";

/**
 * "Approved alone": one row per AdminAllowanceUsed (streams `admin-allowance-{adminId}`), what
 * an admin did with nobody's second look. The allowance left is worked out when read, from the
 * limits of that moment's settings. Keyed by the event's id, so a replay makes the same rows.
 */
export const approvedAloneProjection: Projection = {
  name: "approved-alone",
  tables: ["approved_alone"],
  ddl: [
    `CREATE TABLE approved_alone (
       event_id TEXT PRIMARY KEY,
       admin_id TEXT NOT NULL,
       kind TEXT NOT NULL,
       target TEXT NOT NULL,
       amount NUMERIC(20,2),
       percentage NUMERIC(20,4),
       capped BOOLEAN NOT NULL DEFAULT true,
       at TIMESTAMPTZ NOT NULL,
       global_position BIGINT NOT NULL
     )`,
    "CREATE INDEX approved_alone_at ON approved_alone (at DESC, global_position DESC)",
  ],
  async apply(trx, events) {
    for (const { event, eventId, streamId, position } of events) {
      if (event.type !== "AdminAllowanceUsed" || !streamId.startsWith(PREFIX)) continue;
      const d = event.data;
      await sql`
        INSERT INTO approved_alone (event_id, admin_id, kind, target, amount, percentage, capped, at, global_position)
        VALUES (${eventId}, ${streamId.slice(PREFIX.length)}, ${d.kind}, ${d.target}, ${d.amount ?? null}::numeric,
          ${d.percentage ?? null}::numeric, ${d.capped !== false}, ${d.at}::timestamptz, ${position.prepare.toString()}::bigint)
        ON CONFLICT (event_id) DO NOTHING`.execute(trx);
    }
  },
};
