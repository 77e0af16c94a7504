import { z } from "zod";
import { decimalInput } from "./common.js";

export const sharePriceResponse = z.object({ pricePerShare: z.number() });
export type SharePriceResponse = z.infer<typeof sharePriceResponse>;

export const updateSharePriceRequest = z.object({ pricePerShare: decimalInput("Enter a valid price") });

export const portalStatusResponse = z.object({ isOpen: z.boolean() });
export const togglePortalResponse = z.object({ message: z.string(), isOpen: z.boolean() });

/** Where investors send USDT (per purchase network) and loan repayments. */
export const walletsResponse = z.object({ deposit: z.record(z.string(), z.string()), repayment: z.string() });
