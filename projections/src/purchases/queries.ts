import { sql } from "kysely";
import { type RequestRowBase, requestQueries } from "../db/request-queries.js";

/** A purchase with its investor's name and email (users are content; joined at read time). */
export interface PurchaseRow extends RequestRowBase<"Pending" | "Approved" | "Rejected"> {
  purchaseId: string;
  shares: string;
  pricePerShare: string;
  amount: string;
  network: string;
  proof: string;
  referralCode: string | null;
  txId: string | null;
}

const purchases = requestQueries<PurchaseRow>(
  "share_purchases",
  "purchase_id",
  sql`
  r.purchase_id AS "purchaseId", r.shares::text AS shares, r.price_per_share::text AS "pricePerShare", r.amount::text AS amount,
  r.network, r.proof, r.referral_code AS "referralCode", r.tx_id AS "txId"`,
);

export const purchasesOfUser = purchases.ofUser;
/** Newest first, `pageSize` a page; `total` counts every purchase of the `status` (all when absent). */
export const purchasesPage = purchases.adminPage;
export const purchaseById = purchases.byId;
