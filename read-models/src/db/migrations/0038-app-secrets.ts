import { type Kysely, sql } from "kysely";

/**
 * Secrets the platform makes for itself when none is configured (the token-signing key outside
 * production), so every process on the database shares them and none lives in the source.
 * Not ledger data: no read model, export or replay reads this table.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE app_secrets (
      name TEXT PRIMARY KEY,
      value TEXT NOT NULL,
      created_at TIMESTAMPTZ NOT NULL DEFAULT now()
    )`.execute(db);
}
