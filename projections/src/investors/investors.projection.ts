import { type DomainEvent, money, toCents, toShares, transfersOf, userIdOfInvestorStream } from "@app/contracts";
import type Decimal from "decimal.js";
import { type Kysely, sql } from "kysely";
import type { Database } from "../db/schema.js";
import { copyRows } from "../runner/copy-rows.js";
import { eventTexts, type ProjectedEvent, type Projection } from "../runner/projection.js";
import { creditFolds } from "./credits.fold.js";
import { decimal, investorAccount, type Row, type StreamFolds, zeroRow } from "./investor-row.js";
import { foldJournalLeg } from "./journal-legs.fold.js";
import { foldPurchaseRejected, purchaseFolds } from "./purchases.fold.js";
import { sellBackFolds } from "./sell-backs.fold.js";
import { shareAdjustmentFolds } from "./share-adjustments.fold.js";

/**
 * Each capability's folds of an investor's own stream, by event type (one pure fold per
 * capability, next to this file); the live apply and the rebuild's loader both run `fold`.
 */
const STREAM_FOLDS: StreamFolds = { ...purchaseFolds, ...shareAdjustmentFolds, ...sellBackFolds, ...creditFolds };

/** How many investors' rows a runner keeps between batches (about 0.3 KB each). */
const MAX_REMEMBERED_INVESTORS = 200_000;

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
       held_shares NUMERIC(12,1) NOT NULL DEFAULT 0,
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
  async apply(trx, events, memory) {
    const users = usersOf(events);
    if (users.size === 0) return;
    // Rows this runner wrote in its earlier batches come from its memory (a profit run credits
    // every investor: one SELECT of 1,000 rows per batch less); the others are read.
    const remembered = memory as Map<string, Row> | undefined;
    const rows = new Map<string, Row>();
    const missing: string[] = [];
    for (const id of users) {
      const r = remembered?.get(id);
      if (r) rows.set(id, r);
      else missing.push(id);
    }
    if (missing.length > 0) for (const [id, r] of await loadRows(trx, missing)) rows.set(id, r);
    const history = await fold(trx, rows, events);
    await upsertRows(trx, rows);
    if (remembered) {
      if (remembered.size + rows.size > MAX_REMEMBERED_INVESTORS) remembered.clear();
      for (const [id, r] of rows) remembered.set(id, r);
    }
    // One row per (user, event): never written twice, since a batch is applied once.
    await copyRows(trx, "balance_history", HISTORY_COLUMNS, history);
  },
  rebuild: {
    keysAfterLoad: ["balance_history"],
    loader: ({ maxCachedRows }) => {
      // Every investor's row stays in memory across batches and is written once at the end;
      // past maxCachedRows the rows are written out, and later batches load what they miss.
      const rows = new Map<string, Row>();
      let written = false;
      return {
        async apply(trx, events) {
          if (written) {
            const missing = [...usersOf(events)].filter((id) => !rows.has(id));
            if (missing.length > 0) for (const [id, r] of await loadRows(trx, missing)) rows.set(id, r);
          }
          await copyRows(trx, "balance_history", HISTORY_COLUMNS, await fold(trx, rows, events));
          if (rows.size >= maxCachedRows) {
            await upsertRows(trx, rows);
            rows.clear();
            written = true;
          }
        },
        async finish(trx) {
          await upsertRows(trx, rows);
        },
      };
    },
  },
};

/** The investors whose row these events change: their streams' owners and investor accounts. */
function usersOf(events: ProjectedEvent[]): Set<string> {
  const users = new Set<string>();
  for (const e of events) {
    const id = userIdOfInvestorStream(e.streamId);
    if (id) users.add(id);
    for (const t of transfersOf(e.event)) {
      for (const a of [t.debit, t.credit]) {
        const account = investorAccount(a);
        if (account) users.add(account.user);
      }
    }
  }
  return users;
}

async function loadRows(trx: Kysely<Database>, ids: string[]): Promise<Map<string, Row>> {
  const existing = await sql<Record<string, string>>`SELECT * FROM investor_balances WHERE user_id = ANY(${ids}::text[])`.execute(trx);
  const rows = new Map<string, Row>();
  for (const r of existing.rows) {
    // Through the shared decimals: the zeros and common amounts of many rows are one object.
    rows.set(r.user_id as string, {
      shares: decimal(r.shares as string),
      held: decimal(r.held_shares as string),
      pending: decimal(r.pending_shares as string),
      profit: decimal(r.profit_balance as string),
      reward: decimal(r.reward_balance as string),
      hold: decimal(r.withdrawal_hold as string),
      loanOwed: decimal(r.loan_owed as string),
      totalProfit: decimal(r.total_profit as string),
      totalReward: decimal(r.total_reward as string),
      position: BigInt(r.last_position as string),
      text: {},
    });
  }
  return rows;
}

/**
 * Applies the events to the rows (`rows` must hold every stored row the events touch; missing
 * ones start at zero) and returns the balance-history rows (COPY rows).
 */
async function fold(trx: Kysely<Database>, rows: Map<string, Row>, events: ProjectedEvent[]): Promise<unknown[][]> {
  const row = (id: string): Row => {
    let r = rows.get(id);
    if (!r) {
      r = zeroRow();
      rows.set(id, r);
    }
    return r;
  };
  const history: unknown[][] = [];
  const touched: string[] = [];
  const touch = (id: string) => {
    if (!touched.includes(id)) touched.push(id);
  };
  /** A transfer leg on an investor account: credits add to the balance, debits take from it. */
  const post = (account: string, amount: Decimal, credit: boolean) => {
    const a = investorAccount(account);
    if (!a) return;
    foldJournalLeg(row(a.user), a.kind, amount, credit);
    touch(a.user);
  };
  for (const e of events) {
    touched.length = 0;
    const streamUser = userIdOfInvestorStream(e.streamId);
    const ev = e.event;
    if (streamUser) {
      const r = row(streamUser);
      const capabilityFold = STREAM_FOLDS[ev.type] as ((r: Row, ev: DomainEvent) => boolean) | undefined;
      if (capabilityFold?.(r, ev)) touch(streamUser);
      r.position = e.position.prepare;
    }
    if (ev.type === "SharePurchaseRejected" && streamUser) {
      const shares = await pendingSharesOf(trx, streamUser, ev.data.purchaseId, events);
      foldPurchaseRejected(row(streamUser), shares);
    }
    for (const t of transfersOf(ev)) {
      const amount = decimal(t.amount);
      post(t.debit, amount, false);
      post(t.credit, amount, true);
    }
    if (touched.length === 0) continue;
    const { position, at } = eventTexts(e);
    const after = new Map<string, { profit: string; reward: string }>();
    for (const id of touched) {
      const r = row(id);
      const text = r.text;
      text.shares ??= toShares(r.shares);
      text.profit ??= toCents(r.profit);
      text.reward ??= toCents(r.reward);
      history.push([id, position, at, text.shares, text.profit, text.reward]);
      after.set(id, { profit: text.profit, reward: text.reward });
    }
    e.balancesAfter = after;
  }
  return history;
}

async function upsertRows(trx: Kysely<Database>, rows: Map<string, Row>): Promise<void> {
  if (rows.size === 0) return;
  const list = [...rows.entries()];
  const col = (f: (r: Row) => string) => list.map(([, r]) => f(r));
  await sql`
    INSERT INTO investor_balances (user_id, shares, held_shares, pending_shares, profit_balance, reward_balance, withdrawal_hold, loan_owed, total_profit, total_reward, last_position)
    SELECT * FROM unnest(${list.map(([id]) => id)}::text[], ${col((r) => r.shares.toString())}::numeric[], ${col((r) => r.held.toString())}::numeric[], ${col((r) => r.pending.toString())}::numeric[],
      ${col((r) => toCents(r.profit))}::numeric[], ${col((r) => toCents(r.reward))}::numeric[], ${col((r) => toCents(r.hold))}::numeric[],
      ${col((r) => toCents(r.loanOwed))}::numeric[], ${col((r) => toCents(r.totalProfit))}::numeric[], ${col((r) => toCents(r.totalReward))}::numeric[],
      ${col((r) => r.position.toString())}::bigint[])
    ON CONFLICT (user_id) DO UPDATE SET shares = EXCLUDED.shares, held_shares = EXCLUDED.held_shares, pending_shares = EXCLUDED.pending_shares,
      profit_balance = EXCLUDED.profit_balance, reward_balance = EXCLUDED.reward_balance, withdrawal_hold = EXCLUDED.withdrawal_hold,
      loan_owed = EXCLUDED.loan_owed, total_profit = EXCLUDED.total_profit, total_reward = EXCLUDED.total_reward, last_position = EXCLUDED.last_position`.execute(
    trx,
  );
}

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
