import { type Kysely, sql } from "kysely";

/**
 * Published liabilities (issue 34, point 7). `liability_accounts`: each investor's random salt
 * and the salted hash shown as their Merkle leaf's account (never the id or email in clear),
 * stable across publications. `liability_publications`: each published root with the read
 * models' event position its balances were read at (unique: two racing publishes at one
 * position make one publication) and the tree's dump, so proofs can be served later.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE liability_accounts (
      user_id TEXT PRIMARY KEY,
      salt BYTEA NOT NULL CHECK (length(salt) = 32),
      account TEXT NOT NULL UNIQUE CHECK (account ~ '^0x[0-9a-f]{64}$'),
      created_at TIMESTAMPTZ NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`
    CREATE TABLE liability_publications (
      id UUID PRIMARY KEY,
      position TEXT NOT NULL UNIQUE,
      root TEXT NOT NULL CHECK (root ~ '^0x[0-9a-f]{64}$'),
      published_at TIMESTAMPTZ NOT NULL,
      investors INTEGER NOT NULL CHECK (investors > 0),
      profit_cents NUMERIC NOT NULL,
      reward_cents NUMERIC NOT NULL,
      share_halves NUMERIC NOT NULL,
      tree JSONB NOT NULL
    )`.execute(db);
  await sql`CREATE INDEX liability_publications_latest ON liability_publications (published_at DESC)`.execute(db);
}
