import { z } from "zod";
import type Decimal from "decimal.js";
import { decimalString, money, sharesString, usdString } from "./money.js";

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
  /** Purchase: `amount` is shares x the price locked on the request. */
  z.object({ kind: z.literal("purchase"), purchaseId: id, userId: id, shares: sharesString, amount: usdString }),
  /** "Mark paid" without a payment covering it: `amount` is the receivable written off to loan-loss. */
  z.object({ kind: z.literal("write-off"), loanId: id, userId: id, amount: usdString }),
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
  "purchase",
  "write-off",
] as const satisfies readonly ApprovalKind[];

export const approvalStatuses = ["Pending", "Approved", "Rejected", "Failed"] as const;
export type ApprovalStatus = (typeof approvalStatuses)[number];

export const OWN_REQUEST_MESSAGE = "You cannot approve your own request.";
export const AWAITS_SECOND_ADMIN_MESSAGE = "Recorded: this awaits a second admin's approval.";

/** Role changes through the API while one admin exists: the first co-admin is made with `npm run admin:grant`. */
export const FIRST_CO_ADMIN_MESSAGE = "The first co-admin is made by the operator.";
export const SHARES_OUT_OF_DATE_MESSAGE = "This request is out of date: the investor's shares changed since it was made.";
export const PRICE_OUT_OF_DATE_MESSAGE = "This request is out of date: the share price changed since it was made.";
/** Approving a money action with ADMIN_ACTION_CODE on: a current code of the approving admin. */
export const ADMIN_CODE_REQUIRED_MESSAGE = "Enter the 6-digit code from your authenticator app to approve this.";
export const ADMIN_CODE_WRONG_MESSAGE = "The authentication code is not correct. Nothing was approved.";
export const ADMIN_CODE_NO_TWO_FACTOR_MESSAGE = "Turn on two-factor authentication in your settings to approve money actions.";

/** "$1,234.50" from an exact amount. */
export function usdText(value: Decimal.Value): string {
  const d = money(value);
  const [whole, cents] = d.abs().toFixed(2).split(".") as [string, string];
  return `${d.isNegative() ? "-" : ""}$${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ",")}.${cents}`;
}

/** The 202 message of an action held because one admin's solo total would pass the daily limit. */
export function soloAmountLimitMessage(approvedAlone: Decimal.Value, limit: Decimal.Value): string {
  return `You approved ${usdText(approvedAlone)} alone in the last 24 hours; above ${usdText(limit)} a second admin must approve this.`;
}

/** The 202 message of a run held because one admin's solo percent in 7 days would pass the limit. */
export function soloPercentLimitMessage(ranAlone: Decimal.Value, limit: Decimal.Value): string {
  return `You ran ${money(ranAlone).toString()}% alone in the last 7 days; above ${money(limit).toString()}% a second admin must approve this.`;
}

/** While one admin exists: what an action passing a solo limit waits for (no second admin can approve it yet). */
export const AWAITS_CO_ADMIN = "this waits until a co-admin exists and approves it.";

/** The 202 message of a lone admin's action held because their solo total would pass the daily limit. */
export function loneAdminAmountLimitMessage(approvedAlone: Decimal.Value, limit: Decimal.Value): string {
  return `You are the only admin and approved ${usdText(approvedAlone)} alone in the last 24 hours; above ${usdText(limit)} ${AWAITS_CO_ADMIN}`;
}

/** The 202 message of a lone admin's run (or price move) held because their 7-day percent would pass the limit. */
export function loneAdminPercentLimitMessage(what: "ran" | "moved the share price", alone: Decimal.Value, limit: Decimal.Value): string {
  return `You are the only admin and ${what} ${money(alone).toString()}% alone in the last 7 days; above ${money(limit).toString()}% ${AWAITS_CO_ADMIN}`;
}

/** "Mark paid" on a loan with a balance no payment covers, without a write-off allowed (409). */
export function writeOffNeedsApprovalMessage(remaining: Decimal.Value): string {
  return `This loan still has ${usdText(remaining)} that no payment covers: writing it off needs a second admin's approval. Nothing was changed.`;
}
