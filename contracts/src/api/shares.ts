import { z } from "zod";
import { purchaseNetworks, purchaseStatuses } from "../constants.js";
import { decimalInput } from "./common.js";

/**
 * The spec's text when the proof is missing; also the answer (422) when it does not name an
 * upload of the buyer (or payer) that nothing used before.
 */
export const PROOF_REQUIRED = "Please upload transaction proof.";

/** POST /api/shares: the spec's purchase form (numberOfShares, paymentMethod, proof, referralCode). */
export const sharePurchaseRequest = z.object({
  numberOfShares: decimalInput("Shares must be at least 0.5, in steps of 0.5"),
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
