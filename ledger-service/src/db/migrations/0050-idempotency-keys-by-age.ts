import { type Kysely, sql } from "kysely";

/** Idempotency keys are purged after 24 hours (shared/idempotency.ts): found by age, not by scanning. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE INDEX idempotency_keys_by_age ON idempotency_keys (created_at)`.execute(db);
}
