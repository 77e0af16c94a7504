import { z } from "zod";
import { payoutRecord } from "../chain.js";
import { sellBackStatuses, withdrawalNetworks } from "../constants.js";
import { WALLET_AND_NETWORK_REQUIRED } from "../messages.js";
import { pagedList, statusPageQuery } from "./common.js";
import { shareCountInput } from "./shares.js";
import { payoutRequest } from "./withdrawals.js";
import { requestIdAndOwner, requestTimesAndReason } from "./review.js";

/** Sell-back: an investor sells shares held at least the minimum hold back to the platform. */
export const ADMIN_SELL_BACK_PAGE_SIZE = 20;

/** Guarded as a withdrawal: the address must exist on the network; an enrolled investor sends `code`. */
export const sellBackRequest = payoutRequest(
  { numberOfShares: shareCountInput },
  z.enum(withdrawalNetworks, { message: WALLET_AND_NETWORK_REQUIRED }),
);
export type SellBackRequest = z.infer<typeof sellBackRequest>;

export const sellBackQuoteResponse = z.object({
  eligibleShares: z.number(),
  lockedShares: z.number(),
  nextEligibleAt: z.string().nullable(),
  pricePerShare: z.number(),
  feeRate: z.number(),
  /** SELL_BACK_MIN_HOLD_DAYS: how long a lot is held before it may be sold back. */
  minHoldDays: z.number().int(),
});
export type SellBackQuote = z.infer<typeof sellBackQuoteResponse>;

export const sellBackItem = z.object({
  ...requestIdAndOwner,
  shares: z.number(),
  wallet: z.string(),
  network: z.string(),
  status: z.enum(sellBackStatuses),
  pricePerShare: z.number().nullable(),
  gross: z.number().nullable(),
  fee: z.number().nullable(),
  payout: z.number().nullable(),
  ...requestTimesAndReason,
  /** A pending sell-back to a wallet the investor was never paid to can be approved only after this time; else null. */
  approvableAfter: z.string().nullable(),
  /**
   * Issue 34: the transaction that sent `payout` and its check; null before an admin records one
   * (lists only). Named payoutTx here: `payout` has been the amount sent since issue 15.
   */
  payoutTx: payoutRecord.nullable().optional(),
});
export type SellBackItem = z.infer<typeof sellBackItem>;

export const sellBackCreatedResponse = z.object({ message: z.string(), sellBack: sellBackItem });
export const mySellBacksResponse = z.object({ sellBacks: z.array(sellBackItem) });
export const adminSellBacksQuery = statusPageQuery(sellBackStatuses);
export const adminSellBacksResponse = pagedList("sellBacks", sellBackItem);
export const sellBackDecisionResponse = z.object({ message: z.string(), sellBack: sellBackItem });
