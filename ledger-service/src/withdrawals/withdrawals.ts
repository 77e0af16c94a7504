import { type DomainEvent, type WithdrawalRequest, streams } from "@app/contracts";
import { withdrawalById, type WithdrawalRow } from "@app/projections/withdrawals/queries";
import type { AppContext } from "../runtime/context.js";
import { decide } from "../investor/decide.js";
import type { AuthUser } from "../shared/auth.js";
import type { ApprovalGrant } from "../approvals/grant.js";
import { onInvestorStream, reviewRequest, withReason } from "../approvals/review-request.js";
import { foldEvents, lastPosition } from "@app/event-store/command-runner";
import { NotFoundError } from "../platform/errors.js";
import { paidWalletsFold, refuseWhileHeld } from "../payouts/wallet-holds.js";
import { payoutRequestFold, queueNewWalletEmail, requirePayoutCode, runPayoutRequest } from "../payouts/payout-guard.js";
import { newId } from "@app/event-store/event-ids";
import { runOwnCommand } from "../payouts/own-command.js";

/** A withdrawal request's fold: the one every payout request decides on (payout-guard.ts). */
export const withdrawalRequestFold = payoutRequestFold;

/**
 * Holds the amount at once: two requests can never spend the same balance. An investor with a
 * second factor must send a current code (403 without it or with a wrong one, nothing held); a
 * new wallet is held NEW_WALLET_HOLD_HOURS before approval and the investor is emailed.
 */
export async function requestWithdrawal(ctx: AppContext, user: AuthUser, input: WithdrawalRequest, ip: string): Promise<WithdrawalRow> {
  const checked = { amount: input.amount, wallet: input.wallet, network: input.network, source: input.source };
  await requirePayoutCode(ctx, user, input.code, ip);
  const withdrawalId = newId();
  const outcome = await runPayoutRequest(ctx, user, checked.wallet, (investor, hold) =>
    decide({ type: "RequestWithdrawal", withdrawalId, ...checked, now: ctx.clock(), ...hold }, investor, user.id),
  );
  const withdrawal = requestedRow(user, outcome.events);
  // The new-wallet email is queued while the read models catch up; the answer waits for both.
  const emailed = withdrawal.approvableAt
    ? queueNewWalletEmail(ctx, user, { kind: "withdrawal", ...checked }, withdrawal.approvableAt)
    : null;
  // The answer is what was decided (the event) with the user row the token check loaded: the
  // read model would hand back the same values, so it is not read back; the wait stays, so the
  // next GET shows the hold.
  await Promise.all([emailed, ctx.readYourWrites(lastPosition(outcome))]);
  return withdrawal;
}

/** The withdrawal row of a just-decided request, as withdrawalById would read it once projected. */
function requestedRow(user: AuthUser, events: DomainEvent[]): WithdrawalRow {
  const requested = events.find((e) => e.type === "WithdrawalRequested");
  if (requested?.type !== "WithdrawalRequested") throw new Error("a withdrawal request decided no WithdrawalRequested event");
  const d = requested.data;
  return {
    withdrawalId: d.withdrawalId,
    userId: user.id,
    fullName: user.fullName,
    email: user.email,
    amount: d.amount,
    fee: d.fee,
    net: d.net,
    wallet: d.wallet,
    network: d.network,
    source: d.source,
    status: "Pending",
    requestedAt: new Date(d.requestedAt),
    decidedAt: null,
    approvableAt: d.heldUntil ? new Date(d.heldUntil) : null,
    rejectionReason: null,
  };
}

/**
 * Approve settles the hold (95% paid out, 5% fee income); reject returns it to its source, with
 * the reason the investor is shown. Errors: 404 unknown, 403 the admin's own withdrawal, 409 not
 * pending, 422 approving while a new wallet's hold lasts.
 */
export async function decideWithdrawal(
  ctx: AppContext,
  withdrawalId: string,
  verdict: { decision: "approve" } | { decision: "reject"; reason?: string | undefined },
  actor: string,
  grant?: ApprovalGrant,
): Promise<WithdrawalRow> {
  return await reviewRequest(ctx, { load: () => existingWithdrawal(ctx, withdrawalId), actor, grant }, (withdrawal) => {
    if (verdict.decision === "approve" && withdrawal.status === "Pending") refuseWhileHeld(ctx, withdrawal);
    const command =
      verdict.decision === "approve"
        ? ({ type: "ApproveWithdrawal", withdrawalId, now: ctx.clock() } as const)
        : ({ type: "RejectWithdrawal", withdrawalId, ...withReason(verdict.reason) } as const);
    return onInvestorStream(withdrawal.userId, command);
  });
}

/**
 * The investor takes back a pending withdrawal: the hold returns to its source in the cancel's
 * own event (one append). Errors: 404 unknown or another investor's, 409 already decided (an
 * admin's approval racing it on the same stream wins or loses as a whole).
 */
export async function cancelWithdrawal(ctx: AppContext, user: AuthUser, withdrawalId: string): Promise<WithdrawalRow> {
  const withdrawal = await withdrawalById(ctx.db, withdrawalId);
  if (!withdrawal || withdrawal.userId !== user.id) throw new NotFoundError("Withdrawal not found");
  await runOwnCommand(ctx, user, () => ({ type: "CancelWithdrawal", withdrawalId, now: ctx.clock() }));
  return await existingWithdrawal(ctx, withdrawalId);
}

/** The wallets an investor was paid to (approved withdrawals, sell-backs, loan payouts): no new-wallet hold there. */
export async function paidWalletsOf(ctx: AppContext, userId: string): Promise<string[]> {
  const wallets = foldEvents(paidWalletsFold, await ctx.store.readStream(streams.investor(userId)));
  return [...wallets.paid];
}

async function existingWithdrawal(ctx: AppContext, withdrawalId: string): Promise<WithdrawalRow> {
  const row = await withdrawalById(ctx.db, withdrawalId);
  if (!row) throw new NotFoundError("Withdrawal not found");
  return row;
}
