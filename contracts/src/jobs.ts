import { z } from "zod";
import { txUses } from "./chain.js";

/** BullMQ queue names and job payloads, shared by the API (producer) and the workers. */
export const queueNames = {
  email: "email",
  profitRun: "profit-run",
  rewardRun: "reward-run",
  broadcast: "broadcast",
  /** Issue 34: a recorded payout's check on its network, re-queued until it is final. */
  payoutCheck: "payout-check",
  /** Issue 34: the reserves read on every checked network (repeatable). */
  reserves: "reserves",
  liabilities: "liabilities",
  chainCheck: "chain-check",
} as const;

export const emailJobSchema = z.object({
  to: z.string().email(),
  subject: z.string(),
  html: z.string(),
  text: z.string().optional(),
});
export type EmailJob = z.infer<typeof emailJobSchema>;

export const runJobSchema = z.object({ runId: z.string().min(1) });
export type RunJob = z.infer<typeof runJobSchema>;

export const broadcastJobSchema = z.object({ broadcastId: z.string().min(1) });
export type BroadcastJob = z.infer<typeof broadcastJobSchema>;

/** One payment's check on its network (issue 34): ids only; job id `chain-check-{use}-{target}`. */
export const chainCheckJobSchema = z.object({ use: z.enum(txUses), target: z.string().min(1) });
export type ChainCheckJob = z.infer<typeof chainCheckJobSchema>;
export const payoutCheckJobSchema = z.object({
  use: z.enum(["withdrawal-payout", "sell-back-payout", "loan-payout"]),
  target: z.string().min(1),
  /** How many checks came before this one (their spacing grows with it). */
  attempt: z.number().int().min(0).default(0),
});
export type PayoutCheckJob = z.input<typeof payoutCheckJobSchema>;
