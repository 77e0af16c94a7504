import { z } from "zod";
import { SHARE_STEP, purchaseNetworks, purchaseStatuses } from "../constants.js";
import { PROOF_REQUIRED, SHARES_STEP } from "../messages.js";
import { isHalfStep, money } from "../money.js";
import { decimalInput } from "./common.js";

/** Shares bought or sold back: at least 0.5, in steps of 0.5. */
export const shareCountInput = decimalInput(SHARES_STEP).refine((s) => isHalfStep(s) && money(s).gte(SHARE_STEP), SHARES_STEP);

/** POST /api/shares: the spec's purchase form (numberOfShares, paymentMethod, proof, referralCode). */
export const sharePurchaseRequest = z.object({
  numberOfShares: shareCountInput,
  paymentMethod: z.enum(purchaseNetworks, { error: `Choose a payment network: ${purchaseNetworks.join(", ")}` }),
  proof: z.string({ error: PROOF_REQUIRED }).max(2000, "Proof is too long").default(""),
  referralCode: z.string().max(64).optional().catch(undefined),
});
export type SharePurchaseRequest = z.infer<typeof sharePurchaseRequest>;

/** One share purchase as the spec's screens read it (_id, user, numberOfShares, ...). */
export const sharePurchaseItem = z.object({
  _id: z.string(),
  user: z.object({ _id: z.string(), fullName: z.string(), email: z.string() }),
  numberOfShares: z.number(),
  pricePerShare: z.number(),
  amount: z.number(),
  paymentMethod: z.string(),
  proof: z.string(),
  referralCode: z.string().nullable(),
  status: z.enum(purchaseStatuses),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type SharePurchaseItem = z.infer<typeof sharePurchaseItem>;

export const sharePurchaseCreatedResponse = z.object({ message: z.string(), purchase: sharePurchaseItem });
export const myPurchasesResponse = z.object({ purchases: z.array(sharePurchaseItem) });
export const adminPurchasesQuery = z.object({ page: z.coerce.number().int().min(1).catch(1).default(1) });
export const adminPurchasesResponse = z.object({
  purchases: z.array(sharePurchaseItem),
  totalPages: z.number().int(),
  currentPage: z.number().int(),
});
export const purchaseDecisionResponse = z.object({ message: z.string(), purchase: sharePurchaseItem });
