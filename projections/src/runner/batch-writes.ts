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
