import { money, streams } from "@app/contracts";
import { type ApprovalGrant, runCommandWithGrant } from "../approvals/grant.js";
import type { AppContext } from "../runtime/context.js";
import { evolveSettings, initialSettingsState } from "../settings/settings.js";
import { readFolded } from "@app/event-store/command-runner";
import { deterministicEventId, newId } from "@app/event-store/event-ids";
import { ConflictError, RuleViolationError } from "../platform/errors.js";
import { decideStartRun, type MoneyRunKind, type MoneyRunRow, type MoneyRunState, moneyRunFold } from "./money-run.js";
import { createRunWithMembers, findRun, runningRun } from "./run-bookkeeping.js";

const settingsFold = { initial: initialSettingsState, evolve: evolveSettings };

/** The share price a run started now would fix (the settings stream's). */
export async function currentPricePerShare(ctx: AppContext): Promise<string> {
  return (await readFolded(ctx.store, streams.settings(), settingsFold)).pricePerShare;
}

/** The run's cap (MAX_PROFIT_PERCENT, MAX_REWARD_PERCENT): above it, 422 before anything is read or written. */
export function checkRunCap(ctx: AppContext, kind: MoneyRunKind, percentage: string): void {
  const max = kind === "profit" ? ctx.config.MAX_PROFIT_PERCENT : ctx.config.MAX_REWARD_PERCENT;
  if (money(percentage).gt(max))
    throw new RuleViolationError(
      kind === "profit"
        ? `A profit run may credit at most ${max}%. Please enter ${max}% or less.`
        : `A referral reward run may credit at most ${max}%. Please enter ${max}% or less.`,
    );
}

/** 409 while a run of the kind is in progress (its lost job, if any, queued again). */
export async function refuseWhileRunning(ctx: AppContext, kind: MoneyRunKind): Promise<void> {
  const already = await runningRun(ctx.db, kind);
  if (already) {
    // A run whose job was lost (a crash between commit and enqueue) is queued again here.
    await enqueue(ctx, kind, already.id);
    throw new ConflictError(kind === "profit" ? "A profit run is already in progress" : "A referral reward run is already in progress");
  }
}

/**
 * Starts a profit or referral-reward run: price and member set fixed now, the run's stream
 * opened with its Started event, and the job queued (job id per run, so queuing is idempotent).
 * Released by an approval, the run's id comes from the approval's, so approving again after a
 * crash resumes that run instead of starting another; its Started event and the ApprovalGranted
 * are appended together.
 * Errors: 422 above the run's cap, 409 while a run of the kind is in progress, 503 while Redis
 * (its job queue) is away, before anything is recorded.
 */
export async function startMoneyRun(
  ctx: AppContext,
  kind: MoneyRunKind,
  percentage: string,
  actor: string,
  grant?: ApprovalGrant,
): Promise<string> {
  await ctx.queues.checkReachable();
  const runId = grant ? deterministicEventId(grant.approvalId, "run") : newId();
  let run: MoneyRunRow | undefined = grant ? await findRun(ctx.db, runId, kind) : undefined;
  if (!run) {
    checkRunCap(ctx, kind, percentage);
    await refuseWhileRunning(ctx, kind);
    // The members come from the balances read model: it must include every purchase approved so far.
    await ctx.readYourWrites(await ctx.store.headPosition(), { before: "decision" });
    const pricePerShare = await currentPricePerShare(ctx);
    run = await createRunWithMembers(ctx.db, {
      id: runId,
      kind,
      percentage,
      pricePerShare,
      loanRepaymentShare: ctx.config.LOAN_REPAYMENT_SHARE,
      rewardMaxPerReferrer: ctx.config.REFERRAL_REWARD_MAX_PER_RUN,
      startedBy: grant ? grant.requestedBy : actor,
      ...(grant ? { approvedBy: grant.decider.adminId } : {}),
      startedAt: ctx.clock(),
    });
  }
  const started = run;
  const streamId = kind === "profit" ? streams.profitRun(started.id) : streams.rewardRun(started.id);
  await runCommandWithGrant<[MoneyRunState]>(
    ctx.store,
    grant,
    [{ streamId, fold: moneyRunFold }],
    ([state]) => [{ streamId, events: decideStartRun(state, started), eventIds: [deterministicEventId(started.id, "started")] }],
    actor,
  );
  await enqueue(ctx, kind, started.id);
  return started.id;
}

async function enqueue(ctx: AppContext, kind: MoneyRunKind, runId: string) {
  if (kind === "profit") await ctx.queues.startProfitRun({ runId });
  else await ctx.queues.startRewardRun({ runId });
}
