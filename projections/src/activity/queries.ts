import { type Kysely, type RawBuilder, sql } from "kysely";
import type { Database } from "../db/schema.js";

/**
 * The investor's activity feed (GET /api/activity): every money event of one investor read
 * from the read models that already hold it, in one place. Purchases (share_purchases),
 * withdrawals (withdrawals), sell-backs (share_sell_backs), the loans (loans) and their
 * repayments (loan_repayments), referral rewards (referral_reward_history) and profit credits
 * (the notifications read model's "profit-credited" rows: the only per-investor record of a
 * credit, with its exact amount). A payout recorded on chain (payouts) adds its transaction id.
 */
export type FeedKind = "purchase" | "profit" | "reward" | "withdrawal" | "sell-back" | "loan" | "repayment";

export interface FeedRow {
  kind: FeedKind;
  /** The request's own id (a repayment: `${loanId}.${global position}`). */
  ref: string;
  /** Exact dollars; null for a sell-back not priced yet. */
  amount: string | null;
  status: string;
  at: Date;
  decidedAt: Date | null;
  rejectionReason: string | null;
  /** The kind's own figures (texts), e.g. fee, net, wallet, network; payoutTxId when a payout was recorded. */
  extra: Record<string, string | null>;
}

/** One SELECT per read model, each of this investor's rows only, as the feed's common columns. */
function feedOf(userId: string): RawBuilder<FeedRow> {
  return sql<FeedRow>`
    SELECT 'purchase' AS kind, p.purchase_id AS ref, p.amount::text AS amount, p.status, p.requested_at AS at,
      p.decided_at AS "decidedAt", p.rejection_reason AS "rejectionReason",
      jsonb_build_object('shares', p.shares::text, 'pricePerShare', p.price_per_share::text, 'network', p.network, 'txId', p.tx_id) AS extra
    FROM share_purchases p WHERE p.user_id = ${userId}
    UNION ALL
    SELECT 'withdrawal', w.withdrawal_id, w.amount::text, w.status, w.requested_at, w.decided_at, w.rejection_reason,
      jsonb_build_object('fee', w.fee::text, 'net', w.net::text, 'wallet', w.wallet, 'network', w.network, 'source', w.source,
        'heldUntil', to_char(w.approvable_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'), 'payoutTxId', po.tx_id)
    FROM withdrawals w LEFT JOIN payouts po ON po.use = 'withdrawal-payout' AND po.target = w.withdrawal_id
    WHERE w.user_id = ${userId}
    UNION ALL
    SELECT 'sell-back', s.sell_back_id, coalesce(s.payout, s.gross)::text, s.status, s.requested_at, s.decided_at, s.rejection_reason,
      jsonb_build_object('shares', s.shares::text, 'gross', s.gross::text, 'fee', s.fee::text, 'wallet', s.wallet, 'network', s.network,
        'payoutTxId', po.tx_id)
    FROM share_sell_backs s LEFT JOIN payouts po ON po.use = 'sell-back-payout' AND po.target = s.sell_back_id
    WHERE s.user_id = ${userId}
    UNION ALL
    SELECT 'loan', l.loan_id, l.amount_requested::text, l.status, l.created_at, coalesce(l.decided_at, l.approved_at), l.rejection_reason,
      jsonb_build_object('companyCharge', l.company_charge::text, 'totalPayable', l.total_payable::text, 'remaining', l.remaining::text,
        'wallet', l.wallet, 'network', l.network, 'payoutTxId', po.tx_id)
    FROM loans l LEFT JOIN payouts po ON po.use = 'loan-payout' AND po.target = l.loan_id
    WHERE l.user_id = ${userId}
    UNION ALL
    SELECT 'repayment', r.loan_id || '.' || r.global_position::text, r.amount::text, 'Applied', r.at, r.at, NULL,
      jsonb_build_object('source', r.source, 'balanceAfter', r.balance_after::text, 'note', r.note)
    FROM loan_repayments r JOIN loans l ON l.loan_id = r.loan_id
    WHERE l.user_id = ${userId}
    UNION ALL
    SELECT 'reward', h.event_id::text, h.amount::text, 'Credited', h.distributed_at, h.distributed_at, NULL,
      jsonb_build_object('teamShares', h.team_shares::text, 'percentage', h.percentage::text)
    FROM referral_reward_history h WHERE h.user_id = ${userId}
    UNION ALL
    SELECT 'profit', n.notification_id, (n.data::jsonb ->> 'amount'), 'Credited', n.created_at, n.created_at, NULL,
      jsonb_build_object('balanceAfter', n.data::jsonb ->> 'balance')
    FROM notifications n WHERE n.user_id = ${userId} AND n.kind = 'profit-credited'`;
}

/** One page of the investor's feed, newest first (ties in a fixed order), and how many items it holds in all. */
export async function activityPage(
  db: Kysely<Database>,
  userId: string,
  options: { page: number; pageSize: number; kind?: FeedKind | undefined },
): Promise<{ rows: FeedRow[]; total: number }> {
  const kind = options.kind ?? null;
  const where = sql`(${kind}::text IS NULL OR f.kind = ${kind})`;
  const [rows, count] = await Promise.all([
    sql<FeedRow>`SELECT f.* FROM (${feedOf(userId)}) f WHERE ${where}
      ORDER BY f.at DESC, f.kind, f.ref DESC
      LIMIT ${options.pageSize} OFFSET ${(options.page - 1) * options.pageSize}`.execute(db),
    sql<{ n: string }>`SELECT count(*)::text AS n FROM (${feedOf(userId)}) f WHERE ${where}`.execute(db),
  ]);
  return { rows: rows.rows, total: Number(count.rows[0]?.n ?? 0) };
}

/** One item of the investor's own feed; null when it is not theirs or does not exist. */
export async function activityItemOf(db: Kysely<Database>, userId: string, kind: FeedKind, ref: string): Promise<FeedRow | null> {
  const r = await sql<FeedRow>`SELECT f.* FROM (${feedOf(userId)}) f WHERE f.kind = ${kind} AND f.ref = ${ref}`.execute(db);
  return r.rows[0] ?? null;
}
