import { type ApprovalAction, type ApprovalItem, toApiNumber, toCents } from "@app/contracts";
import type { ApprovalRow } from "@app/projections/approvals/queries";

/** What the approval will do, in the admin's words. */
export function describeAction(action: ApprovalAction): string {
  switch (action.kind) {
    case "profit-run":
      return `Credit ${action.percentage}% profit to all investors`;
    case "reward-run":
      return `Distribute ${action.percentage}% referral rewards`;
    case "withdrawal":
      return `Approve a withdrawal of $${toCents(action.amount)}`;
    case "loan":
      return `Approve a loan of $${toCents(action.amount)}`;
    case "manual-payment":
      return `Approve a manual loan payment of $${toCents(action.amount)}${action.creditExcessToProfit ? " (any excess to profit)" : ""}`;
    case "sell-back":
      return `Approve a sell-back of ${action.shares} shares paying $${toCents(action.amount)}`;
    case "share-price":
      return `Change the share price from $${toCents(action.previousPrice)} to $${toCents(action.pricePerShare)}`;
    case "share-edit":
      return `Change shares from ${action.previousShares} to ${action.sharesOwned}`;
    case "role":
      return `Change the role from ${action.previousRole} to ${action.role}`;
    case "purchase":
      return `Approve a purchase of ${action.shares} shares for $${toCents(action.amount)}`;
    case "write-off":
      return `Write off a loan's unpaid $${toCents(action.amount)} (mark it paid without a payment)`;
    default: {
      const unreachable: never = action;
      throw new Error(`unknown action ${JSON.stringify(unreachable)}`);
    }
  }
}

export function toApprovalItem(row: ApprovalRow): ApprovalItem {
  return {
    _id: row.approvalId,
    kind: row.kind,
    description: describeAction(row.action),
    action: row.action,
    amount: row.amount === null ? null : toApiNumber(row.amount),
    user: row.targetUserId ? { _id: row.targetUserId, fullName: row.targetName ?? "", email: row.targetEmail ?? "" } : null,
    status: row.status,
    requestedBy: { _id: row.requestedBy, fullName: row.requestedByName, email: row.requestedByEmail },
    requestedAt: row.requestedAt.toISOString(),
    decidedBy: row.decidedBy ? { _id: row.decidedBy, fullName: row.decidedByName ?? "" } : null,
    decidedAt: row.decidedAt?.toISOString() ?? null,
    rejectionReason: row.rejectionReason,
    failure: row.failure,
  };
}
