import { DEFAULT_SHARE_PRICE, toCents } from "@app/contracts";
import { sql } from "kysely";
import type { Projection } from "../runner/projection.js";

/** Current money-relevant settings and the offering's allocation (one row), and the purchase windows. */
export const settingsProjection: Projection = {
  name: "settings",
  tables: ["platform_settings", "purchase_windows"],
  ddl: [
    `CREATE TABLE platform_settings (
       id INTEGER PRIMARY KEY DEFAULT 1 CHECK (id = 1),
       price_per_share NUMERIC(20,2) NOT NULL,
       loan_portal_open BOOLEAN NOT NULL,
       shares_allocated NUMERIC(12,1) NOT NULL
     )`,
    `INSERT INTO platform_settings (id, price_per_share, loan_portal_open, shares_allocated) VALUES (1, ${toCents(DEFAULT_SHARE_PRICE)}, true, 0)`,
    `CREATE TABLE purchase_windows (
       id UUID PRIMARY KEY,
       opens_at TIMESTAMPTZ NOT NULL,
       closes_at TIMESTAMPTZ NOT NULL CHECK (closes_at > opens_at),
       note TEXT
     )`,
  ],
  async apply(trx, events) {
    for (const { event } of events) {
      if (event.type === "SharePriceChanged")
        await sql`UPDATE platform_settings SET price_per_share = ${event.data.pricePerShare}::numeric`.execute(trx);
      else if (event.type === "LoanPortalToggled")
        await sql`UPDATE platform_settings SET loan_portal_open = ${event.data.isOpen}`.execute(trx);
      else if (event.type === "PurchaseWindowScheduled")
        await sql`INSERT INTO purchase_windows (id, opens_at, closes_at, note)
                  VALUES (${event.data.windowId}::uuid, ${event.data.opensAt}::timestamptz, ${event.data.closesAt}::timestamptz, ${event.data.note ?? null})`.execute(
          trx,
        );
      else if (event.type === "PurchaseWindowRemoved")
        await sql`DELETE FROM purchase_windows WHERE id = ${event.data.windowId}::uuid`.execute(trx);
      else if (event.type === "OfferingSharesAllocated")
        await sql`UPDATE platform_settings SET shares_allocated = shares_allocated + ${event.data.shares}::numeric`.execute(trx);
      else if (event.type === "OfferingSharesAdjusted")
        await sql`UPDATE platform_settings SET shares_allocated = shares_allocated + ${event.data.newShares}::numeric - ${event.data.previousShares}::numeric`.execute(
          trx,
        );
      else if (event.type === "OfferingSharesReturned")
        await sql`UPDATE platform_settings SET shares_allocated = shares_allocated - ${event.data.shares}::numeric`.execute(trx);
    }
  },
};
