import type { Kysely } from "kysely";
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
