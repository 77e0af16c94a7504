import { z } from "zod";
import { ENTER_VALID_PRICE } from "../messages.js";
import { adminActionCode, decimalInput } from "./common.js";

export const sharePriceResponse = z.object({ pricePerShare: z.number() });
export type SharePriceResponse = z.infer<typeof sharePriceResponse>;

/** PUT /api/admin/share-price: a positive amount in cents. */
export const updateSharePriceRequest = z.object({
  pricePerShare: decimalInput(ENTER_VALID_PRICE).refine((s) => /^\d+(\.\d{1,2})?$/.test(s) && /[1-9]/.test(s), ENTER_VALID_PRICE),
  code: adminActionCode,
});

export const portalStatusResponse = z.object({ isOpen: z.boolean() });
export const togglePortalResponse = z.object({ message: z.string(), isOpen: z.boolean() });

/** Where investors send USDT (per purchase network) and loan repayments. */
export const walletsResponse = z.object({
  deposit: z.record(z.string(), z.string()),
  repayment: z.string(),
  /** The network of the repayment address (LOAN_REPAYMENT_NETWORK). */
  repaymentNetwork: z.string(),
  /** Per network (BEP20, TRC20, APTOS): checked on chain (a node is configured), and the confirmations a payment needs. */
  chain: z.record(z.string(), z.object({ checked: z.boolean(), confirmations: z.number().int() })).optional(),
});
