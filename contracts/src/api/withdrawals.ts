import { z } from "zod";
import { payoutRecord } from "../chain.js";
import {
  ADMIN_WITHDRAWAL_PAGE_SIZE,
  USER_WITHDRAWAL_PAGE_SIZE,
  withdrawalNetworks,
  withdrawalSources,
  withdrawalStatuses,
} from "../constants.js";
import {
  ENTER_VALID_AMOUNT,
  NET_AFTER_FEE_TOO_LOW,
  WALLET_AND_NETWORK_REQUIRED,
  WITHDRAWAL_NETWORK_INVALID,
  WITHDRAWAL_SOURCE_INVALID,
} from "../messages.js";
import { netAfterFeeIsEnough } from "../money.js";
import { checkWalletOnNetwork } from "../wallet-address.js";
import { decimalInput, pagedList, pageQuery, statusFilter } from "./common.js";
import { optionalTwoFactorCode } from "./two-factor.js";
import { requestIdAndOwner, requestTimesAndReason } from "./review.js";

const CENTS = /^\d+(\.\d{1,2})?$/;

/**
 * Where money leaves to (withdrawals, sell-backs, loans): a wallet and a network of the
 * withdrawal networks. The address must exist on the network: the object's schema adds
 * `.superRefine(checkWalletOnNetwork)`.
 */
export const payoutWallet = z.string({ error: WALLET_AND_NETWORK_REQUIRED }).trim().min(1, WALLET_AND_NETWORK_REQUIRED).max(200);
export const payoutNetwork = z
  .string({ error: WALLET_AND_NETWORK_REQUIRED })
  .trim()
  .min(1, WALLET_AND_NETWORK_REQUIRED)
  .pipe(z.enum(withdrawalNetworks, { error: WITHDRAWAL_NETWORK_INVALID }));

/**
 * A request that pays money out (withdrawals, sell-backs, loans), checked in this order: its own
 * `fields`, the wallet, the `network`, the `after` fields, and the current authenticator code
 * (required when the investor has a second factor); then the address must exist on the network.
 */
export function payoutRequest<
  Before extends z.ZodRawShape,
  Network extends z.ZodType<string, unknown>,
  After extends z.ZodRawShape = Record<never, never>,
>(fields: Before, network: Network, after?: After) {
  return z
    .object({ ...fields, wallet: payoutWallet, network, ...(after as After), code: optionalTwoFactorCode })
    .superRefine((value, ctx) => checkWalletOnNetwork(value as { wallet: string; network: string }, ctx));
}

/**
 * POST /api/withdrawals, checked in the spec's order: a valid amount in cents, at least $5 after
 * the 5 % fee (`netAfterFeeIsEnough`), wallet and network, the source. The balance of the source
 * depends on the investor's stream and is checked when the command is decided.
 */
export const withdrawalRequest = payoutRequest(
  {
    amount: decimalInput(ENTER_VALID_AMOUNT)
      .refine((s) => CENTS.test(s) && /[1-9]/.test(s), { message: ENTER_VALID_AMOUNT, abort: true })
      .refine(netAfterFeeIsEnough, { message: NET_AFTER_FEE_TOO_LOW, abort: true }),
  },
  payoutNetwork,
  { source: z.enum(withdrawalSources, { error: WITHDRAWAL_SOURCE_INVALID }) },
);
export type WithdrawalRequest = z.infer<typeof withdrawalRequest>;

export const withdrawalItem = z.object({
  ...requestIdAndOwner,
  amount: z.number(),
  fee: z.number(),
  net: z.number(),
  wallet: z.string(),
  network: z.string(),
  source: z.enum(["profit", "reward"]),
  status: z.enum(withdrawalStatuses),
  ...requestTimesAndReason,
  /** A withdrawal to a wallet the investor never used before can be approved only after this time. */
  approvableAfter: z.string().nullable().optional(),
  /** Issue 34: the transaction that sent it and its check; null before an admin records one (lists only). */
  payout: payoutRecord.nullable().optional(),
});
export type WithdrawalItem = z.infer<typeof withdrawalItem>;

export const userWithdrawalsQuery = pageQuery(USER_WITHDRAWAL_PAGE_SIZE, 50);
export const adminWithdrawalsQuery = pageQuery(ADMIN_WITHDRAWAL_PAGE_SIZE, 100).extend({ status: statusFilter(withdrawalStatuses) });
export const withdrawalsPageResponse = pagedList("withdrawals", withdrawalItem);
export const withdrawalResponse = z.object({ message: z.string(), withdrawal: withdrawalItem });
export const approvedWithdrawalsResponse = z.object({ count: z.number().int() });
export const withdrawalFeesResponse = z.object({ totalFees: z.number() });

/** GET /api/user/paid-wallets: the addresses this investor was paid to (no new-wallet hold there). */
export const paidWalletsResponse = z.object({ wallets: z.array(z.string()), newWalletHoldHours: z.number() });
export type PaidWalletsResponse = z.infer<typeof paidWalletsResponse>;
