import { type Kysely, sql } from "kysely";

/**
 * Notifications (issue 16). The notifications themselves are a read model (rm.notifications,
 * rebuilt by replay); what is not derived from events lives here, keyed so a replay keeps it:
 * - notification_reads: which notifications an investor has read (notification id = event id);
 * - notification_settings: the investor's opt-out of profit and reward mails;
 * - notification_mail_checkpoint: the position up to which notifications were handed to the
 *   email queue. It starts at the newest stored event, so history is never mailed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE notification_reads (
      notification_id TEXT PRIMARY KEY,
      user_id UUID NOT NULL REFERENCES users (id),
      read_at TIMESTAMPTZ NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX notification_reads_user ON notification_reads (user_id)`.execute(db);
  await sql`
    CREATE TABLE notification_settings (
      user_id UUID PRIMARY KEY REFERENCES users (id),
      profit_emails BOOLEAN NOT NULL,
      reward_emails BOOLEAN NOT NULL,
      updated_at TIMESTAMPTZ NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`
    CREATE TABLE notification_mail_checkpoint (
      id INTEGER PRIMARY KEY CHECK (id = 1),
      commit_pos BIGINT NOT NULL,
      prepare_pos BIGINT NOT NULL
    )`.execute(db);
  await sql`
    INSERT INTO notification_mail_checkpoint (id, commit_pos, prepare_pos)
    SELECT 1, coalesce((SELECT transaction_id::text::bigint FROM events ORDER BY transaction_id DESC LIMIT 1), 0),
              coalesce((SELECT max(global_position) FROM events), 0)`.execute(db);
}
