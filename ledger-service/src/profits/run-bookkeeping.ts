import { money, toApiNumber, type MoneyRunView } from "@app/contracts";
import type { Database } from "@app/projections";
import { type Kysely, sql } from "kysely";
import { ConflictError } from "../platform/errors.js";
import { heldReferral } from "./self-referral.js";
import type { MoneyRunKind, MoneyRunRow } from "./money-run.js";

/**
 * The plain bookkeeping rows of a run: who is in it (fixed at start, from the balances read
 * model) and who is done. A restarted worker resumes with the members not yet processed.
 */
export interface RunMember {
  userId: string;
  shares: string;
  teamInvestment: string | null;
}

const UNIQUE_VIOLATION = "23505";

/** Inserts the run and its members in one transaction; one running run per kind. */
export async function createRunWithMembers(
  db: Kysely<Database>,
  run: {
    id: string;
    kind: MoneyRunKind;
    percentage: string;
    pricePerShare: string;
    loanRepaymentShare: string;
    /** Reward runs: dollars one referrer may be credited (their team investment is capped to it). */
    rewardMaxPerReferrer?: number;
    startedBy: string;
    approvedBy?: string;
    startedAt: Date;
  },
): Promise<MoneyRunRow> {
  try {
    return await db.transaction().execute(async (trx) => {
      await trx
        .insertInto("money_runs")
        .values({
          id: run.id,
          kind: run.kind,
          percentage: run.percentage,
          price_per_share: run.pricePerShare,
          loan_repayment_share: run.loanRepaymentShare,
          total: 0,
          total_shares: "0",
          status: "running",
          last_error: null,
          started_by: run.startedBy,
          approved_by: run.approvedBy ?? null,
          started_at: run.startedAt,
          completed_at: null,
        })
        .execute();
      // Investors: everyone holding shares (less those held by pending sell-backs, which earn no profit). Referrers: everyone whose direct team (verified accounts
      // only: an unverified referral does not count) holds shares. A referral flagged as possibly the referrer's own (a shared payout
      // wallet or sign-in address) counts only once an admin cleared it, and a referrer's team investment counts up to what pays
      // rewardMaxPerReferrer at this run's percent.
      const teamCap =
        run.rewardMaxPerReferrer === undefined ? null : money(run.rewardMaxPerReferrer).mul(100).div(run.percentage).toFixed(2);
      const members =
        run.kind === "profit"
          ? sql<{ n: number; s: string }>`
              WITH ins AS (
                INSERT INTO money_run_members (run_id, user_id, shares)
                SELECT ${run.id}::uuid, u.id, b.shares - b.held_shares FROM investor_balances b JOIN users u ON u.id::text = b.user_id
                WHERE b.shares - b.held_shares > 0 AND u.deleted_at IS NULL
                ORDER BY u.id
                RETURNING shares)
              SELECT count(*)::int AS n, coalesce(sum(shares), 0)::text AS s FROM ins`
          : sql<{ n: number; s: string }>`
              WITH ins AS (
                INSERT INTO money_run_members (run_id, user_id, shares, team_investment)
                SELECT ${run.id}::uuid, p.id, sum(b.shares),
                  least(round(sum(b.shares) * ${run.pricePerShare}::numeric, 2),
                  coalesce(${teamCap}::numeric, round(sum(b.shares) * ${run.pricePerShare}::numeric, 2)))
                FROM users c JOIN users p ON p.id = c.referred_by AND p.deleted_at IS NULL
                JOIN investor_balances b ON b.user_id = c.id::text AND b.shares > 0
                WHERE c.deleted_at IS NULL AND c.email_verified AND ${heldReferral("c", "p")} IS NOT TRUE GROUP BY p.id
                ORDER BY p.id
                RETURNING shares)
              SELECT count(*)::int AS n, coalesce(sum(shares), 0)::text AS s FROM ins`;
      const counted = (await members.execute(trx)).rows[0] ?? { n: 0, s: "0" };
      // Fresh statistics for the claims' plan. Without them (a table never analyzed, or one
      // where this run's rows are under autovacuum's 10 %), the planner expects a few hundred
      // open members and sorts them all for each claim instead of walking the index to the
      // first `limit`: 1.5 to 3.5 s per claim (temporary files) with 1,000,000 members.
      await sql`ANALYZE money_run_members`.execute(trx);
      return await trx
        .updateTable("money_runs")
        .set({ total: counted.n, total_shares: counted.s })
        .where("id", "=", run.id)
        .returningAll()
        .executeTakeFirstOrThrow();
    });
  } catch (error) {
    if ((error as { code?: string }).code === UNIQUE_VIOLATION)
      throw new ConflictError(
        run.kind === "profit" ? "A profit run is already in progress" : "A referral reward run is already in progress",
      );
    throw error;
  }
}

export async function findRun(db: Kysely<Database>, runId: string, kind?: MoneyRunKind): Promise<MoneyRunRow | undefined> {
  if (!/^[0-9a-f-]{36}$/i.test(runId)) return undefined;
  let q = db.selectFrom("money_runs").selectAll().where("id", "=", runId);
  if (kind) q = q.where("kind", "=", kind);
  return await q.executeTakeFirst();
}

export async function runningRun(db: Kysely<Database>, kind: MoneyRunKind): Promise<MoneyRunRow | undefined> {
  return await db.selectFrom("money_runs").selectAll().where("kind", "=", kind).where("status", "=", "running").executeTakeFirst();
}

export async function listRuns(db: Kysely<Database>, kind: MoneyRunKind, limit = 50): Promise<MoneyRunRow[]> {
  return await db
    .selectFrom("money_runs")
    .selectAll()
    .where("kind", "=", kind)
    .orderBy("started_at", "desc")
    .orderBy("id")
    .limit(limit)
    .execute();
}

/**
 * A condition that is always true and turns synchronous_commit off for the statement's own
 * (implicit) transaction: its commit does not wait for the WAL flush, in the same round trip.
 * Safe for claims and marks, and only for them: the credits themselves are in the event store,
 * appended with deterministic ids at expected versions, so a claim or a mark lost to a database
 * crash only makes a rerun claim those members again and find their streams already credited
 * (the amount is read back from the stream). It matters because every lane's mark updates the
 * one money_runs row: the row lock was held through each commit's flush, and the lanes queued.
 */
const UNFLUSHED = sql`(SELECT set_config('synchronous_commit', 'off', true)) IS NOT NULL`;

/**
 * Claims up to `limit` members no worker holds (or whose holder's lease ran out): several
 * workers share one run without taking the same members, and a killed worker's batch is
 * taken over when its lease ends. A worker passes its last member as `after`, so the scan starts
 * where its last batch ended: index entries of processed members stay until vacuum, and a claim
 * from the start near the end of a 100,000-member run walked over them (82,000 buffers, 40 ms).
 * The claimed ids go to the UPDATE as an array (`= ANY(ARRAY(...))`), so it finds them by the
 * primary key; as a joined subquery the planner hashed it against a sequential scan of every
 * member (28 ms per claim of 500 at 100,000 members, growing with the run; 5.8 ms now).
 */
export async function claimMembers(
  db: Kysely<Database>,
  runId: string,
  limit: number,
  leaseMs: number,
  /** Only members after this user id (the caller's last batch); undefined: from the start. */
  after?: string,
): Promise<RunMember[]> {
  const r = await sql<{ user_id: string; shares: string; team_investment: string | null }>`
    UPDATE money_run_members m SET claimed_until = clock_timestamp() + ${leaseMs} * interval '1 millisecond'
    WHERE m.run_id = ${runId}::uuid AND ${UNFLUSHED} AND m.user_id = ANY(ARRAY(
      SELECT user_id FROM money_run_members
      WHERE run_id = ${runId}::uuid AND NOT processed AND (claimed_until IS NULL OR claimed_until < clock_timestamp())
        ${after === undefined ? sql`` : sql`AND user_id > ${after}::uuid`}
      ORDER BY user_id LIMIT ${limit}
      FOR UPDATE SKIP LOCKED))
    RETURNING m.user_id::text, m.shares::text, m.team_investment::text`.execute(db);
  return r.rows
    .map((row) => ({ userId: row.user_id, shares: row.shares, teamInvestment: row.team_investment }))
    .sort((a, b) => (a.userId < b.userId ? -1 : 1));
}

/** Members not yet processed, claimed or not. */
export async function openMembers(db: Kysely<Database>, runId: string): Promise<number> {
  const r = await sql<{
    n: number;
  }>`SELECT count(*)::int AS n FROM money_run_members WHERE run_id = ${runId}::uuid AND NOT processed`.execute(db);
  return r.rows[0]?.n ?? 0;
}

/**
 * Marks members done with the amount each was credited, and moves the run's counters by the
 * rows that were not done yet: running it twice for the same members changes nothing.
 * Returns the run's processed count after it (null: no members given). The members are found
 * by primary key, as claims are: `user_id = ANY(ARRAY(subquery))`, an array whose length the
 * planner does not know. Joined only to the unnest, or with the 500 ids as a known array, it
 * hashed the run's members from a sequential scan (12-18 ms per mark of 500 at 30,000 members,
 * auto_explain; 2 ms by the key).
 */
export async function markProcessed(db: Kysely<Database>, runId: string, amounts: Map<string, string>): Promise<number | null> {
  if (amounts.size === 0) return null;
  const ids = [...amounts.keys()];
  const r = await sql<{ processed: number }>`
    WITH done AS (
      UPDATE money_run_members m SET processed = true, amount = v.amount
      FROM unnest(${ids}::uuid[], ${ids.map((id) => amounts.get(id) as string)}::numeric[]) AS v(user_id, amount)
      WHERE m.run_id = ${runId}::uuid AND m.user_id = ANY(ARRAY(SELECT unnest(${ids}::uuid[]))) AND m.user_id = v.user_id AND NOT m.processed
      RETURNING m.amount)
    UPDATE money_runs SET processed = processed + (SELECT count(*) FROM done),
      total_amount = total_amount + (SELECT coalesce(sum(amount), 0) FROM done)
    WHERE id = ${runId}::uuid AND ${UNFLUSHED}
    RETURNING processed`.execute(db);
  return r.rows[0]?.processed ?? null;
}

export async function runTotals(db: Kysely<Database>, runId: string): Promise<{ credited: number; totalAmount: string }> {
  const r = await sql<{ credited: number; total: string }>`
    SELECT count(*) FILTER (WHERE amount > 0)::int AS credited, coalesce(sum(amount), 0)::text AS total
    FROM money_run_members WHERE run_id = ${runId}::uuid`.execute(db);
  const row = r.rows[0] ?? { credited: 0, total: "0" };
  return { credited: row.credited, totalAmount: row.total };
}

export async function finishRun(db: Kysely<Database>, runId: string, completedAt: Date): Promise<void> {
  await db
    .updateTable("money_runs")
    .set({ status: "completed", completed_at: completedAt, last_error: null })
    .where("id", "=", runId)
    .execute();
}

export async function failRun(db: Kysely<Database>, runId: string, reason: string): Promise<void> {
  await db
    .updateTable("money_runs")
    .set({ status: "failed", last_error: reason.slice(0, 500) })
    .where("id", "=", runId)
    .where("status", "=", "running")
    .execute();
}

export function toRunView(run: MoneyRunRow): MoneyRunView {
  const progress = run.total === 0 ? (run.status === "completed" ? 100 : 0) : Math.round((run.processed * 1000) / run.total) / 10;
  return {
    id: run.id,
    status: run.status,
    percentage: toApiNumber(run.percentage),
    pricePerShare: toApiNumber(run.price_per_share),
    total: run.total,
    processed: run.processed,
    progress: Math.min(100, progress),
    totalAmount: toApiNumber(money(run.total_amount)),
    startedAt: run.started_at.toISOString(),
    completedAt: run.completed_at ? run.completed_at.toISOString() : null,
  };
}
