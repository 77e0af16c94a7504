import type { ApprovalAction } from "@app/contracts";
import type { AppContext } from "../runtime/context.js";
import type { ApprovalGrant } from "./grant.js";

type Kind = ApprovalAction["kind"];
type ActionOf<K extends Kind> = Extract<ApprovalAction, { kind: K }>;

/** What four eyes needs of one kind of held action; the capability that owns the action supplies it. */
export interface ApprovalActionEntry<K extends Kind> {
  /**
   * Before the action is held for a second admin: the checks it would meet if done now (the same
   * errors), so a request that could not be carried out is refused at once. Nothing is written.
   */
  check(ctx: AppContext, action: ActionOf<K>): Promise<void>;
  /** Carries out the approved action with the same checks, its events appended with ApprovalGranted. */
  execute(ctx: AppContext, action: ActionOf<K>, grant: ApprovalGrant): Promise<void>;
}

/** One entry per kind of action (the compiler refuses a kind left out). */
export type ApprovalActionEntries = { [K in Kind]: ApprovalActionEntry<K> };

/**
 * Approvals know the actions they hold only through this registry: the composition root
 * (bootstrap.ts, from approval-actions.ts) fills it with each capability's entries, so this
 * folder imports none of the capabilities whose actions it releases.
 */
const entries = new Map<Kind, ApprovalActionEntry<Kind>>();

export function registerApprovalActions(all: ApprovalActionEntries): void {
  for (const kind of Object.keys(all) as Kind[]) entries.set(kind, all[kind] as unknown as ApprovalActionEntry<Kind>);
}

function entryOf(kind: Kind): ApprovalActionEntry<Kind> {
  const entry = entries.get(kind);
  if (!entry) throw new Error(`no approval action registered for "${kind}" (the composition root registers them: bootstrap.ts)`);
  return entry;
}

export function checkAction(ctx: AppContext, action: ApprovalAction): Promise<void> {
  return entryOf(action.kind).check(ctx, action as ActionOf<Kind>);
}

export function executeAction(ctx: AppContext, action: ApprovalAction, grant: ApprovalGrant): Promise<void> {
  return entryOf(action.kind).execute(ctx, action as ActionOf<Kind>, grant);
}
