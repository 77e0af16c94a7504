import { randomUUID } from "node:crypto";
import { type DomainEvent, streams } from "@app/contracts";
import type { EventStore } from "@app/event-store";
import { decide, type InvestorCommand } from "../src/investor/decide.js";
import { purchaseRequest } from "./given-when-then.js";
import { evolve, initialInvestorState, type InvestorState } from "../src/investor/investor.js";
import { decideOffering, evolveOffering, initialOfferingState, type OfferingState } from "../src/offering/offering.js";
import { lastPosition, runCommand, runStreamCommand } from "@app/event-store/command-runner";
import { beforeAll } from "vitest";
import { type TestApp, useTestApp } from "./test-app.js";
import { tronWallet } from "./wallets.js";

const investorFold = { initial: initialInvestorState, evolve };
const offeringFold = { initial: initialOfferingState, evolve: evolveOffering };

/** Runs one investor command through the real command runner. */
export async function investorCommand(store: EventStore, userId: string, command: InvestorCommand) {
  return runStreamCommand(store, streams.investor(userId), investorFold, (s) => decide(command, s, userId));
}

/** A profit run's credit to each user as of 1 share at $100 (`loanRepaymentShare` of it repays an open loan). */
export async function creditProfitPerShare(
  store: EventStore,
  runId: string,
  userIds: string[],
  credit: { percentage: string; loanRepaymentShare: string },
): Promise<void> {
  for (const userId of userIds)
    await investorCommand(store, userId, { type: "CreditProfit", runId, ...credit, shares: "1", pricePerShare: "100", now: new Date() });
}

/** Approves a purchase the way the API does: investor and offering streams in one append. */
export async function approvePurchase(store: EventStore, userId: string, purchaseId: string) {
  return runCommand<[InvestorState, OfferingState]>(
    store,
    [
      { streamId: streams.investor(userId), fold: investorFold },
      { streamId: streams.offering(), fold: offeringFold },
    ],
    ([investor, offering]) => {
      const events: DomainEvent[] = decide({ type: "ApproveSharePurchase", purchaseId }, investor, userId);
      const shares = (events[0]?.data as { shares: string } | undefined)?.shares ?? "0";
      return [
        { streamId: streams.investor(userId), events },
        { streamId: streams.offering(), events: decideOffering({ type: "AllocateShares", purchaseId, userId, shares }, offering) },
      ];
    },
  );
}

const NOW = new Date("2026-11-01T09:00:00Z");

/**
 * A small but complete ledger: every investor buys and is approved, a profit run credits all,
 * some withdraw (approved, rejected, pending, cancelled), some cancel a sell-back, some borrow and repay. Deterministic per index.
 */
export async function seedLedger(store: EventStore, userIds: string[]): Promise<void> {
  for (const [i, userId] of userIds.entries()) {
    const shares = String(1 + (i % 7) * 1.5);
    await investorCommand(store, userId, {
      type: "RequestSharePurchase",
      purchaseId: `seed-p-${i}`,
      shares,
      pricePerShare: "100",
      network: "TRC20",
      proof: "seed",
      offeringRemaining: "2500",
      now: NOW,
    });
    await approvePurchase(store, userId, `seed-p-${i}`);
    await investorCommand(store, userId, {
      type: "CreditProfit",
      runId: "seed-run-1",
      percentage: "12.5",
      shares,
      pricePerShare: "100",
      loanRepaymentShare: "1",
      now: NOW,
    });
    const requestWithdrawal = (withdrawalId: string, amount: string) =>
      investorCommand(store, userId, {
        type: "RequestWithdrawal",
        withdrawalId,
        amount,
        source: "profit",
        wallet: tronWallet(`seed-${i}`),
        network: "USDT TRC20",
        now: NOW,
      });
    if (i % 3 === 0) {
      await requestWithdrawal(`seed-w-${i}`, "10.55");
      await investorCommand(
        store,
        userId,
        i % 2 === 0
          ? { type: "ApproveWithdrawal", withdrawalId: `seed-w-${i}`, now: NOW }
          : { type: "RejectWithdrawal", withdrawalId: `seed-w-${i}` },
      );
    }
    if (i % 5 === 2) {
      // The investor takes back a withdrawal and a sell-back: the hold and the shares return.
      await requestWithdrawal(`seed-wc-${i}`, "6.00");
      await investorCommand(store, userId, { type: "CancelWithdrawal", withdrawalId: `seed-wc-${i}`, now: NOW });
      await investorCommand(store, userId, {
        type: "RequestSellBack",
        sellBackId: `seed-sc-${i}`,
        shares: "0.5",
        wallet: tronWallet(`seed-${i}`),
        network: "USDT TRC20",
        minHoldDays: 0,
        now: NOW,
      });
      await investorCommand(store, userId, { type: "CancelSellBack", sellBackId: `seed-sc-${i}`, now: NOW });
    }
    if (i % 4 === 1) {
      await investorCommand(store, userId, {
        type: "RequestLoan",
        loanId: `seed-l-${i}`,
        percentage: "15",
        portalOpen: true,
        now: NOW,
        wallet: tronWallet(`seed-${i}`),
        network: "USDT TRC20",
      });
      await investorCommand(store, userId, { type: "ApproveLoan", loanId: `seed-l-${i}`, now: NOW });
      await investorCommand(store, userId, {
        type: "CreditProfit",
        runId: "seed-run-2",
        percentage: "3",
        shares,
        pricePerShare: "100",
        loanRepaymentShare: "0.5",
        now: NOW,
      });
    }
  }
}

/** Buys `shares` at $100 for the user and approves it as the API does; waits for the read models. */
export async function buySharesForTest(app: TestApp, userId: string, shares: string): Promise<void> {
  const purchaseId = `p-${randomUUID()}`;
  await investorCommand(app.ctx.store, userId, purchaseRequest(shares, purchaseId, "2500", new Date()));
  await app.ctx.readYourWrites(lastPosition(await approvePurchase(app.ctx.store, userId, purchaseId)));
}

/** A new investor holding `shares`, seen by the read models. */
export async function investorWithShares(app: TestApp, shares: string, options: Parameters<TestApp["createUser"]>[0] = {}) {
  const user = await app.createUser(options);
  await buySharesForTest(app, user.id, shares);
  return user;
}

/**
 * A finished run's bookkeeping put back as if its worker had crashed after appending each
 * batch but before marking it: every member unprocessed, the run running with no total.
 */
export async function resetRunBookkeeping(app: TestApp, runId: string): Promise<void> {
  await app.ctx.db
    .updateTable("money_run_members")
    .set({ processed: false, amount: null, claimed_until: null })
    .where("run_id", "=", runId)
    .execute();
  await app.ctx.db.updateTable("money_runs").set({ status: "running", processed: 0, total_amount: "0" }).where("id", "=", runId).execute();
}

/**
 * The test file's app over a ledger seeded for `investors` new investors (seedLedger), its read
 * models caught up before the file's tests; `users` are their ids in order.
 */
export function useSeededLedger(investors: number): { app: TestApp; users: string[] } {
  const { app } = useTestApp();
  const users = Array.from({ length: investors }, () => randomUUID());
  beforeAll(async () => {
    await seedLedger(app.ctx.store, users);
    await app.settle();
  }, 120_000);
  return { app, users };
}
