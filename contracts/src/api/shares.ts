import { z } from "zod";
import { chainCheck } from "../chain.js";
import { type PurchaseNetwork, SHARE_STEP, purchaseNetworkDetails, purchaseNetworks, purchaseStatuses } from "../constants.js";
import { invalidTxIdMessage, PROOF_REQUIRED, SHARES_STEP } from "../messages.js";
import { isHalfStep, money } from "../money.js";
import { decimalInput, pagedList, statusPageQuery } from "./common.js";
import { requestIdAndOwner, requestTimesAndReason } from "./review.js";

/** Shares bought or sold back: at least 0.5, in steps of 0.5. */
export const shareCountInput = decimalInput(SHARES_STEP)
  .refine((s) => isHalfStep(s) && money(s).gte(SHARE_STEP), SHARES_STEP)
  .meta({ minimum: 0.5, multipleOf: 0.5, pattern: "^(\\d+|\\d{1,3}(,\\d{3})+)(\\.[05]0*)?$" });

/**
 * The payment's transaction id on its network, when the investor gives one: null when it fits
 * (or is empty), else the message naming the network and the expected shape.
 */
export function txIdProblem(network: PurchaseNetwork, txId: string | undefined): string | null {
  const text = txId?.trim() ?? "";
  if (!text) return null;
  const details = purchaseNetworkDetails[network];
  return details.txIdPattern.test(text) ? null : invalidTxIdMessage(details.label, details.txIdFormat);
}

/** Optional text: blank reads as absent. */
export const txIdInput = z
  .string()
  .max(200)
  .optional()
  .transform((v) => v?.trim() || undefined);

/**
 * POST /api/shares: the spec's purchase form (numberOfShares, paymentMethod, proof, referralCode)
 * and the optional transaction id of the payment, checked against the chosen network's format.
 */
export const sharePurchaseRequest = z
  .object({
    numberOfShares: shareCountInput,
    paymentMethod: z.enum(purchaseNetworks, { error: `Choose a payment network: ${purchaseNetworks.join(", ")}` }),
    proof: z.string({ error: PROOF_REQUIRED }).max(2000, "Proof is too long").default(""),
    referralCode: z.string().max(64).optional().catch(undefined),
    txId: txIdInput,
  })
  .superRefine((input, ctx) => {
    const problem = txIdProblem(input.paymentMethod, input.txId);
    if (problem) ctx.addIssue({ code: "custom", path: ["txId"], message: problem });
  });
export type SharePurchaseRequest = z.infer<typeof sharePurchaseRequest>;

/** One share purchase as the spec's screens read it (_id, user, numberOfShares, ...). */
export const sharePurchaseItem = z.object({
  ...requestIdAndOwner,
  numberOfShares: z.number(),
  pricePerShare: z.number(),
  amount: z.number(),
  paymentMethod: z.string(),
  proof: z.string(),
  referralCode: z.string().nullable(),
  /** The payment's transaction id on its network, when the investor gave one. */
  txId: z.string().nullable(),
  status: z.enum(purchaseStatuses),
  ...requestTimesAndReason,
  /** The payment's check on its network (issue 34): `unchecked` when the network has no node or no id was given. */
  chainCheck,
});
export type SharePurchaseItem = z.infer<typeof sharePurchaseItem>;

export const sharePurchaseCreatedResponse = z.object({ message: z.string(), purchase: sharePurchaseItem });
export const myPurchasesResponse = z.object({ purchases: z.array(sharePurchaseItem) });
export const adminPurchasesQuery = statusPageQuery(purchaseStatuses);
export const adminPurchasesResponse = pagedList("purchases", sharePurchaseItem);
export const purchaseDecisionResponse = z.object({ message: z.string(), purchase: sharePurchaseItem });
