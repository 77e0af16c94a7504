import { type DomainEvent, eventSchemas, streams } from "@app/contracts";
import { type AppendBatch, ConcurrencyError, type EventStore, type RecordedEvent } from "@app/projections/event-store/port";
import type { AppContext } from "../context.js";
import { decide, type InvestorCommand } from "../investor/decide.js";
import { evolve, initialInvestorState } from "../investor/investor.js";
import { foldEvents, runStreamCommand } from "../shared/command-runner.js";
import { deterministicEventId } from "../shared/event-ids.js";
import { decideCompleteRun, decideStartRun, moneyRunFold, type MoneyRunRow, runPercentage } from "./money-run.js";
import { claimMembers, findRun, finishRun, markProcessed, openMembers, type RunMember, runTotals } from "./run-bookkeeping.js";

const investorFold = { initial: initialInvestorState, evolve };
const runStream = (run: MoneyRunRow) => (run.kind === "profit" ? streams.profitRun(run.id) : streams.rewardRun(run.id));
const MAX_BATCH_ATTEMPTS = 30;

/** One query for a whole batch where the store can (PostgreSQL), one per stream otherwise. */
async function readStreams(store: EventStore, ids: string[]): Promise<Map<string, RecordedEvent[]>> {
  const bulk = (store as { readStreams?: (ids: string[]) => Promise<Map<string, RecordedEvent[]>> }).readStreams;
  if (bulk) return await bulk.call(store, ids);
  return new Map(await Promise.all(ids.map(async (id) => [id, await store.readStream(id)] as const)));
}

function commandFor(run: MoneyRunRow, member: RunMember, now: Date): InvestorCommand {
  if (run.kind === "profit")
    return {
      type: "CreditProfit",
      runId: run.id,
      percentage: runPercentage(run),
      shares: member.shares,
      pricePerShare: run.price_per_share,
      loanRepaymentShare: run.loan_repayment_share,
      now,
    };
  return {
    type: "CreditReferralReward",
    runId: run.id,
    percentage: runPercentage(run),
    teamShares: member.shares,
    teamInvestment: member.teamInvestment ?? "0",
  };
}

/** What this run credited the member: from the new events, or from the stream on a rerun. */
function creditedAmount(runId: string, decided: DomainEvent[], recorded: RecordedEvent[]): string {
  for (const e of decided) if (e.type === "ProfitCredited" || e.type === "ReferralRewardCredited") return e.data.amount;
  for (const e of recorded) {
    const data = e.data as { runId?: string; amount?: string };
    if ((e.type === "ProfitCredited" || e.type === "ReferralRewardCredited") && data.runId === runId) return data.amount ?? "0";
  }
  return "0";
}

/**
 * Credits one batch of members: all their streams read at once, each decided from its own
 * state, every event appended in ONE appendMany with expected versions and event ids derived
 * from (run, user, index). A retried or killed worker therefore never credits anyone twice;
 * a member already credited by an earlier attempt decides nothing (its stream knows the run).
 */
export async function processBatch(ctx: AppContext, run: MoneyRunRow, members: RunMember[], workerId?: string): Promise<void> {
  let amounts = new Map<string, string>();
  for (let attempt = 1; ; attempt++) {
    const loaded = await readStreams(
      ctx.store,
      members.map((m) => streams.investor(m.userId)),
    );
    const appends: AppendBatch[] = [];
    amounts = new Map();
    const now = ctx.clock();
    for (const member of members) {
      const streamId = streams.investor(member.userId);
      const recorded = loaded.get(streamId) ?? [];
      const events = decide(commandFor(run, member, now), foldEvents(investorFold, recorded), member.userId);
      amounts.set(member.userId, creditedAmount(run.id, events, recorded));
      if (events.length === 0) continue;
      appends.push({
        streamId,
        expectedVersion: recorded.length,
        events: events.map((event, i) => ({
          eventId: deterministicEventId(run.id, member.userId, String(i)),
          type: event.type,
          data: eventSchemas[event.type].parse(event.data),
          metadata: { actor: `${run.kind}-run`, correlationId: run.id, ...(workerId ? { worker: workerId } : {}) },
        })),
      });
    }
    try {
      if (appends.length > 0) await ctx.store.appendMany(appends);
      break;
    } catch (error) {
      // Someone wrote to one of the streams meanwhile (a withdrawal, a loan): reload, decide again.
      if (!(error instanceof ConcurrencyError) || attempt >= MAX_BATCH_ATTEMPTS) throw error;
      await new Promise((r) => setTimeout(r, Math.random() * Math.min(100, 5 * attempt)));
    }
  }
  // Not in the append's transaction (the store owns it); a crash between the two is harmless:
  // the rerun decides nothing for these members and reads their amounts from their streams.
  await markProcessed(ctx.db, run.id, amounts);
}

export interface RunProgress {
  processed: number;
  total: number;
}

/** Runs (or resumes) a run to its end: every unprocessed member in batches, then completion. */
export async function processRun(
  ctx: AppContext,
  runId: string,
  options: { batchSize?: number; workerId?: string; onProgress?: (p: RunProgress) => Promise<void> | void } = {},
): Promise<void> {
  const run = await findRun(ctx.db, runId);
  if (!run) throw new Error(`run ${runId} not found`);
  if (run.status === "completed") return;
  const batchSize = options.batchSize ?? ctx.config.PROFIT_RUN_BATCH_SIZE;
  // The start event is written by the route; writing it again here (same id) heals a crash in between.
  await runStreamCommand(ctx.store, runStream(run), moneyRunFold, (s) => decideStartRun(s, run), {
    eventIds: [deterministicEventId(run.id, "started")],
  });
  const lease = ctx.config.RUN_CLAIM_LEASE_MS;
  // Each claim starts after this worker's last batch; once nothing is left ahead, one from the
  // start finds members whose holder's lease ran out.
  let after: string | undefined;
  for (;;) {
    let members = await claimMembers(ctx.db, run.id, batchSize, lease, after);
    if (members.length === 0 && after !== undefined) {
      after = undefined;
      members = await claimMembers(ctx.db, run.id, batchSize, lease);
    }
    after = members[members.length - 1]?.userId;
    if (members.length === 0) {
      // Nothing left to claim: done, or other workers still hold batches (wait for them, or
      // for their lease to run out if they died).
      if ((await openMembers(ctx.db, run.id)) === 0) break;
      await new Promise((r) => setTimeout(r, Math.min(250, lease / 4)));
      continue;
    }
    await processBatch(ctx, run, members, options.workerId);
    const progress = await findRun(ctx.db, run.id);
    await options.onProgress?.({ processed: Math.min(progress?.processed ?? 0, run.total), total: run.total });
  }
  const totals = await runTotals(ctx.db, run.id);
  const completedAt = ctx.clock();
  await runStreamCommand(ctx.store, runStream(run), moneyRunFold, (s) => decideCompleteRun(s, run, { ...totals, completedAt }), {
    eventIds: [deterministicEventId(run.id, "completed")],
  });
  await finishRun(ctx.db, run.id, completedAt);
}
