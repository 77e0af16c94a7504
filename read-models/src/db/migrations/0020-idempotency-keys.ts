import { type Kysely, sql } from "kysely";

/**
 * Idempotency-Key claims of money POST/PUTs: the first request with a key inserts its row and
 * later stores its response; repeats with the same key replay it. Scoped by user so one user's
 * key can never reveal another's response.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE idempotency_keys (
      user_id UUID NOT NULL,
      idempotency_key TEXT NOT NULL,
      request_hash TEXT NOT NULL,
      response_status INTEGER,
      -- The JSON text exactly as first sent (JSONB would reorder keys: replays must be identical).
      response_body TEXT,
      created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
      completed_at TIMESTAMPTZ,
      PRIMARY KEY (user_id, idempotency_key)
    )`.execute(db);
  await sql`CREATE INDEX idempotency_keys_created ON idempotency_keys (created_at)`.execute(db);
}
