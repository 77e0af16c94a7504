import type { DomainEvent } from "@app/contracts";
import type { Fold } from "@app/event-store/command-runner";
import type { WithdrawalRow } from "@app/read-models/withdrawals/queries";
import type { AppContext } from "../runtime/context.js";
import { ConflictError } from "../shared/errors.js";

/**
 * A withdrawal to a wallet its investor has never been paid to (no approved withdrawal to that
 * exact address) waits NEW_WALLET_HOLD_HOURS before an admin may approve it, and the investor
 * is told by email: a stolen session cannot drain an account into a fresh wallet before its
 * owner notices. The decision is made from the investor's own stream, in the same command that
 * appends the withdrawal, and the hold is the event's `heldUntil` (the withdrawals read model
 * keeps it as `approvable_at`): a withdrawal and its hold are one write, never one without the
 * other, and a refused request leaves nothing behind.
 */
export interface PaidWallets {
  /** Each requested withdrawal's wallet. */
  readonly walletOf: ReadonlyMap<string, string>;
  /** Wallets an approved withdrawal went to. */
  readonly paid: ReadonlySet<string>;
}

/**
 * Folds the wallets an investor's stream has paid out to (beside the investor's state). Each
 * fold starts from a fresh `initial()`, so the state is changed in place (no copy per event).
 */
export const paidWalletsFold: Fold<PaidWallets> = {
  initial: () => ({ walletOf: new Map(), paid: new Set() }),
  evolve: (state, event: DomainEvent) => {
    if (event.type === "WithdrawalRequested") {
      (state.walletOf as Map<string, string>).set(event.data.withdrawalId, event.data.wallet);
    } else if (event.type === "WithdrawalApproved") {
      const wallet = state.walletOf.get(event.data.withdrawalId);
      if (wallet !== undefined) (state.paid as Set<string>).add(wallet);
    }
    return state;
  },
};

/** When a withdrawal to `wallet` may be approved, or null when it is not held. */
export function newWalletHold(ctx: AppContext, wallets: PaidWallets, wallet: string): Date | null {
  const hours = ctx.config.NEW_WALLET_HOLD_HOURS;
  if (hours <= 0 || wallets.paid.has(wallet)) return null;
  return new Date(ctx.clock().getTime() + hours * 3_600_000);
}

/** 409 with the time it becomes approvable while a new-wallet hold lasts. */
export function refuseWhileHeld(ctx: AppContext, withdrawal: WithdrawalRow): void {
  const until = withdrawal.approvableAt;
  if (until && until.getTime() > ctx.clock().getTime())
    throw new ConflictError(
      `This withdrawal goes to a wallet the investor has not used before; it can be approved from ${until.toISOString()}.`,
    );
}

export function newWalletEmail(
  user: { email: string; fullName: string },
  w: { amount: string; wallet: string; network: string },
  until: Date,
) {
  const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  const lines = [
    `A withdrawal of $${w.amount} to a wallet you have not used before (${w.wallet}, ${w.network}) was requested from your account.`,
    `For your safety it will not be paid before ${until.toUTCString()}.`,
    "If this was not you, change your password at once and contact support: the withdrawal can still be stopped.",
  ];
  return {
    to: user.email,
    subject: "New withdrawal wallet: your withdrawal is on hold",
    html: `<p>Hello ${esc(user.fullName)},</p>${lines.map((l) => `<p>${esc(l)}</p>`).join("")}`,
    text: `Hello ${user.fullName},\n\n${lines.join("\n\n")}\n`,
  };
}
