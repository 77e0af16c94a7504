import { randomUUID } from "node:crypto";
import { type EventType, parseEvent, streams } from "@app/contracts";
import { sql } from "kysely";
import { afterAll, beforeAll } from "vitest";
import type { Projection, ProjectedEvent } from "../src/runner/projection.js";
import { ensureReadModelSchema } from "../src/runner/read-model-schema.js";
import { createMigratedTestDatabase } from "./test-database.js";

/** One past event as a read-model test states it: its stream, type and data (checked against its schema). */
export interface GivenEvent {
  stream: string;
  type: EventType;
  data: Record<string, unknown>;
  /** The stored time (a decision's createdAt); a fixed instant when omitted. */
  at?: string;
  eventId?: string;
}

export const GIVEN_AT = "2026-03-01T10:00:00.000Z";

async function readModelTest(name: string, projections: Projection[]) {
  const db = await createMigratedTestDatabase(`rm_${name.replace(/\W/g, "_")}`);
  await ensureReadModelSchema(db.handle, projections);
  let position = 0n;
  return {
    db: db.handle.db,
    async given(...events: GivenEvent[]): Promise<ProjectedEvent[]> {
      const batch = events.map((e): ProjectedEvent => {
        position += 1n;
        return {
          event: parseEvent(e.type, e.data),
          eventId: e.eventId ?? randomUUID(),
          streamId: e.stream,
          streamVersion: Number(position),
          position: { commit: position, prepare: position },
          createdAt: new Date(e.at ?? GIVEN_AT),
          metadata: {},
        };
      });
      await db.handle.db.transaction().execute(async (trx) => {
        for (const p of projections) await p.apply(trx, batch);
      });
      return batch;
    },
    /** A query's rows with every value as text (NULL stays null); the tests' own constant SQL. */
    async rows(query: string): Promise<Array<Record<string, string | null>>> {
      const r = await sql.raw<Record<string, unknown>>(query).execute(db.handle.db);
      return r.rows.map((row) => Object.fromEntries(Object.entries(row).map(([k, v]) => [k, asText(v)])));
    },
    drop: () => db.drop(),
  };
}

/**
 * A fresh database holding only these read models' tables, fed through their `apply` alone (no
 * API, no runner), made before the file's tests and dropped after them: `given` applies one
 * batch in one transaction, in the registry's order, and `rows` reads a table back with every
 * column as text, so amounts compare as exact strings.
 */
export function useReadModelTest(name: string, projections: Projection[]) {
  let test: Awaited<ReturnType<typeof readModelTest>> | undefined;
  beforeAll(async () => {
    test = await readModelTest(name, projections);
  });
  afterAll(async () => {
    await test?.drop();
  });
  const current = () => {
    if (!test) throw new Error("useReadModelTest: the database is made in beforeAll; use it inside a test");
    return test;
  };
  return {
    get db() {
      return current().db;
    },
    given: (...events: GivenEvent[]) => current().given(...events),
    rows: (query: string) => current().rows(query),
  };
}

function asText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === "object") return JSON.stringify(value);
  return String(value);
}

/** A balanced journal transfer. */
export const transfer = (debit: string, credit: string, amount: string) => ({ debit, credit, amount });
/** An investor's account. */
export const investorAccount = (userId: string, kind: string) => `investor:${userId}:${kind}`;
/** A real-format TRC20 address (the API refuses any other; events keep what was asked). */
export const WALLET = "TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t";

/** A run's credit to an investor's profit or reward balance, from the platform's matching expense. */
function runCredit(
  userId: string,
  type: "ProfitCredited" | "ReferralRewardCredited",
  run: Record<string, string>,
  amount: string,
): GivenEvent {
  const balance = type === "ProfitCredited" ? "profit" : "reward";
  const transfers = [transfer(`platform:${balance}-expense`, investorAccount(userId, balance), amount)];
  return { stream: streams.investor(userId), type, data: { ...run, amount, transfers } };
}

/** A 1.5 % profit credit on 2.5 shares at $100 (3.75 by default) to the investor's profit balance. */
export function profitCredited(userId: string, amount = "3.75"): GivenEvent {
  return runCredit(userId, "ProfitCredited", { runId: "run-1", percentage: "1.5", shares: "2.5", pricePerShare: "100.00" }, amount);
}

/** A WithdrawalRequested event's data: from profit to WALLET on TRC20, the amount held from the investor's profit balance. */
export function withdrawalRequestData(userId: string, withdrawalId: string, amount: string, fee: string, net: string) {
  return {
    withdrawalId,
    amount,
    fee,
    net,
    source: "profit",
    wallet: WALLET,
    network: "USDT TRC20",
    requestedAt: GIVEN_AT,
    transfers: [transfer(investorAccount(userId, "profit"), investorAccount(userId, "withdrawal-hold"), amount)],
  };
}

/** A WithdrawalApproved event's data: the net paid from the hold to the treasury, the fee to fee income. */
export function withdrawalApprovalData(userId: string, withdrawalId: string, amount: string, fee: string, net: string) {
  const hold = investorAccount(userId, "withdrawal-hold");
  return {
    withdrawalId,
    amount,
    fee,
    net,
    transfers: [transfer(hold, "platform:treasury", net), transfer(hold, "platform:fee-income", fee)],
  };
}

/** A LoanRequested event's data: 15 % of $250 capital, $37.50 lent with a $3.75 charge ($41.25 to repay), unless `extra` says otherwise. */
export function loanRequestData(loanId: string, extra: Record<string, unknown> = {}) {
  return {
    loanId,
    percentage: "15",
    capital: "250.00",
    amount: "37.50",
    charge: "3.75",
    totalPayable: "41.25",
    requestedAt: GIVEN_AT,
    ...extra,
  };
}

/** A LoanApproved event's data for loanRequestData's loan: $37.50 from the treasury and the $3.75 charge owed by the investor. */
export function loanApprovalData(userId: string, loanId: string, approvedAt: string) {
  const owed = investorAccount(userId, "loan-receivable");
  return {
    loanId,
    totalPayable: "41.25",
    approvedAt,
    transfers: [transfer(owed, "platform:treasury", "37.50"), transfer(owed, "platform:loan-charge-income", "3.75")],
  };
}

/** A 2 % referral reward run rr-1 of $10.00 (by default) on a team of 5 shares ($500) to the investor's reward balance. */
export function referralRewardCredited(userId: string, amount = "10.00"): GivenEvent {
  return runCredit(userId, "ReferralRewardCredited", { runId: "rr-1", percentage: "2", teamShares: "5", teamInvestment: "500.00" }, amount);
}

/** A withdrawal w-1 of $3.70 from profit (fee 0.19, net 3.51) held from the investor's profit balance. */
export function withdrawalRequested(userId: string, extra: { heldUntil?: string } = {}): GivenEvent {
  return {
    stream: streams.investor(userId),
    type: "WithdrawalRequested",
    data: { ...withdrawalRequestData(userId, "w-1", "3.70", "0.19", "3.51"), ...extra },
  };
}
