import { z } from "zod";
import { decimalString, sharesString, usdString } from "./money.js";

/**
 * Four eyes: what a pending approval will do once a second admin approves it. The
 * action is stored in its ApprovalRequested event exactly as it will be executed.
 */
export const userRoles = ["admin", "auditor", "investor"] as const;
export type UserRole = (typeof userRoles)[number];

const id = z.string().min(1);

export const approvalActionSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("profit-run"), percentage: decimalString }),
  z.object({ kind: z.literal("reward-run"), percentage: decimalString }),
  z.object({ kind: z.literal("withdrawal"), withdrawalId: id, userId: id, amount: usdString }),
  z.object({ kind: z.literal("loan"), loanId: id, userId: id, amount: usdString }),
  z.object({
    kind: z.literal("manual-payment"),
    loanId: id,
    userId: id,
    paymentIndex: z.number().int().min(0),
    amount: usdString,
    creditExcessToProfit: z.boolean(),
  }),
  /** Sell-back: `amount` is the payout at the price when the approval was asked. */
  z.object({ kind: z.literal("sell-back"), sellBackId: id, userId: id, shares: sharesString, amount: usdString }),
  z.object({ kind: z.literal("share-price"), pricePerShare: usdString, previousPrice: usdString }),
  z.object({ kind: z.literal("share-edit"), userId: id, sharesOwned: sharesString, previousShares: sharesString }),
  z.object({ kind: z.literal("role"), userId: id, role: z.enum(userRoles), previousRole: z.enum(userRoles) }),
]);
export type ApprovalAction = z.infer<typeof approvalActionSchema>;
export type ApprovalKind = ApprovalAction["kind"];
export const approvalKinds = [
  "profit-run",
  "reward-run",
  "withdrawal",
  "loan",
  "manual-payment",
  "sell-back",
  "share-price",
  "share-edit",
  "role",
] as const satisfies readonly ApprovalKind[];

export const approvalStatuses = ["Pending", "Approved", "Rejected", "Failed"] as const;
export type ApprovalStatus = (typeof approvalStatuses)[number];

export const OWN_REQUEST_MESSAGE = "You cannot approve your own request.";
export const AWAITS_SECOND_ADMIN_MESSAGE = "Recorded: this awaits a second admin's approval.";
