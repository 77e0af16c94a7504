import { type Kysely, sql } from "kysely";

/**
 * Withdrawal addresses an investor saved with a label, to pick instead of pasting. Content, not
 * money: saving moves nothing and trusts nothing (a payout to a wallet never paid to is held by
 * the investor's own stream, whatever this table says). One row per wallet and network.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE saved_addresses (
      id UUID PRIMARY KEY,
      user_id UUID NOT NULL REFERENCES users(id),
      label TEXT NOT NULL,
      wallet TEXT NOT NULL,
      network TEXT NOT NULL,
      created_at TIMESTAMPTZ NOT NULL,
      UNIQUE (user_id, wallet, network)
    )`.execute(db);
  await sql`CREATE INDEX saved_addresses_by_user ON saved_addresses (user_id, created_at DESC)`.execute(db);
}
