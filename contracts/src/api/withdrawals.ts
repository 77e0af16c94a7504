import { z } from "zod";
import { ADMIN_WITHDRAWAL_PAGE_SIZE, USER_WITHDRAWAL_PAGE_SIZE, withdrawalStatuses } from "../constants.js";
import { decimalInput, pageQuery } from "./common.js";
import { optionalTwoFactorCode } from "./two-factor.js";

/**
 * POST /api/withdrawals. Wallet, network and source are loose here on purpose: the spec's
 * checks run in its order (amount, net after fee, wallet and network, balance), so the route
 * checks them after the amount rather than zod failing on them first.
 */
export const withdrawalRequest = z.object({
  amount: decimalInput("Enter a valid amount"),
  wallet: z.string().max(200).optional().catch(undefined),
  network: z.string().max(100).optional().catch(undefined),
  source: z.string().max(20).optional().catch(undefined),
  /** The current authenticator code: required when the investor has a second factor. */
  code: optionalTwoFactorCode,
});
export type WithdrawalRequest = z.infer<typeof withdrawalRequest>;

export const withdrawalItem = z.object({
  _id: z.string(),
  user: z.object({ _id: z.string(), fullName: z.string(), email: z.string() }),
  amount: z.number(),
  fee: z.number(),
  net: z.number(),
  wallet: z.string(),
  network: z.string(),
  source: z.enum(["profit", "reward"]),
  status: z.enum(withdrawalStatuses),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  /** A withdrawal to a wallet the investor never used before can be approved only after this time. */
  approvableAfter: z.string().nullable().optional(),
});
export type WithdrawalItem = z.infer<typeof withdrawalItem>;

export const userWithdrawalsQuery = pageQuery(USER_WITHDRAWAL_PAGE_SIZE, 50);
export const adminWithdrawalsQuery = pageQuery(ADMIN_WITHDRAWAL_PAGE_SIZE, 100);
export const withdrawalsPageResponse = z.object({
  withdrawals: z.array(withdrawalItem),
  totalPages: z.number().int(),
  currentPage: z.number().int(),
});
export const withdrawalResponse = z.object({ message: z.string(), withdrawal: withdrawalItem });
export const approvedWithdrawalsResponse = z.object({ count: z.number().int() });
export const withdrawalFeesResponse = z.object({ totalFees: z.number() });
