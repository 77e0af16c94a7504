import type { DomainEvent } from "@app/contracts";
import type { Fold } from "@app/event-store/command-runner";
import type { WithdrawalRow } from "@app/projections/withdrawals/queries";
import type { AppContext } from "../runtime/context.js";
import { ConflictError } from "../platform/errors.js";
import { newWalletHoldMessage } from "../investor/wallet-hold-message.js";
import { formatTimeLabel } from "@app/contracts/time-label";

/**
 * Money leaving to a wallet its investor has never been paid to (no approved withdrawal,
 * sell-back or loan payout to that exact address) waits NEW_WALLET_HOLD_HOURS before an admin may
 * approve it, and the investor is told by email: a stolen session cannot drain an account into a
 * fresh wallet before its owner notices. The decision is made from the investor's own stream, in
 * the same command that appends the request, and the hold is the event's `heldUntil` (the read
 * models keep it as `approvable_at`): a request and its hold are one write, never one without the
 * other, and a refused request leaves nothing behind.
 */
export interface PaidWallets {
  /** Each requested payout's wallet, by `w:`/`s:`/`l:` + the withdrawal, sell-back or loan id. */
  readonly walletOf: ReadonlyMap<string, string>;
  /** Wallets an approved withdrawal, sell-back or loan went to. */
  readonly paid: ReadonlySet<string>;
}

/**
 * Folds the wallets an investor's stream has paid out to (beside the investor's state). Each
 * fold starts from a fresh `initial()`, so the state is changed in place (no copy per event).
 */
export const paidWalletsFold: Fold<PaidWallets> = {
  initial: () => ({ walletOf: new Map(), paid: new Set() }),
  evolve: (state, event: DomainEvent) => {
    const walletOf = state.walletOf as Map<string, string>;
    const paidTo = (key: string, wallet?: string) => {
      const to = wallet ?? walletOf.get(key);
      if (to !== undefined) (state.paid as Set<string>).add(to);
    };
    switch (event.type) {
      case "WithdrawalRequested":
        walletOf.set(`w:${event.data.withdrawalId}`, event.data.wallet);
        break;
      case "WithdrawalApproved":
        paidTo(`w:${event.data.withdrawalId}`);
        break;
      case "SharesSellBackRequested":
        walletOf.set(`s:${event.data.sellBackId}`, event.data.wallet);
        break;
      case "SharesSellBackApproved":
        paidTo(`s:${event.data.sellBackId}`);
        break;
      case "LoanRequested":
        if (event.data.wallet) walletOf.set(`l:${event.data.loanId}`, event.data.wallet);
        break;
      case "LoanApproved":
        paidTo(`l:${event.data.loanId}`, event.data.wallet);
        break;
      default:
        break;
    }
    return state;
  },
};

/** When a payout to `wallet` may be approved, or null when it is not held. */
export function newWalletHold(ctx: AppContext, wallets: PaidWallets, wallet: string): Date | null {
  const hours = ctx.config.NEW_WALLET_HOLD_HOURS;
  if (hours <= 0 || wallets.paid.has(wallet)) return null;
  return new Date(ctx.clock().getTime() + hours * 3_600_000);
}

/** 409 with the time it becomes approvable while a new-wallet hold lasts. */
export function refuseWhileHeld(ctx: AppContext, withdrawal: WithdrawalRow): void {
  const until = withdrawal.approvableAt;
  if (until && until.getTime() > ctx.clock().getTime()) throw new ConflictError(newWalletHoldMessage("withdrawal", until));
}

/** What is held, as the new-wallet email names it. */
export type HeldPayout =
  | { kind: "withdrawal"; amount: string; wallet: string; network: string }
  | { kind: "sell-back"; shares: string; wallet: string; network: string }
  | { kind: "loan"; amount: string; wallet: string; network: string };

export function newWalletEmail(user: { email: string; fullName: string }, payout: HeldPayout, until: Date, timeZone?: string) {
  const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  const what =
    payout.kind === "sell-back"
      ? `A sell-back of ${payout.shares} shares paid`
      : payout.kind === "loan"
        ? `A loan of $${payout.amount} paid out`
        : `A withdrawal of $${payout.amount}`;
  const noun = payout.kind;
  const lines = [
    `${what} to a wallet you have not used before (${payout.wallet}, ${payout.network}) was requested from your account.`,
    `For your safety it will not be paid before ${formatTimeLabel(until, timeZone)}.`,
    `If this was not you, change your password at once and contact support: the ${noun} can still be stopped.`,
  ];
  return {
    to: user.email,
    subject: noun === "withdrawal" ? "New withdrawal wallet: your withdrawal is on hold" : `New payout wallet: your ${noun} is on hold`,
    html: `<p>Hello ${esc(user.fullName)},</p>${lines.map((l) => `<p>${esc(l)}</p>`).join("")}`,
    text: `Hello ${user.fullName},\n\n${lines.join("\n\n")}\n`,
  };
}
