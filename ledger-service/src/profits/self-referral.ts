import type { Database } from "@app/projections";
import { type Kysely, type RawBuilder, sql } from "kysely";

/**
 * A referral that may be the referrer's own second account: the referred account (`c`, a users
 * row) and its referrer (`p`) asked payouts to the same wallet, or signed in from the same
 * address. Devices are not compared: the device text ("Chrome on Windows") is shared by strangers.
 */
export function flaggedReferral(c: string, p: string): RawBuilder<boolean> {
  const referred = sql.raw(c);
  const referrer = sql.raw(p);
  return sql<boolean>`(EXISTS (SELECT 1 FROM withdrawals wc JOIN withdrawals wp ON lower(wp.wallet) = lower(wc.wallet)
      WHERE wc.user_id = ${referred}.id::text AND wp.user_id = ${referrer}.id::text)
    OR EXISTS (SELECT 1 FROM user_sessions sc JOIN user_sessions sp ON sp.address = sc.address
      WHERE sc.user_id = ${referred}.id AND sp.user_id = ${referrer}.id))`;
}

/** Flagged and not cleared by an admin yet: the referred account's shares earn the referrer nothing. */
export function heldReferral(c: string, p: string): RawBuilder<boolean> {
  return sql<boolean>`(${flaggedReferral(c, p)} AND NOT EXISTS (SELECT 1 FROM referral_clearances rc WHERE rc.referred_id = ${sql.raw(c)}.id))`;
}

export interface FlaggedReferral {
  referrer: { id: string; email: string };
  referred: { id: string; email: string };
  sharedWallet: boolean;
  sharedAddress: boolean;
  cleared: boolean;
}

/** Every flagged referral, held ones first. */
export async function flaggedReferrals(db: Kysely<Database>): Promise<FlaggedReferral[]> {
  const r = await sql<{ pid: string; pemail: string; cid: string; cemail: string; wallet: boolean; address: boolean; cleared: boolean }>`
    SELECT p.id::text AS pid, p.email AS pemail, c.id::text AS cid, c.email AS cemail,
      EXISTS (SELECT 1 FROM withdrawals wc JOIN withdrawals wp ON lower(wp.wallet) = lower(wc.wallet)
        WHERE wc.user_id = c.id::text AND wp.user_id = p.id::text) AS wallet,
      EXISTS (SELECT 1 FROM user_sessions sc JOIN user_sessions sp ON sp.address = sc.address
        WHERE sc.user_id = c.id AND sp.user_id = p.id) AS address,
      EXISTS (SELECT 1 FROM referral_clearances rc WHERE rc.referred_id = c.id) AS cleared
    FROM users c JOIN users p ON p.id = c.referred_by
    WHERE c.deleted_at IS NULL AND ${flaggedReferral("c", "p")}
    ORDER BY cleared, c.email`.execute(db);
  return r.rows.map((row) => ({
    referrer: { id: row.pid, email: row.pemail },
    referred: { id: row.cid, email: row.cemail },
    sharedWallet: row.wallet,
    sharedAddress: row.address,
    cleared: row.cleared,
  }));
}
