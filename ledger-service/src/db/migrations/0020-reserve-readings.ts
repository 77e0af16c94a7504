import { type Kysely, sql } from "kysely";

/**
 * Issue 34: every reading of the reserves (the worker's, every RESERVES_EVERY_MINUTES, and an
 * auditor's "Read now"), one row per network read. An observation of the networks, not a fact
 * of the ledger: a replay could not make it again, so it is kept here, never in a read model.
 * Amounts are the token's exact decimals (BSC-USD has 18).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE reserve_readings (
      id BIGSERIAL PRIMARY KEY,
      network TEXT NOT NULL CHECK (network IN ('BEP20', 'TRC20', 'APTOS')),
      addresses TEXT[] NOT NULL,
      on_chain NUMERIC(78,18) NOT NULL,
      ledger NUMERIC(78,18) NOT NULL,
      difference NUMERIC(78,18) NOT NULL,
      read_at TIMESTAMPTZ NOT NULL
    )`.execute(db);
  await sql`CREATE INDEX reserve_readings_latest ON reserve_readings (network, read_at DESC, id DESC)`.execute(db);
}
