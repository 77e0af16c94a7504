import { type EventMetadata, streams } from "@app/contracts";
import type { AppendOptions, EventStore } from "@app/event-store/port";
import { type CommandOutcome, type Fold, type StreamDecision, runCommand } from "@app/event-store/command-runner";
import { type ApprovalDecider, type ApprovalState, approvalFold, decideApproval } from "./approval.js";

/**
 * A second admin's approval carried into the command it releases. The ApprovalGranted event is
 * appended in the same atomic batch as the action's events, with the approval stream's expected
 * version: racing approvals, double clicks and retries give one effect, and a crash leaves
 * either both or neither.
 */
export interface ApprovalGrant {
  approvalId: string;
  requestedBy: string;
  decider: ApprovalDecider;
}

/** Both admins' ids in the metadata of every event the approval releases. */
export function grantMetadata(grant: ApprovalGrant): EventMetadata {
  return { actor: grant.decider.adminId, requestedBy: grant.requestedBy, approvedBy: grant.decider.adminId, approvalId: grant.approvalId };
}

/**
 * runCommand, plus (with a grant) the approval stream: its ApprovalGranted is decided first
 * (409 when the approval is no longer pending), then the action, and both are appended together.
 */
export async function runCommandWithGrant<States extends unknown[]>(
  store: EventStore,
  grant: ApprovalGrant | undefined,
  streamList: { [K in keyof States]: { streamId: string; fold: Fold<States[K]> } },
  decide: (states: States) => StreamDecision[],
  actor: string,
  options: { alongside?: AppendOptions["alongside"] } = {},
): Promise<CommandOutcome> {
  if (!grant) return runCommand<States>(store, streamList, decide, { metadata: { actor }, ...options });
  const approvalStream = streams.approval(grant.approvalId);
  const withApproval = [...streamList, { streamId: approvalStream, fold: approvalFold }] as Array<{
    streamId: string;
    fold: Fold<unknown>;
  }>;
  return runCommand<unknown[]>(
    store,
    withApproval,
    (states) => {
      const approval = states[states.length - 1] as ApprovalState;
      const granted = decideApproval({ type: "GrantApproval", decider: grant.decider }, approval);
      const decisions = decide(states.slice(0, -1) as unknown as States);
      return [...decisions, { streamId: approvalStream, events: granted }];
    },
    { metadata: grantMetadata(grant), ...options },
  );
}
