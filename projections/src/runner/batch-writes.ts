import { type Kysely, sql } from "kysely";
import type { Database } from "../db/schema.js";

/**
 * Set-based writes for projections: one statement per batch instead of one per event.
 * Table and column names are the projections' own constants, never user input.
 */
export async function insertRows(
  trx: Kysely<Database>,
  table: string,
  columns: Array<[name: string, pgType: string]>,
  rows: unknown[][],
  onConflict = "DO NOTHING",
): Promise<void> {
  if (rows.length === 0) return;
  const arrays = columns.map(([, type], i) => sql`${rows.map((r) => r[i] ?? null)}::${sql.raw(type)}[]`);
  await sql`INSERT INTO ${sql.raw(table)} (${sql.raw(columns.map(([n]) => n).join(", "))})
    SELECT * FROM unnest(${sql.join(arrays)}) ON CONFLICT ${sql.raw(onConflict)}`.execute(trx);
}

export interface Decision {
  id: string;
  status: string;
  decidedAt: string;
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
  place: { status: number; decidedAt: number },
): Promise<void> {
  const later: Decision[] = [];
  for (const d of decisions) {
    const row = requested.get(d.id);
    if (row) {
      row[place.status] = d.status;
      row[place.decidedAt] = d.decidedAt;
    } else later.push(d);
  }
  await insertRows(trx, table, columns, [...requested.values()]);
  if (later.length === 0) return;
  await sql`UPDATE ${sql.raw(table)} t SET status = d.status, decided_at = d.decided_at
    FROM unnest(${later.map((d) => d.id)}::text[], ${later.map((d) => d.status)}::text[], ${later.map((d) => d.decidedAt)}::timestamptz[])
      AS d(id, status, decided_at)
    WHERE t.${sql.raw(idColumn)} = d.id`.execute(trx);
}
