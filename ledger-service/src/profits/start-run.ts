import { money, streams } from "@app/contracts";
import type { AppContext } from "../context.js";
import { evolveSettings, initialSettingsState } from "../settings/settings.js";
import { foldEvents, runStreamCommand } from "../shared/command-runner.js";
import { deterministicEventId, newId } from "../shared/event-ids.js";
import { ConflictError, RuleViolationError } from "../shared/errors.js";
import { decideStartRun, type MoneyRunKind, moneyRunFold } from "./money-run.js";
import { createRunWithMembers, runningRun } from "./run-bookkeeping.js";

const settingsFold = { initial: initialSettingsState, evolve: evolveSettings };

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

/**
 * Starts a profit or referral-reward run: price and member set fixed now, the run's stream
 * opened with its Started event, and the job queued (job id per run, so queuing is idempotent).
 * Errors: 422 above the run's cap, 409 while a run of the kind is in progress.
 */
export async function startMoneyRun(ctx: AppContext, kind: MoneyRunKind, percentage: string, actor: string): Promise<string> {
  checkRunCap(ctx, kind, percentage);
  const already = await runningRun(ctx.db, kind);
  if (already) {
    // A run whose job was lost (a crash between commit and enqueue) is queued again here.
    await enqueue(ctx, kind, already.id);
    throw new ConflictError(kind === "profit" ? "A profit run is already in progress" : "A referral reward run is already in progress");
  }
  // The members come from the balances read model: it must include every purchase approved so far.
  await ctx.readYourWrites(await ctx.store.headPosition(), { before: "decision" });
  const settings = foldEvents(settingsFold, await ctx.store.readStream(streams.settings()));
  const run = await createRunWithMembers(ctx.db, {
    id: newId(),
    kind,
    percentage,
    pricePerShare: settings.pricePerShare,
    loanRepaymentShare: ctx.config.LOAN_REPAYMENT_SHARE,
    startedBy: actor,
    startedAt: ctx.clock(),
  });
  const streamId = kind === "profit" ? streams.profitRun(run.id) : streams.rewardRun(run.id);
  await runStreamCommand(ctx.store, streamId, moneyRunFold, (s) => decideStartRun(s, run), {
    eventIds: [deterministicEventId(run.id, "started")],
    metadata: { actor },
  });
  await enqueue(ctx, kind, run.id);
  return run.id;
}

async function enqueue(ctx: AppContext, kind: MoneyRunKind, runId: string) {
  if (kind === "profit") await ctx.queues.startProfitRun({ runId });
  else await ctx.queues.startRewardRun({ runId });
}
