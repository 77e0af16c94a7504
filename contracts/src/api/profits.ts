import { z } from "zod";
import { decimalInput } from "./common.js";

const PROFIT_PERCENTAGE_MESSAGE = "Please enter a valid profit percentage.";

/** POST /api/profits/credit: > 0, at most two decimals (the form's step 0.01). */
export const creditProfitRequest = z.object({
  percentage: decimalInput(PROFIT_PERCENTAGE_MESSAGE).refine((s) => /^\d{1,6}(\.\d{1,2})?$/.test(s) && /[1-9]/.test(s), {
    message: PROFIT_PERCENTAGE_MESSAGE,
  }),
});
export type CreditProfitRequest = z.infer<typeof creditProfitRequest>;

export const runStatuses = ["running", "completed", "failed"] as const;

/** A profit or referral-reward run as the admin sees it; progress is 0..100. */
export const moneyRunView = z.object({
  id: z.string(),
  status: z.enum(runStatuses),
  percentage: z.number(),
  pricePerShare: z.number(),
  total: z.number().int(),
  processed: z.number().int(),
  progress: z.number().min(0).max(100),
  totalAmount: z.number(),
  startedAt: z.string(),
  completedAt: z.string().nullable(),
});
export type MoneyRunView = z.infer<typeof moneyRunView>;

export const startRunResponse = z.object({ message: z.string(), runId: z.string() });
export const moneyRunListResponse = z.object({ runs: z.array(moneyRunView) });

/**
 * GET /api/profits/preview and /api/admin/referral-rewards/preview: what a run of that percentage
 * started now would credit (investors credited, total as an exact decimal string), and the
 * newest run of the kind in the last 7 days, if any (a second identical run is usually a mistake).
 */
export const runPreviewResponse = z.object({
  investors: z.number().int(),
  total: z.string(),
  recentRun: z.object({ percentage: z.string(), startedAt: z.string() }).nullable(),
});
export type RunPreviewResponse = z.infer<typeof runPreviewResponse>;
