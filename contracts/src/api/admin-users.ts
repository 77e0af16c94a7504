import { z } from "zod";
import { SHARES_EDIT_STEP } from "../messages.js";
import { isHalfStep } from "../money.js";
import { userFields } from "./auth.js";
import { adminActionCode, decimalInput } from "./common.js";
import { sharePurchaseItem } from "./shares.js";
import { withdrawalItem } from "./withdrawals.js";

/** The User as the admin screens read it. */
export const adminUserItem = userFields.extend({
  isAuditor: z.boolean(),
  teamShares: z.number(),
  teamInvestment: z.number(),
  teamVolume: z.number(),
  deletedAt: z.string().nullable(),
  /** Only in ?investorsOnly=true: 1 for the largest holder. */
  rank: z.number().int().optional(),
});
export type AdminUserItem = z.infer<typeof adminUserItem>;

export const adminUsersQuery = z.strictObject({
  investorsOnly: z.enum(["true", "false"], { message: "investorsOnly must be true or false" }).default("false"),
});
export const adminUsersResponse = z.array(adminUserItem);

export const updateUserSharesRequest = z.object({
  sharesOwned: decimalInput(SHARES_EDIT_STEP).refine(isHalfStep, SHARES_EDIT_STEP),
  code: adminActionCode,
});
export const updateUserSharesResponse = z.object({ message: z.string(), sharesOwned: z.number() });

export const referralValueItem = z.object({
  _id: z.string(),
  fullName: z.string(),
  email: z.string(),
  sharesOwned: z.number(),
  value: z.number(),
});
export const adminUserDetailsResponse = z.object({
  profile: adminUserItem,
  purchases: z.array(sharePurchaseItem),
  withdrawals: z.array(withdrawalItem),
  referrals: z.array(referralValueItem),
  totalReferralValue: z.number(),
  sharePrice: z.number(),
});
