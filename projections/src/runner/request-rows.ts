import { userIdOfInvestorStream } from "@app/contracts";
import { type Kysely, sql } from "kysely";
import type { Database } from "../db/schema.js";
import { insertRows } from "./batch-writes.js";
import type { ProjectedEvent, Projection } from "./projection.js";

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

/**
 * The `apply` of a request table written in batches (CREATE TABLE `createTable`, the id its first
 * column): `requestRow` gives an investor's request event's row, its values in the table's column
 * order; any other event of an investor stream may decide a request of this `kind`.
 */
export function requestRowsApply(
  kind: RequestKind,
  createTable: string,
  requestRow: (e: ProjectedEvent, userId: string) => unknown[] | null,
): Projection["apply"] {
  const { table, columns } = tableOf(createTable);
  return async (trx, events) => {
    const requested = new Map<string, unknown[]>();
    const decisions: Decision[] = [];
    for (const e of events) {
      const userId = userIdOfInvestorStream(e.streamId);
      if (!userId) continue;
      const row = requestRow(e, userId);
      if (row) requested.set(String(row[0]), row);
      else {
        const decision = decisionOf(e);
        if (decision?.kind === kind) decisions.push(decision);
      }
    }
    await insertAndDecide(trx, table, columns[0]?.[0] ?? "", columns, requested, decisions);
  };
}

/** A CREATE TABLE statement's table, and its columns with the type their values are cast to, one column a line. */
function tableOf(createTable: string): { table: string; columns: Array<[name: string, pgType: string]> } {
  const [head = "", ...lines] = createTable.trim().split("\n");
  const table = /CREATE TABLE (\w+)/.exec(head)?.[1];
  if (!table) throw new Error(`not a CREATE TABLE statement: ${head}`);
  const columns = lines
    .map((line) => /^\s*(\w+) ([A-Z]+)/.exec(line))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m): [string, string] => [m[1] as string, (m[2] as string).toLowerCase()]);
  return { table, columns };
}

/** The lists every request table serves: everyone's newest first, and one user's. */
export function requestListIndexes(table: string): string[] {
  return [
    `CREATE INDEX ${table}_newest ON ${table} (requested_at DESC, global_position DESC)`,
    `CREATE INDEX ${table}_user ON ${table} (user_id, requested_at DESC)`,
  ];
}
