import type { PayoutUse } from "@app/contracts";
import { lastPosition, runCommand } from "@app/event-store/command-runner";
import { findLoan } from "@app/projections/loans/queries";
import { sellBackById } from "@app/projections/sell-backs/queries";
import { withdrawalById } from "@app/projections/withdrawals/queries";
import { txClaimStream } from "../chain/tx-claims.js";
import type { AppContext } from "../runtime/context.js";
import { NotFoundError } from "../platform/errors.js";
import { decideRecordPayout } from "./decide-payout.js";
import { payoutTargetFold } from "./payout.js";
import { checkRecordedPayout, type PayoutCheckOutcome } from "./check-payout.js";
import { streams } from "@app/contracts";

/** Each kind's 404 message and how its owner is found (the read model; the stream decides). */
const targets: Record<PayoutUse, { notFound: string; ownerOf: (ctx: AppContext, id: string) => Promise<string | null> }> = {
  "withdrawal-payout": {
    notFound: "Withdrawal not found",
    ownerOf: async (ctx, id) => (await withdrawalById(ctx.db, id))?.userId ?? null,
  },
  "sell-back-payout": {
    notFound: "Sell-back request not found",
    ownerOf: async (ctx, id) => (await sellBackById(ctx.db, id))?.userId ?? null,
  },
  "loan-payout": { notFound: "Loan not found", ownerOf: async (ctx, id) => (await findLoan(ctx.db, id))?.userId ?? null },
};

/**
 * Records the transaction an admin says sent an approved request's money, claims its id in the
 * same append, and queues its check on the network (at once; the job re-queues itself).
 */
export async function recordPayout(
  ctx: AppContext,
  use: PayoutUse,
  target: string,
  txId: string,
  actor: string,
): Promise<PayoutCheckOutcome | null> {
  const kind = targets[use];
  const userId = await kind.ownerOf(ctx, target);
  if (!userId) throw new NotFoundError(kind.notFound);
  await ctx.queues.checkReachable();
  const outcome = await runCommand(
    ctx.store,
    [{ streamId: streams.investor(userId), fold: payoutTargetFold(use, target) }, txClaimStream(txId)],
    ([state, claim]) => decideRecordPayout(state, claim, { use, target, userId, txId, actor, now: ctx.clock() }, kind.notFound),
    { metadata: { actor } },
  );
  await ctx.readYourWrites(lastPosition(outcome));
  // Recorded whatever happens next: a queue that failed since checkReachable is logged, not answered 500.
  await ctx.queues
    .checkPayout({ use, target }, 0)
    .catch((err: unknown) => ctx.logger.error({ err, use, target }, "payout check not queued"));
  return await firstCheck(ctx, use, target);
}

/** How long the answer waits for the first look on the network; after that the job carries on alone. */
const FIRST_CHECK_MS = 3_000;

/**
 * The first check, in the request, so that a payout already confirmed is answered verified (or
 * flagged) at once. Bounded: a slow or absent node never holds the answer up, and the queued job
 * checks again either way (the check stream keeps one outcome per change, so two checks are harmless).
 */
async function firstCheck(ctx: AppContext, use: PayoutUse, target: string): Promise<PayoutCheckOutcome | null> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), FIRST_CHECK_MS);
  });
  const check = checkRecordedPayout(ctx, use, target).catch((err: unknown) => {
    ctx.logger.warn({ err, use, target }, "first payout check failed; the job checks again");
    return null;
  });
  const outcome = await Promise.race([check, timeout]);
  clearTimeout(timer);
  return outcome;
}
