import { shareCountInput, sharePurchaseRequest, txIdInput, txIdProblem } from "@app/contracts/api/shares";
import { MUST_AGREE_TO_TERMS, MUST_BE_LOGGED_IN } from "@app/contracts/form-messages";
import { canOnlyBuyUpTo, PROOF_REQUIRED } from "@app/contracts/messages";
import { money } from "@app/contracts/money";
import { z } from "zod";

/**
 * The guided purchase's schema: the API's share count (steps of 0.5, '1,000' read as thousands,
 * '1,5' refused) under the investor's remaining room, the network, signed in, the optional
 * transaction id in the network's format, the proof, the policy agreement.
 */
export function buySharesSchema(maxShares: number, signedIn: boolean) {
  return z
    .object({
      numberOfShares: shareCountInput.refine((shares) => money(shares).lte(maxShares), canOnlyBuyUpTo(String(maxShares))),
      paymentMethod: sharePurchaseRequest.shape.paymentMethod,
      // No input of its own: the check reads the session (the value is a placeholder).
      signedIn: z.unknown().refine(() => signedIn, MUST_BE_LOGGED_IN),
      txId: txIdInput,
      proof: z.string().min(1, PROOF_REQUIRED),
      agreed: z.literal(true, MUST_AGREE_TO_TERMS),
    })
    .superRefine((values, ctx) => {
      const problem = txIdProblem(values.paymentMethod, values.txId);
      if (problem) ctx.addIssue({ code: "custom", path: ["txId"], message: problem });
    });
}
export type BuySharesValues = z.output<ReturnType<typeof buySharesSchema>>;

/** The first step's fields: checked before the payment step opens. */
export const sharesStepFields = ["numberOfShares", "paymentMethod", "signedIn"] as const;
