/**
 * Four eyes: with two or more admins, a money action above its threshold answers 202
 * `{ message, approval }` instead of taking effect; it waits on the Approvals page for another admin.
 */
import type { PendingApprovalResponse } from "@app/contracts";

/** The approvals list and the four-eyes status live under this key: a held action refreshes them. */
export const approvalsKey = ["admin", "approvals"] as const;

export function isHeldForApproval(answer: unknown): answer is PendingApprovalResponse {
  if (!answer || typeof answer !== "object" || !("approval" in answer) || !("message" in answer)) return false;
  const approval = (answer as { approval: unknown }).approval;
  return !!approval && typeof approval === "object" && (approval as { status?: unknown }).status === "Pending";
}

/** The toast of a held action: what was asked and where it waits. */
export function heldMessage(answer: PendingApprovalResponse): string {
  return `${answer.message} ${answer.approval.description}: see Approvals.`;
}
