import { type Kysely, sql } from "kysely";
import { type RequestRowBase, requestQueries } from "../db/request-queries.js";
import type { Database } from "../db/schema.js";

/** A sell-back with its investor's name and email (users are content; joined at read time). */
export interface SellBackRow extends RequestRowBase<"Pending" | "Approved" | "Rejected" | "Cancelled"> {
  sellBackId: string;
  shares: string;
  wallet: string;
  network: string;
  pricePerShare: string | null;
  gross: string | null;
  fee: string | null;
  payout: string | null;
  /** Held for a wallet new to the investor: not approvable before this instant; else null. */
  approvableAt: Date | null;
}

const sellBacks = requestQueries<SellBackRow>(
  "share_sell_backs",
  "sell_back_id",
  sql`
  r.sell_back_id AS "sellBackId", r.shares::text AS shares, r.wallet, r.network, r.price_per_share::text AS "pricePerShare",
  r.gross::text AS gross, r.fee::text AS fee, r.payout::text AS payout, r.approvable_at AS "approvableAt"`,
);

export const sellBacksOfUser = sellBacks.ofUser;
/** Newest first, `pageSize` a page; `total` counts every sell-back of the `status` (all when absent). */
export const sellBacksPage = sellBacks.adminPage;
export const sellBackById = sellBacks.byId;

/** The 10 % fees of approved sell-backs (the admin dashboard's fee card adds them to withdrawal fees). */
export async function sellBackFeeTotal(db: Kysely<Database>): Promise<string> {
  const r = await sql<{ fees: string }>`
    SELECT coalesce(sum(fee), 0)::numeric(20,2)::text AS fees FROM share_sell_backs WHERE status = 'Approved'`.execute(db);
  return r.rows[0]?.fees ?? "0.00";
}
