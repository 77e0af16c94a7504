import { money, toCents } from "@app/contracts";
import { sql } from "kysely";
import type { AppContext } from "../runtime/context.js";
import type { MoneyRunKind } from "./money-run.js";
import { heldReferral } from "./self-referral.js";
import { checkRunCap, currentPricePerShare } from "./start-run.js";

const RECENT_RUN_DAYS = 7;

/**
 * What a run started now would credit: the members createRunWithMembers would take, each with the
 * amount decide-credits would credit (rounded half up to cents; a zero amount credits nobody).
 * Postgres's numeric round() rounds half away from zero: for these positive amounts, half up.
 */
export async function previewRun(ctx: AppContext, kind: MoneyRunKind, percentage: string) {
  checkRunCap(ctx, kind, percentage);
  const price = await currentPricePerShare(ctx);
  // As createRunWithMembers: held referrals left out, a referrer's team investment capped.
  const teamCap = money(ctx.config.REFERRAL_REWARD_MAX_PER_RUN).mul(100).div(percentage).toFixed(2);
  const amounts =
    kind === "profit"
      ? sql<{ amount: string }>`
          SELECT round((b.shares - b.held_shares) * ${price}::numeric * ${percentage}::numeric / 100, 2) AS amount
          FROM investor_balances b JOIN users u ON u.id::text = b.user_id
          WHERE b.shares - b.held_shares > 0 AND u.deleted_at IS NULL`
      : sql<{ amount: string }>`
          SELECT round(least(round(sum(b.shares) * ${price}::numeric, 2), ${teamCap}::numeric) * ${percentage}::numeric / 100, 2) AS amount
          FROM users c JOIN users p ON p.id = c.referred_by AND p.deleted_at IS NULL
          JOIN investor_balances b ON b.user_id = c.id::text AND b.shares > 0
          WHERE c.deleted_at IS NULL AND c.email_verified AND ${heldReferral("c", "p")} IS NOT TRUE GROUP BY p.id`;
  const [totals, recent] = await Promise.all([
    sql<{ investors: number; total: string }>`
      SELECT count(*) FILTER (WHERE amount > 0)::int AS investors, coalesce(sum(amount), 0)::text AS total FROM (${amounts}) a`.execute(
      ctx.db,
    ),
    ctx.db
      .selectFrom("money_runs")
      .select(["percentage", "started_at"])
      .where("kind", "=", kind)
      .where("started_at", ">", new Date(ctx.clock().getTime() - RECENT_RUN_DAYS * 24 * 3600 * 1000))
      .orderBy("started_at", "desc")
      .limit(1)
      .executeTakeFirst(),
  ]);
  const row = totals.rows[0] ?? { investors: 0, total: "0" };
  return {
    investors: row.investors,
    total: toCents(row.total),
    recentRun: recent
      ? { percentage: money(String(recent.percentage)).toFixed(), startedAt: new Date(recent.started_at).toISOString() }
      : null,
  };
}
