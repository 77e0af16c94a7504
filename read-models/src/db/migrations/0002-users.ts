import { type Kysely, sql } from "kysely";

/** Users are content (design notes §3); their money lives in the ledger, not here. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE users (
      id UUID PRIMARY KEY,
      full_name TEXT NOT NULL,
      email TEXT NOT NULL,
      password_hash TEXT NOT NULL,
      referral_code TEXT NOT NULL UNIQUE,
      referred_by UUID REFERENCES users(id),
      phone TEXT NOT NULL DEFAULT '',
      wallet TEXT NOT NULL DEFAULT '',
      profile_picture TEXT NOT NULL DEFAULT '',
      is_admin BOOLEAN NOT NULL DEFAULT false,
      is_auditor BOOLEAN NOT NULL DEFAULT false,
      email_verified BOOLEAN NOT NULL DEFAULT false,
      token_version INTEGER NOT NULL DEFAULT 0,
      deleted_at TIMESTAMPTZ,
      created_at TIMESTAMPTZ NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE UNIQUE INDEX users_email_active ON users (lower(email)) WHERE deleted_at IS NULL`.execute(db);
  await sql`CREATE INDEX users_referred_by ON users (referred_by)`.execute(db);
}
