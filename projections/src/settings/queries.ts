import { type Kysely, sql } from "kysely";
import type { Database } from "../db/schema.js";

export interface PlatformSettings {
  pricePerShare: string;
  loanPortalOpen: boolean;
  sharesAllocated: string;
}

export async function getPlatformSettings(db: Kysely<Database>): Promise<PlatformSettings> {
  const row = await db.selectFrom("platform_settings").selectAll().executeTakeFirstOrThrow();
  return { pricePerShare: row.price_per_share, loanPortalOpen: row.loan_portal_open, sharesAllocated: row.shares_allocated };
}

export interface PurchaseWindowRow {
  id: string;
  opensAt: string;
  closesAt: string;
  note: string | null;
}

const isoUtc = (column: string) => sql.raw(`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

/** Every scheduled purchase window, earliest first. */
export async function listPurchaseWindows(db: Kysely<Database>): Promise<PurchaseWindowRow[]> {
  const { rows } = await sql<PurchaseWindowRow>`
    SELECT id::text AS id, ${isoUtc("opens_at")} AS "opensAt", ${isoUtc("closes_at")} AS "closesAt", note
    FROM purchase_windows ORDER BY opens_at`.execute(db);
  return rows;
}
