import { randomUUID } from "node:crypto";
import { type DomainEvent, streams } from "@app/contracts";
import type { AppContext } from "@app/ledger-service/runtime/context";
import { decide } from "@app/ledger-service/investor/decide";
import { evolve, initialInvestorState } from "@app/ledger-service/investor/investor";
import { tronWallet } from "@app/ledger-service/testing/wallets";
import { appendDecided, type DecidedAppend } from "@app/event-store/command-runner";
import { sql } from "kysely";

/**
 * For the kill test and the benchmark: `count` investors written straight into the users table
 * and their streams (SharePurchaseRequested + SharePurchaseApproved through the real decide, in
 * bulk appendDecided calls, the command runner's batch path) instead of 2 x count HTTP requests. Shares cycle 0.5..10.
 * The offering stream is bypassed: these investors would exceed its 2,500-share supply.
 */
export async function seedInvestors(
  ctx: AppContext,
  count: number,
  options: {
    chunk?: number;
    parallel?: number;
    /** every n-th investor holds an approved 10% loan */
    loanEvery?: number;
    /** weekly profit credits each investor already had (a stream's history: 52 is a year) */
    priorCredits?: number;
  } = {},
): Promise<string[]> {
  const ids = Array.from({ length: count }, () => randomUUID());
  const chunk = options.chunk ?? 500;
  const now = ctx.clock();
  for (let i = 0; i < ids.length; i += 10_000) {
    const part = ids.slice(i, i + 10_000);
    await sql`
      INSERT INTO users (id, full_name, email, password_hash, referral_code, email_verified)
      SELECT id, 'Investor ' || left(id::text, 8), id::text || '@bench.example', 'not-a-real-hash', 'B' || replace(id::text, '-', ''), true
      FROM unnest(${part}::uuid[]) AS id`.execute(ctx.db);
  }
  const batches: DecidedAppend[][] = [];
  for (let i = 0; i < ids.length; i += chunk) {
    batches.push(
      ids.slice(i, i + chunk).map((userId, j) => {
        const shares = sharesFor(i + j);
        const requested = decide(
          {
            type: "RequestSharePurchase",
            purchaseId: `seed-${userId}`,
            shares,
            pricePerShare: "100",
            network: "TRC20",
            proof: "seed",
            offeringRemaining: "1000000",
            now,
          },
          initialInvestorState(),
          userId,
        );
        const state = requested.reduce(evolve, initialInvestorState());
        const events: DomainEvent[] = [
          ...requested,
          ...decide({ type: "ApproveSharePurchase", purchaseId: `seed-${userId}` }, state, userId),
        ];
        if (options.loanEvery && (i + j) % options.loanEvery === 0) {
          const loanId = `seed-loan-${userId}`;
          const holder = events.reduce(evolve, initialInvestorState());
          const payout = { wallet: tronWallet(userId), network: "USDT TRC20" } as const;
          const requestedLoan = decide({ type: "RequestLoan", loanId, percentage: "10", portalOpen: true, now, ...payout }, holder, userId);
          events.push(...requestedLoan, ...decide({ type: "ApproveLoan", loanId, now }, requestedLoan.reduce(evolve, holder), userId));
        }
        let history = events.reduce(evolve, initialInvestorState());
        for (let week = 0; week < (options.priorCredits ?? 0); week++) {
          const credited = decide(
            {
              type: "CreditProfit",
              runId: `seed-week-${week}`,
              percentage: "1",
              shares,
              pricePerShare: "100",
              loanRepaymentShare: "1",
              now,
            },
            history,
            userId,
          );
          events.push(...credited);
          history = credited.reduce(evolve, history);
        }
        return { streamId: streams.investor(userId), expectedVersion: 0, events, metadata: { actor: "seed" } };
      }),
    );
  }
  const parallel = options.parallel ?? 8;
  for (let i = 0; i < batches.length; i += parallel) {
    await Promise.all(batches.slice(i, i + parallel).map((b) => appendDecided(ctx.store, b)));
  }
  return ids;
}

/** 0.5, 1, 1.5 ... 10, 0.5, ...: a spread of holdings, always a multiple of 0.5. */
export function sharesFor(index: number): string {
  return String(((index % 20) + 1) / 2);
}

/** Waits until the balances read model shows `count` investors holding shares. */
export async function waitForInvestors(ctx: AppContext, count: number, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const r = await sql<{ n: number }>`SELECT count(*)::int AS n FROM investor_balances WHERE shares > 0`.execute(ctx.db);
    if ((r.rows[0]?.n ?? 0) >= count) return;
    if (Date.now() > deadline) throw new Error(`read models show ${r.rows[0]?.n} of ${count} investors after ${timeoutMs} ms`);
    await new Promise((res) => setTimeout(res, 100));
  }
}
