import type { Database } from "@app/projections";
import { type Kysely, sql } from "kysely";

export type Snapshot = Record<string, string>;

/**
 * What "no state change" means: the number of events and users, and a checksum of every row
 * of every content table (public schema, migrations' bookkeeping aside). Read models follow
 * from the events, so an unchanged event count (append-only) covers them.
 */
export async function snapshot(db: Kysely<Database>): Promise<Snapshot> {
  const tables = await sql<{ t: string }>`
    SELECT table_name AS t FROM information_schema.tables
    WHERE table_schema = 'public' AND table_type = 'BASE TABLE' AND table_name NOT LIKE 'kysely_%'
    ORDER BY 1`.execute(db);
  const out: Snapshot = {};
  const counts = await sql<{ events: string; users: string }>`
    SELECT (SELECT count(*) FROM events)::text AS events, (SELECT count(*) FROM users)::text AS users`.execute(db);
  out["count(events)"] = counts.rows[0]?.events ?? "?";
  out["count(users)"] = counts.rows[0]?.users ?? "?";
  for (const { t } of tables.rows) {
    const r = await sql<{ c: string }>`
      SELECT md5(coalesce(string_agg(x::text, E'\n' ORDER BY x::text), '')) AS c FROM ${sql.table(t)} x`.execute(db);
    out[`checksum(${t})`] = r.rows[0]?.c ?? "?";
  }
  return out;
}

/** The keys whose values differ, for the report. */
export function changes(before: Snapshot, after: Snapshot): string[] {
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...keys].filter((k) => before[k] !== after[k]);
}
