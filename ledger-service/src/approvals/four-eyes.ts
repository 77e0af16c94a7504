import { type ApprovalAction, type ApprovalItem, AWAITS_SECOND_ADMIN_MESSAGE, streams } from "@app/contracts";
import { approvalById, pendingApprovalsOfKind } from "@app/read-models/approvals/queries";
import type { Response } from "express";
import type { AppContext } from "../runtime/context.js";
import { lastPosition, runStreamCommand } from "@app/event-store/command-runner";
import { ConflictError, NotFoundError } from "../shared/errors.js";
import { newId } from "@app/event-store/event-ids";
import { checkAction } from "./actions.js";
import { approvalFold, decideApproval } from "./approval.js";
import { toApprovalItem } from "./approval-items.js";
import { adminCount, needsSecondAdmin } from "./thresholds.js";

/** What an action acts on: two pending approvals for the same thing are refused. */
function targetKey(action: ApprovalAction): string {
  switch (action.kind) {
    case "withdrawal":
      return `withdrawal:${action.withdrawalId}`;
    case "loan":
      return `loan:${action.loanId}`;
    case "manual-payment":
      return `manual-payment:${action.loanId}:${action.paymentIndex}`;
    case "share-edit":
    case "role":
      return `${action.kind}:${action.userId}`;
    default:
      return action.kind;
  }
}

/**
 * Four eyes: once two or more admins exist, an action above its threshold is not done but
 * recorded as a pending approval (ApprovalRequested on `approval-{id}`), after the checks it
 * would meet now. Returns that approval, or null when the action may be done at once.
 * Errors: those of the action's checks; 409 when the same thing already awaits approval.
 */
export async function holdForSecondAdmin(ctx: AppContext, action: ApprovalAction, requestedBy: string): Promise<ApprovalItem | null> {
  if (!needsSecondAdmin(ctx.config, action)) return null;
  if ((await adminCount(ctx)) < 2) return null;
  await checkAction(ctx, action);
  const pending = await pendingApprovalsOfKind(ctx.db, action.kind);
  if (pending.some((p) => targetKey(p.action) === targetKey(action)))
    throw new ConflictError("The same request already awaits a second admin's approval.");
  const approvalId = newId();
  const outcome = await runStreamCommand(
    ctx.store,
    streams.approval(approvalId),
    approvalFold,
    (state) => decideApproval({ type: "RequestApproval", approvalId, action, requestedBy, at: ctx.clock() }, state),
    { metadata: { actor: requestedBy } },
  );
  await ctx.readYourWrites(lastPosition(outcome));
  const row = await approvalById(ctx.db, approvalId);
  if (!row) throw new NotFoundError("Approval not found");
  return toApprovalItem(row);
}

/** The 202 answer of a held action: nothing was done yet. */
export function answerHeld(res: Response, approval: ApprovalItem): void {
  res.status(202).json({ message: AWAITS_SECOND_ADMIN_MESSAGE, approval });
}
