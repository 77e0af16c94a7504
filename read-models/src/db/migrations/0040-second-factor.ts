import { type Kysely, sql } from "kysely";

/**
 * Second factor (TOTP) and new-wallet holds. The TOTP secret is stored encrypted (AES-256-GCM,
 * key derived from the signing secret); a pending secret waits for its first code before it
 * counts. `totp_last_step` refuses a code used before (RFC 6238 §5.2). Recovery codes are kept as
 * SHA-256 hashes only. A withdrawal to a wallet its investor never used before is recorded with
 * the time an admin may approve it. Not ledger data: no read model, export or replay reads these.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE users
      ADD COLUMN totp_secret TEXT,
      ADD COLUMN totp_pending_secret TEXT,
      ADD COLUMN totp_enabled_at TIMESTAMPTZ,
      ADD COLUMN totp_last_step BIGINT`.execute(db);
  await sql`
    CREATE TABLE recovery_codes (
      user_id UUID NOT NULL REFERENCES users(id),
      code_hash TEXT NOT NULL,
      used_at TIMESTAMPTZ,
      PRIMARY KEY (user_id, code_hash)
    )`.execute(db);
  await sql`
    CREATE TABLE withdrawal_wallet_holds (
      withdrawal_id UUID PRIMARY KEY,
      user_id UUID NOT NULL REFERENCES users(id),
      wallet TEXT NOT NULL,
      approvable_at TIMESTAMPTZ NOT NULL,
      created_at TIMESTAMPTZ NOT NULL DEFAULT now()
    )`.execute(db);
}
