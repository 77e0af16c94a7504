import { type Kysely, type RawBuilder, sql } from "kysely";
import type pg from "pg";
import { BatchedLookup } from "../db/batched-lookup.js";
import type { Database } from "../db/schema.js";

/**
 * A user's profile (content) joined with their ledger figures (read models): what the admin
 * users table, the admin user details and the dashboard show. Amounts are exact strings.
 * Team figures count the direct referrals that are verified and not deleted: teamShares is their shares,
 * teamVolume what they paid for approved purchases (price locked at request time).
 */
export interface InvestorProfileRow {
  id: string;
  fullName: string;
  email: string;
  phone: string;
  wallet: string;
  profilePicture: string;
  isAdmin: boolean;
  isAuditor: boolean;
  referralCode: string;
  createdAt: Date;
  deletedAt: Date | null;
  referrerId: string | null;
  referrerName: string | null;
  referrerCode: string | null;
  shares: string;
  pendingShares: string;
  profitBalance: string;
  rewardBalance: string;
  withdrawalHold: string;
  loanOwed: string;
  totalProfit: string;
  totalReward: string;
  teamShares: string;
  teamVolume: string;
  /** The current share price (one uncorrelated subquery, evaluated once per statement). */
  pricePerShare: string;
}

const PROFILE_COLUMNS = `u.id::text AS id, u.full_name AS "fullName", u.email, u.phone, u.wallet, u.profile_picture AS "profilePicture",
      u.is_admin AS "isAdmin", u.is_auditor AS "isAuditor", u.referral_code AS "referralCode", u.created_at AS "createdAt", u.deleted_at AS "deletedAt",
      ref.id::text AS "referrerId", ref.full_name AS "referrerName", ref.referral_code AS "referrerCode",
      coalesce(ib.shares, 0)::text AS shares, coalesce(ib.pending_shares, 0)::text AS "pendingShares",
      coalesce(ib.profit_balance, 0)::text AS "profitBalance", coalesce(ib.reward_balance, 0)::text AS "rewardBalance",
      coalesce(ib.withdrawal_hold, 0)::text AS "withdrawalHold", coalesce(ib.loan_owed, 0)::text AS "loanOwed",
      coalesce(ib.total_profit, 0)::text AS "totalProfit", coalesce(ib.total_reward, 0)::text AS "totalReward",
      coalesce(team.team_shares, 0)::text AS "teamShares", coalesce(volume.team_volume, 0)::text AS "teamVolume",
      (SELECT price_per_share FROM platform_settings)::text AS "pricePerShare"`;

const PROFILE_FROM = `users u
    LEFT JOIN users ref ON ref.id = u.referred_by
    LEFT JOIN investor_balances ib ON ib.user_id = u.id::text
    -- Correlated to each user: one user's lookup reads only that user's referrals (index on referred_by).
    LEFT JOIN LATERAL (
      SELECT sum(tb.shares) AS team_shares FROM users r JOIN investor_balances tb ON tb.user_id = r.id::text
      WHERE r.referred_by = u.id AND r.deleted_at IS NULL AND r.email_verified) team ON true
    LEFT JOIN LATERAL (
      SELECT sum(p.amount) AS team_volume FROM users r JOIN share_purchases p ON p.user_id = r.id::text AND p.status = 'Approved'
      WHERE r.referred_by = u.id AND r.deleted_at IS NULL AND r.email_verified) volume ON true`;

function profiles(db: Kysely<Database>, where: RawBuilder<unknown>, orderBy: RawBuilder<unknown>) {
  return sql<InvestorProfileRow>`SELECT ${sql.raw(PROFILE_COLUMNS)} FROM ${sql.raw(PROFILE_FROM)} WHERE ${where} ORDER BY ${orderBy}`.execute(
    db,
  );
}

/** Every user that is not deleted, newest first; or only holders, largest holding first. */
export async function investorProfiles(db: Kysely<Database>, options: { investorsOnly: boolean }): Promise<InvestorProfileRow[]> {
  const r = options.investorsOnly
    ? await profiles(db, sql`u.deleted_at IS NULL AND ib.shares > 0`, sql`ib.shares DESC, u.created_at ASC, u.id ASC`)
    : await profiles(db, sql`u.deleted_at IS NULL`, sql`u.created_at DESC, u.id ASC`);
  return r.rows;
}

/** One user's profile and figures, deleted or not (history is kept). `userId` must be a UUID. */
export async function investorProfile(db: Kysely<Database>, userId: string): Promise<InvestorProfileRow | null> {
  const r = await profiles(db, sql`u.id = ${userId}::uuid`, sql`u.id`);
  return r.rows[0] ?? null;
}

/** investorProfile plus the user's token version: what the dashboard checks a bearer token against. */
export interface InvestorDashboardRow extends InvestorProfileRow {
  tokenVersion: number;
}

/**
 * The investor dashboard's one statement: the profile, its figures, the share price and the
 * user's token version, so the bearer token is checked in the same statement (and snapshot)
 * that reads the figures. A named prepared statement: each pooled connection parses and plans
 * it once (planning this join cost several times its execution, on every request). The text is
 * fixed and every column has a fixed type (amounts cast to text), so a cached plan stays valid;
 * PostgreSQL re-plans it by itself after a schema change.
 *
 * It takes many users at once: the dashboards requested while one statement is in flight go
 * together in the next (BatchedLookup). Each user is a LATERAL lookup by primary key with
 * LIMIT 1, which the planner keeps as a per-user index probe whatever the tables' sizes were
 * when the plan was cached (a join of the id array could become a scan of `users`).
 */
const DASHBOARD_STATEMENT = {
  name: "investor-dashboard-v3",
  text: `SELECT d.* FROM unnest($1::uuid[]) AS q(id) CROSS JOIN LATERAL (
    SELECT ${PROFILE_COLUMNS}, u.token_version AS "tokenVersion" FROM ${PROFILE_FROM} WHERE u.id = q.id LIMIT 1) d`,
};

const dashboardLookups = new WeakMap<object, BatchedLookup<InvestorDashboardRow>>();

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** One user's dashboard row, deleted or not (the caller checks); null for no such user. */
export async function investorDashboard(pool: Pick<pg.Pool, "query">, userId: string): Promise<InvestorDashboardRow | null> {
  // Not a UUID: no user, and kept out of the batch, where it would fail everyone's statement.
  if (!UUID.test(userId)) return null;
  let lookup = dashboardLookups.get(pool);
  if (!lookup) {
    lookup = new BatchedLookup(async (ids) => {
      const r = await pool.query<InvestorDashboardRow>({ ...DASHBOARD_STATEMENT, values: [ids] });
      return new Map(r.rows.map((row) => [row.id, row]));
    });
    dashboardLookups.set(pool, lookup);
  }
  return await lookup.get(userId.toLowerCase());
}

/** The user's direct referrals (verified, not deleted) with their shares, oldest first. */
export async function referralHoldings(
  db: Kysely<Database>,
  userId: string,
): Promise<{ id: string; fullName: string; email: string; shares: string }[]> {
  const r = await sql<{ id: string; fullName: string; email: string; shares: string }>`
    SELECT r.id::text AS id, r.full_name AS "fullName", r.email, coalesce(ib.shares, 0)::text AS shares
    FROM users r LEFT JOIN investor_balances ib ON ib.user_id = r.id::text
    WHERE r.referred_by = ${userId}::uuid AND r.deleted_at IS NULL AND r.email_verified ORDER BY r.created_at ASC, r.id ASC`.execute(db);
  return r.rows;
}

export interface BalancePointRow {
  at: Date;
  shares: string;
  profitBalance: string;
  rewardBalance: string;
}

/** The user's balances after each money event, oldest first (the dashboard's chart). */
export async function balanceHistory(db: Kysely<Database>, userId: string): Promise<BalancePointRow[]> {
  const r = await sql<BalancePointRow>`
    SELECT at, shares::text AS shares, profit_balance::text AS "profitBalance", reward_balance::text AS "rewardBalance"
    FROM balance_history WHERE user_id = ${userId} ORDER BY global_position ASC`.execute(db);
  return r.rows;
}

/** Counts for the admin dashboard cards. */
export async function platformCounts(db: Kysely<Database>): Promise<{ registeredUsers: number; sharesAllocated: string }> {
  const r = await sql<{ users: string; allocated: string }>`
    SELECT (SELECT count(*) FROM users WHERE deleted_at IS NULL)::text AS users,
           (SELECT shares_allocated FROM platform_settings)::text AS allocated`.execute(db);
  return { registeredUsers: Number(r.rows[0]?.users ?? 0), sharesAllocated: r.rows[0]?.allocated ?? "0" };
}
