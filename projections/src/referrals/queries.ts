import { type Kysely, sql } from "kysely";
import type { Database } from "../db/schema.js";

export interface RewardHistoryRow {
  id: string;
  amount: string;
  teamShares: string;
  percentage: string;
  distributedAt: Date;
}

export async function rewardHistoryOf(db: Kysely<Database>, userId: string): Promise<RewardHistoryRow[]> {
  const r = await sql<{ event_id: string; amount: string; team_shares: string; percentage: string; distributed_at: Date }>`
    SELECT event_id::text, amount, team_shares, percentage, distributed_at FROM referral_reward_history
    WHERE user_id = ${userId} ORDER BY distributed_at DESC, event_id`.execute(db);
  return r.rows.map((x) => ({
    id: x.event_id,
    amount: x.amount,
    teamShares: x.team_shares,
    percentage: x.percentage,
    distributedAt: x.distributed_at,
  }));
}

export interface ReferrerRow {
  id: string;
  fullName: string;
  email: string;
  teamShares: string;
  rewardBalance: string;
}

/**
 * Every active user with at least one active direct referral, with the team's shares. Here and
 * everywhere a referral is counted, only verified referred accounts count (docs/security.md).
 */
export async function referrerStats(db: Kysely<Database>): Promise<ReferrerRow[]> {
  const r = await sql<{ id: string; full_name: string; email: string; team_shares: string; reward_balance: string }>`
    SELECT p.id::text, p.full_name, p.email,
      coalesce(sum(b.shares), 0)::numeric(14,1)::text AS team_shares,
      coalesce((SELECT reward_balance FROM investor_balances x WHERE x.user_id = p.id::text), 0)::numeric(20,2)::text AS reward_balance
    FROM users p
    JOIN users c ON c.referred_by = p.id AND c.deleted_at IS NULL AND c.email_verified
    LEFT JOIN investor_balances b ON b.user_id = c.id::text
    WHERE p.deleted_at IS NULL
    GROUP BY p.id, p.full_name, p.email
    ORDER BY coalesce(sum(b.shares), 0) DESC, p.full_name, p.id`.execute(db);
  return r.rows.map((x) => ({
    id: x.id,
    fullName: x.full_name,
    email: x.email,
    teamShares: x.team_shares,
    rewardBalance: x.reward_balance,
  }));
}

/** A user's direct referrals (active and verified) and their shares. */
export async function directReferrals(db: Kysely<Database>, userId: string) {
  const r = await sql<{ id: string; full_name: string; email: string; created_at: Date; shares: string }>`
    SELECT c.id::text, c.full_name, c.email, c.created_at, coalesce(b.shares, 0)::text AS shares
    FROM users c LEFT JOIN investor_balances b ON b.user_id = c.id::text
    WHERE c.referred_by = ${userId}::uuid AND c.deleted_at IS NULL AND c.email_verified
    ORDER BY c.created_at DESC, c.id`.execute(db);
  return r.rows.map((x) => ({ id: x.id, fullName: x.full_name, email: x.email, createdAt: x.created_at, shares: x.shares }));
}
