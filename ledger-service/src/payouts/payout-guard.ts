import { type DomainEvent, streams } from "@app/contracts";
import { type Fold, runStreamCommand } from "@app/event-store/command-runner";
import { REUSED_CODE, checkSecondFactor } from "../auth/two-factor.js";
import { type InvestorState, investorFold } from "../investor/investor.js";
import type { AppContext } from "../runtime/context.js";
import type { AuthUser } from "../shared/auth.js";
import { ForbiddenError } from "../platform/errors.js";
import { type HeldPayout, type PaidWallets, newWalletEmail, newWalletHold, paidWalletsFold } from "./wallet-holds.js";
import { timeZoneOf } from "../auth/account-user.js";

/**
 * What guards money leaving to an address (a withdrawal, a sell-back's payout, a loan's payout):
 * the enrolled investor's current code, and the new-wallet hold decided from the same stream as
 * the request. One path for the three, so a stolen session finds no softer way out.
 */
export const WITHDRAWAL_CODE_REQUIRED = "Enter the 6-digit code from your authenticator app to withdraw.";
export const WITHDRAWAL_CODE_WRONG = "The authentication code is not correct. Nothing was withdrawn.";

/** A payout request decides on the investor's state and on the wallets its stream has paid out to. */
export const payoutRequestFold: Fold<{ investor: InvestorState; wallets: PaidWallets }> = {
  initial: () => ({ investor: investorFold.initial(), wallets: paidWalletsFold.initial() }),
  evolve: (state, event) => ({
    investor: investorFold.evolve(state.investor, event),
    wallets: paidWalletsFold.evolve(state.wallets, event),
  }),
};

/**
 * Decides a payout request on the investor's stream, as the investor: `hold` has the request's
 * `heldUntil` when `wallet` was never paid to (to spread into the command), else nothing.
 */
export function runPayoutRequest(
  ctx: AppContext,
  user: AuthUser,
  wallet: string,
  decideRequest: (investor: InvestorState, hold: { heldUntil?: Date }) => DomainEvent[],
) {
  return runStreamCommand(
    ctx.store,
    streams.investor(user.id),
    payoutRequestFold,
    ({ investor, wallets }) => {
      const heldUntil = newWalletHold(ctx, wallets, wallet);
      return decideRequest(investor, heldUntil ? { heldUntil } : {});
    },
    { metadata: { actor: user.id }, cache: true },
  );
}

/**
 * An investor with a second factor must send a current code (403 without it, with a wrong one or
 * an already used one; recovery codes do not count); the attempt counts as any code check does.
 */
export async function requirePayoutCode(ctx: AppContext, user: AuthUser, code: string | undefined, ip: string): Promise<void> {
  if (!user.twoFactorEnabled) return;
  const typed = code?.replace(/\s+/g, "") ?? "";
  if (!typed) throw new ForbiddenError(WITHDRAWAL_CODE_REQUIRED);
  const check = await checkSecondFactor(ctx, user, ip, typed, { allowRecovery: false });
  if (check !== "ok") throw new ForbiddenError(check === "reused" ? REUSED_CODE : WITHDRAWAL_CODE_WRONG);
}

/** Queues the "your payout is on hold" email; a queue failure is logged, never fails the request. */
export function queueNewWalletEmail(ctx: AppContext, user: AuthUser, payout: HeldPayout, until: Date): Promise<unknown> {
  // The hold's end in the investor's own zone (one clock), as their screens tell it.
  return timeZoneOf(ctx, user)
    .then((timeZone) => ctx.queues.sendEmail(newWalletEmail(user, payout, until, timeZone)))
    .catch((err) => ctx.logger.error({ err }, "could not queue the new-wallet email"));
}
