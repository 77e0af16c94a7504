import { type Kysely, sql } from "kysely";

/** Content of the public and admin pages: contact messages, announcements, trading signals. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE contact_messages (
      id UUID PRIMARY KEY,
      full_name TEXT NOT NULL,
      email TEXT NOT NULL,
      message TEXT NOT NULL,
      created_at TIMESTAMPTZ NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX contact_messages_created ON contact_messages (created_at DESC)`.execute(db);
  // Every save is a new row (history kept); the newest row is the current announcement.
  await sql`
    CREATE TABLE announcements (
      id BIGSERIAL PRIMARY KEY,
      message TEXT NOT NULL,
      is_active BOOLEAN NOT NULL,
      created_by UUID REFERENCES users(id),
      created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
      updated_at TIMESTAMPTZ NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`
    CREATE TABLE signals (
      id UUID PRIMARY KEY,
      title TEXT NOT NULL,
      content TEXT NOT NULL,
      entry TEXT NOT NULL DEFAULT '',
      target TEXT NOT NULL DEFAULT '',
      stop_loss TEXT NOT NULL DEFAULT '',
      leverage TEXT NOT NULL DEFAULT '',
      risk TEXT CHECK (risk IN ('Low', 'Medium', 'High')),
      notes TEXT NOT NULL DEFAULT '',
      status TEXT NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'hit', 'closed')),
      created_by UUID REFERENCES users(id),
      created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
      updated_at TIMESTAMPTZ NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX signals_created ON signals (created_at DESC)`.execute(db);
}
