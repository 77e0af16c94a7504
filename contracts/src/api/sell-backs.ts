import { z } from "zod";
import { sellBackStatuses, withdrawalNetworks } from "../constants.js";
import { WALLET_AND_NETWORK_REQUIRED } from "../messages.js";
import { checkWalletOnNetwork } from "../wallet-address.js";
import { pageQuery, statusFilter } from "./common.js";
import { shareCountInput } from "./shares.js";
import { optionalTwoFactorCode } from "./two-factor.js";
import { payoutWallet } from "./withdrawals.js";

/** Sell-back: an investor sells shares held at least the minimum hold back to the platform. */
export const ADMIN_SELL_BACK_PAGE_SIZE = 20;

/** Guarded as a withdrawal: the address must exist on the network; an enrolled investor sends `code`. */
export const sellBackRequest = z
  .object({
    numberOfShares: shareCountInput,
    wallet: payoutWallet,
    network: z.enum(withdrawalNetworks, { message: WALLET_AND_NETWORK_REQUIRED }),
    /** The current authenticator code: required when the investor has a second factor. */
    code: optionalTwoFactorCode,
  })
  .superRefine(checkWalletOnNetwork);
export type SellBackRequest = z.infer<typeof sellBackRequest>;

export const sellBackQuoteResponse = z.object({
  eligibleShares: z.number(),
  lockedShares: z.number(),
  nextEligibleAt: z.string().nullable(),
  pricePerShare: z.number(),
  feeRate: z.number(),
});
export type SellBackQuote = z.infer<typeof sellBackQuoteResponse>;

export const sellBackItem = z.object({
  _id: z.string(),
  user: z.object({ _id: z.string(), fullName: z.string(), email: z.string() }),
  shares: z.number(),
  wallet: z.string(),
  network: z.string(),
  status: z.enum(sellBackStatuses),
  pricePerShare: z.number().nullable(),
  gross: z.number().nullable(),
  fee: z.number().nullable(),
  payout: z.number().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  /** A pending sell-back to a wallet the investor was never paid to can be approved only after this time; else null. */
  approvableAfter: z.string().nullable(),
});
export type SellBackItem = z.infer<typeof sellBackItem>;

export const sellBackCreatedResponse = z.object({ message: z.string(), sellBack: sellBackItem });
export const mySellBacksResponse = z.object({ sellBacks: z.array(sellBackItem) });
export const adminSellBacksQuery = pageQuery(20)
  .pick({ page: true })
  .extend({ status: statusFilter(sellBackStatuses) });
export const adminSellBacksResponse = z.object({
  sellBacks: z.array(sellBackItem),
  totalPages: z.number().int(),
  currentPage: z.number().int(),
});
export const sellBackDecisionResponse = z.object({ message: z.string(), sellBack: sellBackItem });
