import { randomUUID } from "node:crypto";
import { type EventType, parseEvent, streams } from "@app/contracts";
import { sql } from "kysely";
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

/**
 * A fresh database holding only these read models' tables, fed through their `apply` alone (no
 * API, no runner): `given` applies one batch in one transaction, in the registry's order, and
 * `rows` reads a table back with every column as text, so amounts compare as exact strings.
 */
export async function readModelTest(name: string, projections: Projection[]) {
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

/** A 1.5 % profit credit on 2.5 shares at $100 (3.75 by default) to the investor's profit balance. */
export function profitCredited(userId: string, amount = "3.75"): GivenEvent {
  return {
    stream: streams.investor(userId),
    type: "ProfitCredited",
    data: {
      runId: "run-1",
      percentage: "1.5",
      shares: "2.5",
      pricePerShare: "100.00",
      amount,
      transfers: [transfer("platform:profit-expense", investorAccount(userId, "profit"), amount)],
    },
  };
}

/** A withdrawal w-1 of $3.70 from profit (fee 0.19, net 3.51) held from the investor's profit balance. */
export function withdrawalRequested(userId: string, extra: { heldUntil?: string } = {}): GivenEvent {
  return {
    stream: streams.investor(userId),
    type: "WithdrawalRequested",
    data: {
      withdrawalId: "w-1",
      amount: "3.70",
      fee: "0.19",
      net: "3.51",
      source: "profit",
      wallet: WALLET,
      network: "USDT TRC20",
      requestedAt: GIVEN_AT,
      ...extra,
      transfers: [transfer(investorAccount(userId, "profit"), investorAccount(userId, "withdrawal-hold"), "3.70")],
    },
  };
}
