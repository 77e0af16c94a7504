import { type Kysely, sql } from "kysely";

/** The outcome of each `ledger:replay` and `ledger:verify`, for the audit screens. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE audit_runs (
      id BIGSERIAL PRIMARY KEY,
      kind TEXT NOT NULL CHECK (kind IN ('replay', 'verify')),
      ok BOOLEAN NOT NULL,
      report JSONB NOT NULL,
      finished_at TIMESTAMPTZ NOT NULL DEFAULT now()
    )`.execute(db);
}
