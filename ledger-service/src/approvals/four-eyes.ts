import {
  type ApprovalAction,
  type ApprovalItem,
  AWAITS_SECOND_ADMIN_MESSAGE,
  type DomainEvent,
  loneAdminAmountLimitMessage,
  money,
  loneAdminPercentLimitMessage,
  soloAmountLimitMessage,
  soloPercentLimitMessage,
  streams,
} from "@app/contracts";
import { approvalById } from "@app/projections/approvals/queries";
import type Decimal from "decimal.js";
import type { Response } from "express";
import type { AppContext } from "../runtime/context.js";
import { type Fold, foldEvents, lastPosition, runCommand, type StreamDecision } from "@app/event-store/command-runner";
import { ConflictError, NotFoundError } from "../platform/errors.js";
import { newId } from "@app/event-store/event-ids";
import { foldId } from "@app/event-store/state-codec";
import { checkAction } from "./registry.js";
import { type ApprovalState, approvalFold, decideApproval } from "./approval.js";
import { toApprovalItem } from "./approval-items.js";
import { adminCount, needsSecondAdmin, type SoloEntry, type SoloMeasure, soloMeasure, soloSum } from "./thresholds.js";

/** What an action acts on: two pending approvals for the same thing are refused. */
function targetKey(action: ApprovalAction): string {
  switch (action.kind) {
    case "withdrawal":
      return `withdrawal:${action.withdrawalId}`;
    case "loan":
    case "write-off":
      return `loan:${action.loanId}`;
    case "manual-payment":
      return `manual-payment:${action.loanId}:${action.paymentIndex}`;
    case "sell-back":
      return `sell-back:${action.sellBackId}`;
    case "purchase":
      return `purchase:${action.purchaseId}`;
    case "share-edit":
    case "role":
      return `${action.kind}:${action.userId}`;
    default:
      return action.kind;
  }
}

/** Longer than every rolling window (24 hours, 7 days): entries older than this before the newest are never summed. */
const SOLO_KEPT_MS = 8 * 24 * 60 * 60 * 1000;
const initialSolo = (): SoloEntry[] => [];
/**
 * An admin's allowance stream only grows; its state keeps only the entries a rolling window can
 * still count, so the state, its snapshot and the sums stay the size of a few weeks of
 * approvals. An entry more than SOLO_KEPT_MS before a newer one is never counted (`now` is never
 * before a stored entry's time); they are let go in bulk, once the oldest is twice that old, so
 * a fold costs the same per event however long the stream (the array is the fold's own: a
 * state is only read by decisions, and the cache holds it alone while it is folded).
 */
function evolveSolo(entries: SoloEntry[], event: DomainEvent): SoloEntry[] {
  if (event.type !== "AdminAllowanceUsed") return entries;
  const since = Date.parse(event.data.at) - SOLO_KEPT_MS;
  const oldest = entries[0];
  if (oldest && Date.parse(oldest.at) < since - SOLO_KEPT_MS) {
    let drop = 0;
    while (drop < entries.length && Date.parse((entries[drop] as SoloEntry).at) < since) drop++;
    entries.splice(0, drop);
  }
  entries.push(event.data);
  return entries;
}
export const soloFold: Fold<SoloEntry[]> = {
  initial: initialSolo,
  evolve: evolveSolo,
  id: foldId("admin-allowance", 1, initialSolo, evolveSolo),
};
/** The last approval asked for a target (`approval-target-{key}`). */
const claimFold: Fold<string | null> = {
  initial: () => null,
  evolve: (last, event: DomainEvent) => (event.type === "ApprovalTargetClaimed" ? event.data.approvalId : last),
};

const DUPLICATE = "The same request already awaits a second admin's approval.";

/**
 * A payment on a network checked on chain: `verified` lets one admin approve it whatever its
 * amount, without using the solo allowance; otherwise it needs a second admin at any amount, and
 * `reason` (why it is not verified) is said in the answer. With one admin, the lone admin's rules apply.
 */
export interface HoldOptions {
  chain?: { verified: boolean; reason: string };
}

/** A held action: the approval that now waits, and why it waits. */
export interface HeldAction {
  approval: ApprovalItem;
  message: string;
}

/** While one admin exists, these are done at once but still recorded as done alone (no limit counts them). */
const RECORDED_WHEN_LONE = new Set<ApprovalAction["kind"]>(["write-off", "share-edit", "purchase"]);

/** The AdminAllowanceUsed entry of an action done alone, or null when it is not recorded. */
function soloEntryOf(action: ApprovalAction, measure: SoloMeasure | null, lone: boolean, at: string): SoloEntry | null {
  if (measure) {
    const amount = measure.unit === "usd" ? { amount: measure.value.toFixed(2) } : { percentage: measure.value.toString() };
    return { kind: action.kind, target: measure.target, ...amount, at };
  }
  if (!lone || !RECORDED_WHEN_LONE.has(action.kind)) return null;
  if (action.kind === "write-off") return { kind: action.kind, target: action.loanId, amount: action.amount, at };
  if (action.kind === "share-edit") return { kind: action.kind, target: action.userId, at };
  if (action.kind === "purchase")
    return { kind: action.kind, target: action.purchaseId, amount: money(action.amount).toFixed(2), at, capped: false };
  return null;
}

function limitMessage(action: ApprovalAction, measure: SoloMeasure, used: Decimal, lone: boolean): string {
  if (measure.unit === "usd") return lone ? loneAdminAmountLimitMessage(used, measure.limit) : soloAmountLimitMessage(used, measure.limit);
  if (!lone) return soloPercentLimitMessage(used, measure.limit);
  return loneAdminPercentLimitMessage(action.kind === "share-price" ? "moved the share price" : "ran", used, measure.limit);
}

/**
 * Four eyes, decided from the ledger's streams only. Once two or more admins exist, an action
 * is not done but recorded as a pending approval (ApprovalRequested on `approval-{id}`, after
 * the checks it would meet now) when it passes its own threshold, or when what its admin did
 * alone would pass a rolling limit with it (`admin-allowance-{adminId}`: dollars in 24 hours,
 * a run kind's percent in 7 days). While one admin exists the rolling limits apply too (and
 * the share price's moves add up toward FOUR_EYES_PRICE_MOVE_PERCENT): above them the action
 * waits, pending, until a co-admin exists and approves it, and the answer says so. An action
 * done alone is counted there before it is done, in one append with the allowance stream's
 * expected version, so racing approvals of one admin cannot both slip under the limit (a crash
 * after counting counts an action that was not done: the safe side). Returns the held
 * approval, or null when the action may be done now.
 * Errors: those of the action's checks; 409 when the same thing already awaits approval.
 */
export async function holdForSecondAdmin(
  ctx: AppContext,
  action: ApprovalAction,
  requestedBy: string,
  options: HoldOptions = {},
): Promise<HeldAction | null> {
  // The chain as a key (issue 34): verified, it is the second key (no allowance used).
  if (options.chain?.verified) return null;
  const lone = (await adminCount(ctx)) < 2;
  // Not verified on a checked network: a second admin at any amount; while there is one admin,
  // the lone admin's caps apply instead (issue 36).
  const measure = options.chain && !lone ? null : soloMeasure(ctx.config, action, lone);
  const alwaysHeld = !lone && (options.chain ? true : needsSecondAdmin(ctx.config, action));
  if (!alwaysHeld && !measure && !(lone && RECORDED_WHEN_LONE.has(action.kind))) return null;
  await checkAction(ctx, action);
  const targetStream = streams.approvalTarget(targetKey(action));
  const lastClaim = foldEvents(claimFold, await ctx.store.readStream(targetStream));
  if (lastClaim && (await isPending(ctx, lastClaim))) throw new ConflictError(DUPLICATE);
  const approvalId = newId();
  const allowanceStream = streams.adminAllowance(requestedBy);
  const now = ctx.clock();
  let message: string | null = null;
  const outcome = await runCommand<[SoloEntry[], string | null, ApprovalState]>(
    ctx.store,
    [
      { streamId: allowanceStream, fold: soloFold },
      { streamId: targetStream, fold: claimFold },
      { streamId: streams.approval(approvalId), fold: approvalFold },
    ],
    ([solo, claim, approval]): StreamDecision[] => {
      message = alwaysHeld
        ? options.chain
          ? `${AWAITS_SECOND_ADMIN_MESSAGE} ${options.chain.reason}`
          : AWAITS_SECOND_ADMIN_MESSAGE
        : null;
      if (!message && measure) {
        const used = soloSum(measure, solo, now);
        if (used.add(measure.value).gt(measure.limit)) message = limitMessage(action, measure, used, lone);
      }
      if (!message) {
        const entry = soloEntryOf(action, measure, lone, now.toISOString());
        return entry ? [{ streamId: allowanceStream, events: [{ type: "AdminAllowanceUsed", data: entry }] }] : [];
      }
      // Another approval for this target was asked since it was checked: refuse, it may be pending.
      if (claim !== lastClaim) throw new ConflictError(DUPLICATE);
      return [
        { streamId: targetStream, events: [{ type: "ApprovalTargetClaimed", data: { approvalId, target: targetKey(action) } }] },
        {
          streamId: streams.approval(approvalId),
          events: decideApproval({ type: "RequestApproval", approvalId, action, requestedBy, at: now }, approval),
        },
      ];
    },
    { metadata: { actor: requestedBy } },
  );
  if (!message) return null;
  await ctx.readYourWrites(lastPosition(outcome));
  const row = await approvalById(ctx.db, approvalId);
  if (!row) throw new NotFoundError("Approval not found");
  return { approval: toApprovalItem(row), message };
}

/**
 * Four eyes around a command: the action held for a second admin (HeldAction, answered 202 with
 * answerHeld), or the command run now and its result. `action` null: nothing to hold (the
 * command runs). Every admin action that four eyes may hold is done through here.
 */
export async function withFourEyes<T>(
  ctx: AppContext,
  action: ApprovalAction | null,
  requestedBy: string,
  command: () => Promise<T>,
  options: HoldOptions = {},
): Promise<{ held: HeldAction } | { done: T }> {
  const held = action ? await holdForSecondAdmin(ctx, action, requestedBy, options) : null;
  return held ? { held } : { done: await command() };
}

async function isPending(ctx: AppContext, approvalId: string): Promise<boolean> {
  return foldEvents(approvalFold, await ctx.store.readStream(streams.approval(approvalId))).status === "Pending";
}

/** The 202 answer of a held action: nothing was done yet. */
export function answerHeld(res: Response, held: HeldAction): void {
  res.status(202).json({ message: held.message, approval: held.approval });
}
