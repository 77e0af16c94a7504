import type { TxUse } from "@app/contracts";
import type { AppContext } from "./runtime/context.js";
import { approveSharePurchase } from "./shares/purchases.js";
import { runPurchaseCheck } from "./chain/purchase-checks.js";
import { runRepaymentCheck } from "./chain/repayment-checks.js";

/** One run of a payment's check job: when to run again (ms), or null when the check is done. */
export type CheckJobHandler = (ctx: AppContext, target: string) => Promise<{ again: number | null }>;

/**
 * What the `chain-check` queue's worker runs per use (job data: use and target only). Each kind
 * of payment adds its line; a use without one is done at once.
 */
export const checkJobHandlers: Partial<Record<TxUse, CheckJobHandler>> = {
  purchase: (ctx, purchaseId) => runPurchaseCheck(ctx, purchaseId, approveSharePurchase),
  "loan-repayment": (ctx, target) => runRepaymentCheck(ctx, target),
};
