import { type ApprovalAction, type ApprovalStatus, type DomainEvent, OWN_REQUEST_MESSAGE } from "@app/contracts";
import { DomainError } from "../shared/domain-error.js";

/**
 * A four-eyes approval (stream `approval-{id}`): one admin's money action held until another
 * admin approves it (then it runs, once) or rejects it (then nothing changes).
 */
export interface ApprovalState {
  status: ApprovalStatus | "None";
  approvalId: string;
  action: ApprovalAction | null;
  requestedBy: string;
}

export const initialApprovalState = (): ApprovalState => ({ status: "None", approvalId: "", action: null, requestedBy: "" });

export function evolveApproval(state: ApprovalState, event: DomainEvent): ApprovalState {
  switch (event.type) {
    case "ApprovalRequested":
      return { status: "Pending", approvalId: event.data.approvalId, action: event.data.action, requestedBy: event.data.requestedBy };
    case "ApprovalGranted":
      return { ...state, status: "Approved" };
    case "ApprovalRejected":
      return { ...state, status: "Rejected" };
    case "ApprovalFailed":
      return { ...state, status: "Failed" };
    default:
      return state;
  }
}

export const approvalFold = { initial: initialApprovalState, evolve: evolveApproval };

/** The approval was decided before this decision could be stored (a race, a double click, a retry): 409. */
export class ApprovalAlreadyDecided extends DomainError {
  constructor(message: string) {
    super("conflict", message);
  }
}

const DECIDED: Record<Exclude<ApprovalStatus, "Pending">, string> = {
  Approved: "This request was already approved.",
  Rejected: "This request was already rejected.",
  Failed: "This request was already approved but could not be carried out.",
};

/** Who an approval decision is made by, and when. */
export interface ApprovalDecider {
  adminId: string;
  at: Date;
}

/**
 * A pending approval that `decider` may decide: 404 unknown, 403 approving their own request
 * (rejecting it, i.e. withdrawing it, is allowed), 409 already decided.
 */
export function pendingFor(
  state: ApprovalState,
  decider: ApprovalDecider,
  decision: "approve" | "reject" = "approve",
): ApprovalState & { action: ApprovalAction } {
  if (state.status === "None" || !state.action) throw new DomainError("not-found", "Approval not found");
  if (decision === "approve" && state.requestedBy === decider.adminId) throw new DomainError("forbidden", OWN_REQUEST_MESSAGE);
  if (state.status !== "Pending") throw new ApprovalAlreadyDecided(DECIDED[state.status]);
  return state as ApprovalState & { action: ApprovalAction };
}

export type ApprovalCommand =
  | { type: "RequestApproval"; approvalId: string; action: ApprovalAction; requestedBy: string; at: Date }
  | { type: "GrantApproval"; decider: ApprovalDecider }
  | { type: "RejectApproval"; decider: ApprovalDecider; reason?: string }
  | { type: "RecordApprovalFailure"; decider: ApprovalDecider; reason: string };

export function decideApproval(command: ApprovalCommand, state: ApprovalState): DomainEvent[] {
  switch (command.type) {
    case "RequestApproval":
      if (state.status !== "None") return [];
      return [
        {
          type: "ApprovalRequested",
          data: {
            approvalId: command.approvalId,
            action: command.action,
            requestedBy: command.requestedBy,
            requestedAt: command.at.toISOString(),
          },
        },
      ];
    case "GrantApproval": {
      const { approvalId } = pendingFor(state, command.decider);
      return [
        {
          type: "ApprovalGranted",
          data: { approvalId, approvedBy: command.decider.adminId, approvedAt: command.decider.at.toISOString() },
        },
      ];
    }
    case "RejectApproval": {
      const { approvalId } = pendingFor(state, command.decider, "reject");
      return [
        {
          type: "ApprovalRejected",
          data: {
            approvalId,
            rejectedBy: command.decider.adminId,
            rejectedAt: command.decider.at.toISOString(),
            ...(command.reason ? { reason: command.reason } : {}),
          },
        },
      ];
    }
    case "RecordApprovalFailure": {
      // Only a still-pending approval records a failure: one decided meanwhile keeps its outcome.
      if (state.status !== "Pending") return [];
      return [
        {
          type: "ApprovalFailed",
          data: {
            approvalId: state.approvalId,
            approvedBy: command.decider.adminId,
            failedAt: command.decider.at.toISOString(),
            reason: command.reason,
          },
        },
      ];
    }
    default: {
      const unreachable: never = command;
      throw new Error(`unknown command ${JSON.stringify(unreachable)}`);
    }
  }
}
