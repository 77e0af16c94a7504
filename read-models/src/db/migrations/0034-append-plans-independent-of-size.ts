import { type Kysely, sql } from "kysely";

/**
 * The append functions' lookups of stored event ids become index probes whatever plan is cached.
 *
 * Since 0032 and 0033 the append functions keep their plans for the session. Their checks for
 * stored event ids were joins of the ids array with `events`; a session whose first appends ran
 * while `events` was small (a new database, a fresh test or benchmark, the first minute of a
 * deployment, before autovacuum's ANALYZE) cached a hash join over a sequential scan of `events`,
 * so every append of that session then read the whole table: measured on a new database, backend
 * CPU per single-event append grew from 430 µs to 1,050 µs over the first 5,000 events, and the
 * wall time per append from 1.2 ms to 7 ms (the benchmark's single writer lost half its rate).
 * Each lookup is now a correlated subquery on the event-id index (a sub-plan probed per id, which
 * the planner cannot turn into a hash join), and es_append_each's final lookup of each append's
 * last event is a LATERAL probe with LIMIT 1 (not pulled up into a join).
 */
const replacements: Record<string, Array<[string, string]>> = {
  "es_append(TEXT[], INTEGER[], INTEGER[], UUID[], TEXT[], JSONB[], JSONB[])": [
    [
      "IF EXISTS (SELECT 1 FROM unnest(p_ids) AS x(id) JOIN events e ON e.event_id = x.id) THEN",
      "IF EXISTS (SELECT 1 FROM unnest(p_ids) AS x(id) WHERE (SELECT true FROM events e WHERE e.event_id = x.id)) THEN",
    ],
  ],
  "es_append_one(TEXT, INTEGER, UUID[], TEXT[], JSONB[], JSONB[])": [
    [
      "IF EXISTS (SELECT 1 FROM unnest(p_ids) AS x(id) JOIN events e ON e.event_id = x.id) THEN",
      "IF EXISTS (SELECT 1 FROM unnest(p_ids) AS x(id) WHERE (SELECT true FROM events e WHERE e.event_id = x.id)) THEN",
    ],
  ],
  "es_append_each(TEXT[], INTEGER[], INTEGER[], UUID[], TEXT[], JSONB[], JSONB[])": [
    [
      "SELECT array_agg(e.event_id) INTO stored FROM unnest(p_ids) AS x(id) JOIN events e ON e.event_id = x.id;",
      "SELECT array_agg(x.id) INTO stored FROM unnest(p_ids) AS x(id) WHERE (SELECT true FROM events e WHERE e.event_id = x.id);",
    ],
    [
      "SELECT array_agg(e.event_id) INTO stored FROM unnest(conflicted) AS x(id) JOIN events e ON e.event_id = x.id;",
      "SELECT array_agg(x.id) INTO stored FROM unnest(conflicted) AS x(id) WHERE (SELECT true FROM events e WHERE e.event_id = x.id);",
    ],
    [
      "LEFT JOIN events e ON st[b.ord] IN ('ok', 'duplicate') AND e.event_id = p_ids[offs[b.ord] + p_counts[b.ord]]",
      `LEFT JOIN LATERAL (
        SELECT ev.stream_version, ev.global_position, ev.transaction_id FROM events ev
        WHERE st[b.ord] IN ('ok', 'duplicate') AND ev.event_id = p_ids[offs[b.ord] + p_counts[b.ord]]
        LIMIT 1) e ON true`,
    ],
  ],
};

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [signature, edits] of Object.entries(replacements)) {
    const r = await sql<{ def: string }>`SELECT pg_get_functiondef(${signature}::regprocedure) AS def`.execute(db);
    let def = r.rows[0]?.def ?? "";
    for (const [before, after] of edits) {
      if (!def.includes(before)) throw new Error(`${signature} is not the version this migration expects`);
      def = def.replace(before, after);
    }
    await sql.raw(def).execute(db);
  }
}
