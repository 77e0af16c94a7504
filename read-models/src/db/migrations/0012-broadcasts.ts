import { type Kysely, sql } from "kysely";

/**
 * Admin broadcasts and the outcome per recipient. The recipient set is fixed when the worker
 * starts a broadcast (one row per user), so a retried job resumes instead of mailing twice.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE broadcasts (
      id UUID PRIMARY KEY,
      subject TEXT NOT NULL,
      html TEXT NOT NULL,
      content_hash TEXT NOT NULL,
      idempotency_key TEXT,
      created_by UUID NOT NULL REFERENCES users(id),
      status TEXT NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'sending', 'completed')),
      recipients INTEGER NOT NULL DEFAULT 0,
      sent INTEGER NOT NULL DEFAULT 0,
      failed INTEGER NOT NULL DEFAULT 0,
      created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
      completed_at TIMESTAMPTZ
    )`.execute(db);
  await sql`CREATE UNIQUE INDEX broadcasts_idempotency ON broadcasts (created_by, idempotency_key) WHERE idempotency_key IS NOT NULL`.execute(
    db,
  );
  await sql`CREATE INDEX broadcasts_recent ON broadcasts (created_by, content_hash, created_at DESC)`.execute(db);
  await sql`
    CREATE TABLE broadcast_deliveries (
      broadcast_id UUID NOT NULL REFERENCES broadcasts(id),
      user_id UUID NOT NULL REFERENCES users(id),
      email TEXT NOT NULL,
      status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'failed')),
      attempts INTEGER NOT NULL DEFAULT 0,
      error TEXT,
      updated_at TIMESTAMPTZ NOT NULL DEFAULT now(),
      PRIMARY KEY (broadcast_id, user_id)
    )`.execute(db);
  await sql`CREATE INDEX broadcast_deliveries_pending ON broadcast_deliveries (broadcast_id) WHERE status = 'pending'`.execute(db);
}
