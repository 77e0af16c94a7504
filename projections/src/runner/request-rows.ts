import { type Kysely, sql } from "kysely";
import type { Database } from "../db/schema.js";
import { insertRows } from "./batch-writes.js";
import type { ProjectedEvent } from "./projection.js";

/** The requests an investor makes and an admin (or the investor, cancelling) decides. */
export type RequestKind = "purchase" | "withdrawal" | "loan" | "sell-back";

/** A request row's decision: every request table has `status`, `decided_at` and `rejection_reason`. */
export interface Decision {
  kind: RequestKind;
  id: string;
  status: "Approved" | "Rejected" | "Cancelled";
  decidedAt: string;
  /** The admin's reason on a rejection; null otherwise and on rejections from before reasons. */
  reason: string | null;
}

/**
 * The decision an event records on a request, if it records one. A decision's time is the one
 * the event names, else when it was stored, so a replay gives the same rows.
 */
export function decisionOf(e: ProjectedEvent): Decision | null {
  const ev = e.event;
  const stored = e.createdAt.toISOString();
  switch (ev.type) {
    case "SharePurchaseApproved":
      return { kind: "purchase", id: ev.data.purchaseId, status: "Approved", decidedAt: stored, reason: null };
    case "SharePurchaseRejected":
      return { kind: "purchase", id: ev.data.purchaseId, status: "Rejected", decidedAt: stored, reason: ev.data.reason ?? null };
    case "WithdrawalApproved":
      return { kind: "withdrawal", id: ev.data.withdrawalId, status: "Approved", decidedAt: stored, reason: null };
    case "WithdrawalRejected":
      return { kind: "withdrawal", id: ev.data.withdrawalId, status: "Rejected", decidedAt: stored, reason: ev.data.reason ?? null };
    case "WithdrawalCancelled":
      return { kind: "withdrawal", id: ev.data.withdrawalId, status: "Cancelled", decidedAt: ev.data.cancelledAt, reason: null };
    case "LoanApproved":
      return { kind: "loan", id: ev.data.loanId, status: "Approved", decidedAt: ev.data.approvedAt, reason: null };
    case "LoanRejected":
      return { kind: "loan", id: ev.data.loanId, status: "Rejected", decidedAt: stored, reason: ev.data.reason ?? null };
    case "SharesSellBackApproved":
      return { kind: "sell-back", id: ev.data.sellBackId, status: "Approved", decidedAt: ev.data.approvedAt, reason: null };
    case "SharesSellBackRejected":
      return { kind: "sell-back", id: ev.data.sellBackId, status: "Rejected", decidedAt: stored, reason: ev.data.reason ?? null };
    case "SharesSellBackCancelled":
      return { kind: "sell-back", id: ev.data.sellBackId, status: "Cancelled", decidedAt: ev.data.cancelledAt, reason: null };
    default:
      return null;
  }
}

/** One UPDATE for the decisions on rows already in `table` (table and column names are the projections' constants). */
export async function applyDecisions(trx: Kysely<Database>, table: string, idColumn: string, decisions: Decision[]): Promise<void> {
  if (decisions.length === 0) return;
  await sql`UPDATE ${sql.raw(table)} t SET status = d.status, decided_at = d.decided_at, rejection_reason = d.reason
    FROM unnest(${decisions.map((d) => d.id)}::text[], ${decisions.map((d) => d.status)}::text[],
      ${decisions.map((d) => d.decidedAt)}::timestamptz[], ${decisions.map((d) => d.reason)}::text[])
      AS d(id, status, decided_at, reason)
    WHERE t.${sql.raw(idColumn)} = d.id`.execute(trx);
}

/**
 * Applies request/decision pairs of one batch: rows requested in the batch get their decision
 * in memory before the insert; decisions on older rows become one UPDATE.
 */
export async function insertAndDecide(
  trx: Kysely<Database>,
  table: string,
  idColumn: string,
  columns: Array<[name: string, pgType: string]>,
  requested: Map<string, unknown[]>,
  decisions: Decision[],
): Promise<void> {
  const place = {
    status: columnIndex(columns, "status"),
    decidedAt: columnIndex(columns, "decided_at"),
    reason: columnIndex(columns, "rejection_reason"),
  };
  const later: Decision[] = [];
  for (const d of decisions) {
    const row = requested.get(d.id);
    if (row) {
      row[place.status] = d.status;
      row[place.decidedAt] = d.decidedAt;
      row[place.reason] = d.reason;
    } else later.push(d);
  }
  await insertRows(trx, table, columns, [...requested.values()]);
  await applyDecisions(trx, table, idColumn, later);
}

function columnIndex(columns: Array<[name: string, pgType: string]>, name: string): number {
  const index = columns.findIndex(([column]) => column === name);
  if (index < 0) throw new Error(`request table without a ${name} column`);
  return index;
}
