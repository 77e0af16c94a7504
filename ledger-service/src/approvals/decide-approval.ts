import { type ApprovalItem, streams } from "@app/contracts";
import { approvalById } from "@app/projections/approvals/queries";
import type { AppContext } from "../runtime/context.js";
import { lastPosition, readFolded, runStreamCommand } from "@app/event-store/command-runner";
import { DomainError } from "../shared/domain-error.js";
import { AppError, NotFoundError } from "../platform/errors.js";
import { refuseOwnAccount } from "../shared/own-account.js";
import { executeAction } from "./registry.js";
import { ApprovalAlreadyDecided, type ApprovalDecider, approvalFold, decideApproval, pendingFor } from "./approval.js";
import { toApprovalItem } from "./approval-items.js";
import { withApprovalLock } from "./approval-lock.js";
import { withReason } from "./review-request.js";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The action could not be carried out (gone, no longer pending, breaks a rule now): recorded on the approval. */
function isActionFailure(error: unknown): error is AppError | DomainError {
  if (error instanceof ApprovalAlreadyDecided) return false;
  if (error instanceof DomainError) return error.code !== "forbidden";
  return error instanceof AppError && [400, 404, 409, 422].includes(error.status);
}

async function loadPending(ctx: AppContext, approvalId: string, decider: ApprovalDecider, decision: "approve" | "reject") {
  if (!UUID.test(approvalId)) throw new NotFoundError("Approval not found");
  // Through the fold cache: the command that grants or rejects it next reads only what came since (nothing).
  return pendingFor(await readFolded(ctx.store, streams.approval(approvalId), approvalFold), decider, decision);
}

async function itemOf(ctx: AppContext, approvalId: string): Promise<ApprovalItem> {
  const row = await approvalById(ctx.db, approvalId);
  if (!row) throw new NotFoundError("Approval not found");
  return toApprovalItem(row);
}

/**
 * A second admin approves: the action runs once, with the checks it would meet if done now.
 * Errors: 404 unknown, 403 the admin's own request or own account, 409 already decided or
 * being decided; the action's own errors (409 the withdrawal was rejected meanwhile, 422 a
 * cap), which are recorded on the approval as its failure (ApprovalFailed).
 */
export async function approveApproval(ctx: AppContext, approvalId: string, adminId: string): Promise<ApprovalItem> {
  return await withApprovalLock(ctx, approvalId, async () => {
    const decider = { adminId, at: ctx.clock() };
    const pending = await loadPending(ctx, approvalId, decider, "approve");
    if ("userId" in pending.action && pending.action.kind !== "role") refuseOwnAccount(adminId, pending.action.userId);
    try {
      await executeAction(ctx, pending.action, { approvalId, requestedBy: pending.requestedBy, decider });
    } catch (error) {
      if (isActionFailure(error)) {
        const reason = error.message;
        const outcome = await runStreamCommand(
          ctx.store,
          streams.approval(approvalId),
          approvalFold,
          (state) => decideApproval({ type: "RecordApprovalFailure", decider, reason }, state),
          { metadata: { actor: adminId, requestedBy: pending.requestedBy } },
        );
        await ctx.readYourWrites(lastPosition(outcome));
      }
      throw error;
    }
    // Runs answer before their events are read: wait for the approval's row too.
    await ctx.readYourWrites(await ctx.store.headPosition());
    return await itemOf(ctx, approvalId);
  });
}

/** Any other admin rejects, or the requester withdraws their request: nothing else changes. */
export async function rejectApproval(ctx: AppContext, approvalId: string, adminId: string, reason?: string): Promise<ApprovalItem> {
  return await withApprovalLock(ctx, approvalId, async () => {
    const decider = { adminId, at: ctx.clock() };
    const pending = await loadPending(ctx, approvalId, decider, "reject");
    const outcome = await runStreamCommand(
      ctx.store,
      streams.approval(approvalId),
      approvalFold,
      (state) => decideApproval({ type: "RejectApproval", decider, ...withReason(reason) }, state),
      { metadata: { actor: adminId, requestedBy: pending.requestedBy } },
    );
    await ctx.readYourWrites(lastPosition(outcome));
    return await itemOf(ctx, approvalId);
  });
}
