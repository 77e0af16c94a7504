import { type Kysely, sql } from "kysely";

/**
 * es_append_one (0033, 0034) is no longer called: a one-stream append is now one statement sent
 * by PostgresEventStore.appendStream (claim the versions in `streams`, insert the events), which
 * costs less backend CPU than the five statements the function ran through PL/pgSQL.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`DROP FUNCTION IF EXISTS es_append_one(TEXT, INTEGER, UUID[], TEXT[], JSONB[], JSONB[])`.execute(db);
}
