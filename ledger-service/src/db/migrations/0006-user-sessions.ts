import { type Kysely, sql } from "kysely";

/**
 * Each sign-in's session, so an investor can see where they are signed in and end one: the
 * token names its row (`sid`); the row's token version must match the user's for the token to
 * be current. Ended and expired rows stay: their device and address tell a new device from a
 * known one. Never the token itself.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE user_sessions (
      id UUID PRIMARY KEY,
      user_id UUID NOT NULL REFERENCES users(id),
      token_version INTEGER NOT NULL,
      device TEXT NOT NULL,
      address TEXT NOT NULL,
      created_at TIMESTAMPTZ NOT NULL,
      last_seen_at TIMESTAMPTZ NOT NULL,
      expires_at TIMESTAMPTZ NOT NULL,
      ended_at TIMESTAMPTZ
    )`.execute(db);
  await sql`CREATE INDEX user_sessions_by_user ON user_sessions (user_id, last_seen_at DESC)`.execute(db);
}
