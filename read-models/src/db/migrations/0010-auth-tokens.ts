import { type Kysely, sql } from "kysely";

/**
 * One-time tokens of the account flows (email verification, password reset). Only a SHA-256
 * of the token is stored, so a database leak does not hand out working links.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE auth_tokens (
      id UUID PRIMARY KEY,
      user_id UUID NOT NULL REFERENCES users(id),
      purpose TEXT NOT NULL CHECK (purpose IN ('verify-email', 'reset-password')),
      token_hash TEXT NOT NULL UNIQUE,
      expires_at TIMESTAMPTZ NOT NULL,
      used_at TIMESTAMPTZ,
      created_at TIMESTAMPTZ NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX auth_tokens_user ON auth_tokens (user_id, purpose)`.execute(db);
}
