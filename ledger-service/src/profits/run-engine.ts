import { type DomainEvent, streams } from "@app/contracts";
import { ConcurrencyError, type RecordedEvent } from "@app/event-store/port";
import type { AppContext } from "../runtime/context.js";
import { decide, type InvestorCommand } from "../investor/decide.js";
import { evolve, INVESTOR_FOLD_ID, initialInvestorState, type InvestorState } from "../investor/investor.js";
import { appendDecided, type DecidedAppend, runStreamCommand } from "@app/event-store/command-runner";
import { deterministicEventId } from "@app/event-store/event-ids";
import { decideCompleteRun, decideStartRun, moneyRunFold, type MoneyRunRow, runPercentage } from "./money-run.js";
import { claimMembers, findRun, finishRun, markProcessed, openMembers, type RunMember, runTotals } from "./run-bookkeeping.js";
import { type LoadOptions, loadFolded, readStreamsFrom, saveSnapshots, type SnapshotFold } from "@app/event-store/snapshots";

const investorFold: SnapshotFold<InvestorState> = { id: INVESTOR_FOLD_ID, initial: initialInvestorState, evolve };
const runStream = (run: MoneyRunRow) => (run.kind === "profit" ? streams.profitRun(run.id) : streams.rewardRun(run.id));
const MAX_BATCH_ATTEMPTS = 30;

/** Milliseconds per phase of a run's batches when PROFILE_RUNS is set (benchmarks). */
export const runTimings = new Map<string, number>();
const profiling = Boolean(process.env.PROFILE_RUNS);
async function timed<T>(phase: string, work: () => Promise<T>): Promise<T> {
  if (!profiling) return await work();
  const t0 = performance.now();
  try {
    return await work();
  } finally {
    runTimings.set(phase, (runTimings.get(phase) ?? 0) + performance.now() - t0);
  }
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

/** A stored credit of this run (a profit or a referral reward). */
function isCreditOfRun(runId: string, e: RecordedEvent): boolean {
  return (e.type === "ProfitCredited" || e.type === "ReferralRewardCredited") && (e.data as { runId?: string }).runId === runId;
}

/** What this run credited the member: from the new events, or from the stream on a rerun (null: not in these). */
function creditedAmount(runId: string, decided: DomainEvent[], recorded: RecordedEvent[]): string | null {
  for (const e of decided) if (e.type === "ProfitCredited" || e.type === "ReferralRewardCredited") return e.data.amount;
  for (const e of recorded) if (isCreditOfRun(runId, e)) return (e.data as { amount?: string }).amount ?? "0";
  return null;
}

/**
 * Credits one batch of members: all their streams read at once, each decided from its own
 * state, every event appended in ONE appendDecided (the command runner's batch path) with expected versions and event ids derived
 * from (run, user, index). A retried or killed worker therefore never credits anyone twice;
 * a member already credited by an earlier attempt decides nothing (its stream knows the run).
 */
export async function processBatch(
  ctx: AppContext,
  run: MoneyRunRow,
  members: RunMember[],
  options: { workerId?: string; estimate?: LoadOptions["estimate"] } = {},
): Promise<number | null> {
  const { workerId, estimate } = options;
  let amounts = new Map<string, string>();
  // Of the events folded, only this run's credits are kept (creditedAmount reads them).
  const keepTail = (e: RecordedEvent) => isCreditOfRun(run.id, e);
  const metadata = {
    actor: `${run.kind}-run`,
    correlationId: run.id,
    ...(workerId ? { worker: workerId } : {}),
    // Four eyes: both admins of a run a second admin approved.
    ...(run.approved_by ? { requestedBy: run.started_by ?? undefined, approvedBy: run.approved_by } : {}),
  };
  for (let attempt = 1; ; attempt++) {
    // Each member's snapshot and the events after it (see stream-snapshots.ts), at most
    // RUN_READ_EVENTS of them held at once.
    const loaded = await timed("read streams", () =>
      loadFolded(
        ctx,
        investorFold,
        members.map((m) => streams.investor(m.userId)),
        { maxEvents: ctx.config.RUN_READ_EVENTS, keepTail, estimate },
      ),
    );
    const decideStarted = performance.now();
    const appends: DecidedAppend[] = [];
    const snapshots: Array<{ streamId: string; version: number; state: InvestorState }> = [];
    const rereads = new Map<string, string>(); // stream id -> user id
    amounts = new Map();
    const now = ctx.clock();
    for (const member of members) {
      const streamId = streams.investor(member.userId);
      const { state, version, folded, tail } = loaded.get(streamId) ?? { state: initialInvestorState(), version: 0, folded: 0, tail: [] };
      const events = decide(commandFor(run, member, now), state, member.userId);
      const amount = creditedAmount(run.id, events, tail);
      // A rerun whose credit is older than the member's snapshot: read from the whole stream below.
      if (amount === null && state.creditedRuns.has(run.id)) rereads.set(streamId, member.userId);
      else amounts.set(member.userId, amount ?? "0");
      // Folding this many events again next time costs more than writing the state once.
      const every = ctx.config.RUN_SNAPSHOT_EVERY;
      if (every > 0 && folded + events.length >= every) {
        snapshots.push({ streamId, version: version + events.length, state: events.reduce(evolve, state) });
      }
      if (events.length === 0) continue;
      appends.push({
        streamId,
        expectedVersion: version,
        events,
        eventIds: events.map((_, i) => deterministicEventId(run.id, member.userId, String(i))),
        metadata,
      });
    }
    if (profiling) runTimings.set("decide", (runTimings.get("decide") ?? 0) + performance.now() - decideStarted);
    if (rereads.size > 0) {
      const whole = await readStreamsFrom(ctx.store, new Map([...rereads.keys()].map((id) => [id, 0])));
      for (const [streamId, userId] of rereads) amounts.set(userId, creditedAmount(run.id, [], whole.get(streamId) ?? []) ?? "0");
    }
    let duplicates = new Set<string>();
    try {
      const results = appends.length > 0 ? await timed("append", () => appendDecided(ctx.store, appends)) : [];
      // Stored by another attempt (same event ids): what is stored is that attempt's decision,
      // which may differ from this one's (its clock), so this state is no snapshot of it.
      duplicates = new Set(appends.filter((_, i) => results[i]?.duplicate).map((a) => a.streamId));
    } catch (error) {
      // Someone wrote to one of the streams meanwhile (a withdrawal, a loan): reload, decide again.
      if (!(error instanceof ConcurrencyError) || attempt >= MAX_BATCH_ATTEMPTS) throw error;
      await new Promise((r) => setTimeout(r, Math.random() * Math.min(100, 5 * attempt)));
      continue;
    }
    // The appends held at their expected versions, so each state is its stream's fold at that
    // version. Only a cache: a failure here costs the next run a longer read, nothing else.
    await timed("snapshots", () =>
      saveSnapshots(
        ctx,
        investorFold,
        snapshots.filter((snapshot) => !duplicates.has(snapshot.streamId)),
      ),
    ).catch((error: unknown) => ctx.logger.warn({ err: error, run: run.id }, "stream snapshots not saved"));
    break;
  }
  // Not in the append's transaction (the store owns it); a crash between the two is harmless:
  // the rerun decides nothing for these members and reads their amounts from their streams.
  return await timed("mark processed", () => markProcessed(ctx.db, run.id, amounts));
}

export interface RunProgress {
  processed: number;
  total: number;
}

/** Runs (or resumes) a run to its end: every unprocessed member in batches, then completion. */
export async function processRun(
  ctx: AppContext,
  runId: string,
  options: { batchSize?: number; lanes?: number; workerId?: string; onProgress?: (p: RunProgress) => Promise<void> | void } = {},
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
  // Several batches in flight (lanes): while one waits on PostgreSQL (its read, its append),
  // another decides. Each lane claims its own members, so lanes never share one; a lane that
  // fails stops the others at their next claim, and the run's job is retried as a whole.
  let failure: { error: unknown } | null = null;
  // Each claim starts after the last member any lane of this worker claimed (not after its own
  // lane's last batch: the scan would walk over the batches the other lanes hold); once nothing
  // is left ahead, one from the start finds members whose holder's lease ran out.
  let shared: string | undefined;
  // The events per member's stream the lanes have read so far: sizes their reads (RUN_READ_EVENTS).
  const estimate: NonNullable<LoadOptions["estimate"]> = {};
  const lane = async () => {
    while (!failure) {
      const after = shared;
      let members = await timed("claim", () => claimMembers(ctx.db, run.id, batchSize, lease, after));
      if (members.length === 0 && after !== undefined) {
        shared = undefined;
        members = await claimMembers(ctx.db, run.id, batchSize, lease);
      }
      const last = members[members.length - 1]?.userId;
      if (last !== undefined && (shared === undefined || last > shared)) shared = last;
      if (members.length === 0) {
        // Nothing left to claim: done, or other lanes and workers still hold batches (wait for
        // them, or for their lease to run out if they died).
        if ((await openMembers(ctx.db, run.id)) === 0) return;
        await new Promise((r) => setTimeout(r, Math.min(250, lease / 4)));
        continue;
      }
      // The run's processed count comes back with the batch's marking: no extra read.
      const processed = await processBatch(ctx, run, members, { workerId: options.workerId, estimate });
      await options.onProgress?.({ processed: Math.min(processed ?? 0, run.total), total: run.total });
    }
  };
  const lanes = options.lanes ?? ctx.config.RUN_BATCHES_IN_FLIGHT;
  await Promise.all(
    Array.from({ length: lanes }, () =>
      lane().catch((error: unknown) => {
        failure ??= { error };
      }),
    ),
  );
  if (failure) throw (failure as { error: unknown }).error;
  const totals = await runTotals(ctx.db, run.id);
  const completedAt = ctx.clock();
  await runStreamCommand(ctx.store, runStream(run), moneyRunFold, (s) => decideCompleteRun(s, run, { ...totals, completedAt }), {
    eventIds: [deterministicEventId(run.id, "completed")],
  });
  await finishRun(ctx.db, run.id, completedAt);
}
