import type { ApprovalItem } from "@app/contracts";
import { formatShares, formatUsd } from "@/lib/format";

/**
 * The list's Amount: the dollars a money approval releases (from the item, else from its action),
 * the percentage of a run, the new price or share count of an edit; "-" only for a role change.
 */
export function approvalAmount(approval: Pick<ApprovalItem, "amount" | "action">): string {
  if (approval.amount !== null) return formatUsd(approval.amount);
  const action = approval.action;
  switch (action.kind) {
    case "profit-run":
    case "reward-run":
      return `${action.percentage} %`;
    case "share-price":
      return `${formatUsd(action.pricePerShare)} a share`;
    case "share-edit":
      return `${formatShares(action.sharesOwned)} shares`;
    case "role":
      return "-";
    default:
      return formatUsd(action.amount);
  }
}
