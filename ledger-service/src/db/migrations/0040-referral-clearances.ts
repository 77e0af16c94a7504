import { type Kysely, sql } from "kysely";

/**
 * Referrals an admin cleared after they were flagged (the referrer shares a payout wallet or a
 * sign-in address with the referred account): until cleared, the referred account's shares earn
 * the referrer no reward. Who cleared it and when stay on the row.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE referral_clearances (
      referred_id UUID PRIMARY KEY REFERENCES users(id),
      referrer_id UUID NOT NULL REFERENCES users(id),
      cleared_by UUID NOT NULL REFERENCES users(id),
      cleared_at TIMESTAMPTZ NOT NULL
    )`.execute(db);
}
