import { type Kysely, sql } from "kysely";

/**
 * es_append plans each call for its arguments. PL/pgSQL caches a generic plan after a few
 * calls, and for these array arguments that plan was poor (the duplicate check scanned far
 * more than the given ids): appends got slower as the store grew, 2x slower for one event.
 * Measured with read-models/bench/append.bench.ts: see docs/benchmarks.md.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const r = await sql<{ def: string }>`SELECT pg_get_functiondef('es_append'::regproc) AS def`.execute(db);
  const def = r.rows[0]?.def ?? "";
  const before = "IF EXISTS (SELECT 1 FROM events e WHERE e.event_id = ANY (p_ids)) THEN";
  const after = "IF EXISTS (SELECT 1 FROM unnest(p_ids) AS x(id) JOIN events e ON e.event_id = x.id) THEN";
  if (!def.includes(before)) throw new Error("es_append is not the version migration 0004 created");
  await sql.raw(def.replace(before, after)).execute(db);
  await sql`ALTER FUNCTION es_append(TEXT[], INTEGER[], INTEGER[], UUID[], TEXT[], JSONB[], JSONB[]) SET plan_cache_mode = force_custom_plan`.execute(
    db,
  );
}
