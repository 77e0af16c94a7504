import { money, toCents, toShares, transfersOf, userIdOfInvestorStream } from "@app/contracts";
import type Decimal from "decimal.js";
import { sql } from "kysely";
import { copyRows } from "../runner/copy-rows.js";
import type { Projection } from "../runner/projection.js";

interface Row {
  shares: Decimal;
  pending: Decimal;
  profit: Decimal;
  reward: Decimal;
  hold: Decimal;
  loanOwed: Decimal;
  totalProfit: Decimal;
  totalReward: Decimal;
  position: bigint;
}

const ACCOUNT = /^investor:(.+):(profit|reward|withdrawal-hold|loan-receivable)$/;

/**
 * Per investor: shares, pending shares and the balances the screens show, plus one history
 * point per money event (the dashboard's balance chart). Balances follow the journal transfers,
 * so they cannot disagree with it.
 */
export const investorsProjection: Projection = {
  name: "investors",
  tables: ["investor_balances", "balance_history"],
  ddl: [
    `CREATE TABLE investor_balances (
       user_id TEXT PRIMARY KEY,
       shares NUMERIC(12,1) NOT NULL,
       pending_shares NUMERIC(12,1) NOT NULL,
       profit_balance NUMERIC(20,2) NOT NULL,
       reward_balance NUMERIC(20,2) NOT NULL,
       withdrawal_hold NUMERIC(20,2) NOT NULL,
       loan_owed NUMERIC(20,2) NOT NULL,
       total_profit NUMERIC(20,2) NOT NULL,
       total_reward NUMERIC(20,2) NOT NULL,
       last_position BIGINT NOT NULL
     )`,
    "CREATE INDEX investor_balances_shares ON investor_balances (shares DESC) WHERE shares > 0",
    `CREATE TABLE balance_history (
       user_id TEXT NOT NULL,
       global_position BIGINT NOT NULL,
       at TIMESTAMPTZ NOT NULL,
       shares NUMERIC(12,1) NOT NULL,
       profit_balance NUMERIC(20,2) NOT NULL,
       reward_balance NUMERIC(20,2) NOT NULL,
       PRIMARY KEY (user_id, global_position)
     )`,
  ],
  async apply(trx, events) {
    const users = new Set<string>();
    for (const e of events) {
      const id = userIdOfInvestorStream(e.streamId);
      if (id) users.add(id);
      for (const t of transfersOf(e.event)) {
        for (const a of [t.debit, t.credit]) {
          const m = ACCOUNT.exec(a);
          if (m?.[1]) users.add(m[1]);
        }
      }
    }
    if (users.size === 0) return;
    const ids = [...users];
    const existing = await sql<Record<string, string>>`SELECT * FROM investor_balances WHERE user_id = ANY(${ids}::text[])`.execute(trx);
    const rows = new Map<string, Row>();
    for (const r of existing.rows) {
      rows.set(r.user_id as string, {
        shares: money(r.shares as string),
        pending: money(r.pending_shares as string),
        profit: money(r.profit_balance as string),
        reward: money(r.reward_balance as string),
        hold: money(r.withdrawal_hold as string),
        loanOwed: money(r.loan_owed as string),
        totalProfit: money(r.total_profit as string),
        totalReward: money(r.total_reward as string),
        position: BigInt(r.last_position as string),
      });
    }
    const row = (id: string): Row => {
      let r = rows.get(id);
      if (!r) {
        const z = money(0);
        r = { shares: z, pending: z, profit: z, reward: z, hold: z, loanOwed: z, totalProfit: z, totalReward: z, position: 0n };
        rows.set(id, r);
      }
      return r;
    };
    const history: { user: string; pos: string; at: string; shares: string; profit: string; reward: string }[] = [];
    for (const e of events) {
      const touched = new Set<string>();
      const streamUser = userIdOfInvestorStream(e.streamId);
      const ev = e.event;
      if (streamUser) {
        const r = row(streamUser);
        if (ev.type === "SharePurchaseRequested") r.pending = r.pending.add(ev.data.shares);
        if (ev.type === "SharePurchaseApproved") {
          r.pending = r.pending.sub(ev.data.shares);
          r.shares = r.shares.add(ev.data.shares);
          touched.add(streamUser);
        }
        if (ev.type === "SharesAdjusted") {
          r.shares = r.shares.add(money(ev.data.newShares).sub(ev.data.previousShares));
          touched.add(streamUser);
        }
        if (ev.type === "ProfitCredited") r.totalProfit = r.totalProfit.add(ev.data.amount);
        if (ev.type === "ReferralRewardCredited") r.totalReward = r.totalReward.add(ev.data.amount);
        r.position = e.position.prepare;
      }
      if (ev.type === "SharePurchaseRejected" && streamUser) {
        const shares = await pendingSharesOf(trx, streamUser, ev.data.purchaseId, events);
        row(streamUser).pending = row(streamUser).pending.sub(shares);
      }
      for (const t of transfersOf(ev)) {
        for (const [account, sign] of [
          [t.debit, -1],
          [t.credit, 1],
        ] as const) {
          const m = ACCOUNT.exec(account);
          if (!m?.[1]) continue;
          const r = row(m[1]);
          const delta = money(t.amount).mul(sign);
          if (m[2] === "profit") r.profit = r.profit.add(delta);
          else if (m[2] === "reward") r.reward = r.reward.add(delta);
          else if (m[2] === "withdrawal-hold") r.hold = r.hold.add(delta);
          else r.loanOwed = r.loanOwed.sub(delta);
          touched.add(m[1]);
        }
      }
      for (const id of touched) {
        const r = row(id);
        history.push({
          user: id,
          pos: e.position.prepare.toString(),
          at: e.createdAt.toISOString(),
          shares: toShares(r.shares),
          profit: toCents(r.profit),
          reward: toCents(r.reward),
        });
      }
    }
    const list = [...rows.entries()];
    const col = (f: (r: Row) => string) => list.map(([, r]) => f(r));
    await sql`
      INSERT INTO investor_balances (user_id, shares, pending_shares, profit_balance, reward_balance, withdrawal_hold, loan_owed, total_profit, total_reward, last_position)
      SELECT * FROM unnest(${list.map(([id]) => id)}::text[], ${col((r) => r.shares.toString())}::numeric[], ${col((r) => r.pending.toString())}::numeric[],
        ${col((r) => toCents(r.profit))}::numeric[], ${col((r) => toCents(r.reward))}::numeric[], ${col((r) => toCents(r.hold))}::numeric[],
        ${col((r) => toCents(r.loanOwed))}::numeric[], ${col((r) => toCents(r.totalProfit))}::numeric[], ${col((r) => toCents(r.totalReward))}::numeric[],
        ${col((r) => r.position.toString())}::bigint[])
      ON CONFLICT (user_id) DO UPDATE SET shares = EXCLUDED.shares, pending_shares = EXCLUDED.pending_shares,
        profit_balance = EXCLUDED.profit_balance, reward_balance = EXCLUDED.reward_balance, withdrawal_hold = EXCLUDED.withdrawal_hold,
        loan_owed = EXCLUDED.loan_owed, total_profit = EXCLUDED.total_profit, total_reward = EXCLUDED.total_reward, last_position = EXCLUDED.last_position`.execute(
      trx,
    );
    // One row per (user, event): never written twice, since a batch is applied once.
    await copyRows(
      trx,
      "balance_history",
      HISTORY_COLUMNS,
      history.map((h) => [h.user, h.pos, h.at, h.shares, h.profit, h.reward]),
    );
  },
};

const HISTORY_COLUMNS: Array<[string, string]> = [
  ["user_id", "text"],
  ["global_position", "bigint"],
  ["at", "timestamptz"],
  ["shares", "numeric"],
  ["profit_balance", "numeric"],
  ["reward_balance", "numeric"],
];

/** The shares of a rejected purchase: from this batch if it was requested in it, else the store. */
async function pendingSharesOf(
  trx: Parameters<Projection["apply"]>[0],
  userId: string,
  purchaseId: string,
  batch: Parameters<Projection["apply"]>[1],
): Promise<Decimal> {
  for (const e of batch) {
    if (e.event.type === "SharePurchaseRequested" && e.event.data.purchaseId === purchaseId) return money(e.event.data.shares);
  }
  const r = await sql<{ shares: string }>`
    SELECT data->>'shares' AS shares FROM events
    WHERE stream_id = ${`investor-${userId}`} AND type = 'SharePurchaseRequested' AND data->>'purchaseId' = ${purchaseId}`.execute(trx);
  return money(r.rows[0]?.shares ?? 0);
}
