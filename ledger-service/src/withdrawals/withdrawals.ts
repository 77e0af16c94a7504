import { type DomainEvent, type WithdrawalRequest, streams } from "@app/contracts";
import { withdrawalById, type WithdrawalRow } from "@app/read-models/withdrawals/queries";
import type { AppContext } from "../runtime/context.js";
import { decide } from "../investor/decide.js";
import type { AuthUser } from "../shared/auth.js";
import { type ApprovalGrant, runCommandWithGrant } from "../approvals/grant.js";
import { type Fold, lastPosition } from "@app/event-store/command-runner";
import { ForbiddenError, NotFoundError } from "../shared/errors.js";
import { REUSED_CODE, checkSecondFactor } from "../auth/two-factor.js";
import { type PaidWallets, newWalletEmail, newWalletHold, paidWalletsFold, refuseWhileHeld } from "./wallet-holds.js";
import { newId } from "@app/event-store/event-ids";
import { investorFold } from "../shares/folds.js";
import type { InvestorState } from "../investor/investor.js";
import { refuseOwnAccount } from "../shared/own-account.js";
import { runCachedStreamCommand } from "../investor/folded-streams.js";

/** A request decides on the investor's state and on the wallets its stream has paid out to. */
export const withdrawalRequestFold: Fold<{ investor: InvestorState; wallets: PaidWallets }> = {
  initial: () => ({ investor: investorFold.initial(), wallets: paidWalletsFold.initial() }),
  evolve: (state, event) => ({
    investor: investorFold.evolve(state.investor, event),
    wallets: paidWalletsFold.evolve(state.wallets, event),
  }),
};

export const WITHDRAWAL_CODE_REQUIRED = "Enter the 6-digit code from your authenticator app to withdraw.";
export const WITHDRAWAL_CODE_WRONG = "The authentication code is not correct. Nothing was withdrawn.";

/**
 * Holds the amount at once: two requests can never spend the same balance. An investor with a
 * second factor must send a current code (403 without it or with a wrong one, nothing held); a
 * new wallet is held NEW_WALLET_HOLD_HOURS before approval and the investor is emailed.
 */
export async function requestWithdrawal(ctx: AppContext, user: AuthUser, input: WithdrawalRequest, ip: string): Promise<WithdrawalRow> {
  const checked = { amount: input.amount, wallet: input.wallet, network: input.network, source: input.source };
  if (user.twoFactorEnabled) {
    const code = input.code?.replace(/\s+/g, "") ?? "";
    if (!code) throw new ForbiddenError(WITHDRAWAL_CODE_REQUIRED);
    const check = await checkSecondFactor(ctx, user, ip, code, { allowRecovery: false });
    if (check !== "ok") throw new ForbiddenError(check === "reused" ? REUSED_CODE : WITHDRAWAL_CODE_WRONG);
  }
  const withdrawalId = newId();
  const outcome = await runCachedStreamCommand(
    ctx.store,
    streams.investor(user.id),
    withdrawalRequestFold,
    ({ investor, wallets }) => {
      const heldUntil = newWalletHold(ctx, wallets, checked.wallet);
      return decide(
        { type: "RequestWithdrawal", withdrawalId, ...checked, now: ctx.clock(), ...(heldUntil ? { heldUntil } : {}) },
        investor,
        user.id,
      );
    },
    { metadata: { actor: user.id } },
  );
  const withdrawal = requestedRow(user, outcome.events);
  // The new-wallet email is queued while the read models catch up; the answer waits for both.
  const emailed = withdrawal.approvableAt
    ? ctx.queues
        .sendEmail(newWalletEmail(user, checked, withdrawal.approvableAt))
        .catch((err) => ctx.logger.error({ err }, "could not queue the new-wallet email"))
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
  };
}

/**
 * Approve settles the hold (95% paid out, 5% fee income); reject returns it to its source.
 * Errors: 404 unknown, 403 the admin's own withdrawal, 409 not pending.
 */
export async function decideWithdrawal(
  ctx: AppContext,
  withdrawalId: string,
  decision: "approve" | "reject",
  actor: string,
  grant?: ApprovalGrant,
): Promise<WithdrawalRow> {
  const withdrawal = await existingWithdrawal(ctx, withdrawalId);
  refuseOwnAccount(actor, withdrawal.userId);
  if (decision === "approve" && withdrawal.status === "Pending") refuseWhileHeld(ctx, withdrawal);
  const stream = streams.investor(withdrawal.userId);
  const outcome = await runCommandWithGrant<[InvestorState]>(
    ctx.store,
    grant,
    [{ streamId: stream, fold: investorFold }],
    ([state]) => [
      {
        streamId: stream,
        events: decide({ type: decision === "approve" ? "ApproveWithdrawal" : "RejectWithdrawal", withdrawalId }, state, withdrawal.userId),
      },
    ],
    actor,
  );
  await ctx.readYourWrites(lastPosition(outcome));
  return await existingWithdrawal(ctx, withdrawalId);
}

async function existingWithdrawal(ctx: AppContext, withdrawalId: string): Promise<WithdrawalRow> {
  const row = await withdrawalById(ctx.db, withdrawalId);
  if (!row) throw new NotFoundError("Withdrawal not found");
  return row;
}
