import { CHAIN_NETWORK_NAMES, money, type ChainCheckStatus, type PayoutUse } from "@app/contracts";
import { chainCheckOf } from "@app/projections/chain-checks/queries";
import { payoutOf } from "@app/projections/payouts/queries";
import { checkPayment } from "../chain/record-check.js";
import { alertStaff } from "../reserves/staff-alerts.js";
import type { AppContext } from "../runtime/context.js";

const SUBJECT: Record<PayoutUse, string> = {
  "withdrawal-payout": "withdrawal payout",
  "sell-back-payout": "sell-back payout",
  "loan-payout": "loan payout",
};
const LIST: Record<PayoutUse, string> = {
  "withdrawal-payout": "/admin/withdrawals",
  "sell-back-payout": "/admin/sell-backs",
  "loan-payout": "/admin/loans",
};

export interface PayoutCheckOutcome {
  /** Nothing more to check. */
  final: boolean;
  /** null: the payout is not in the read model yet. */
  status: ChainCheckStatus | null;
  checkedAt: string | null;
}

/**
 * Checks a recorded payout on its network once (the payout-check job's body, and what tests
 * call): exactly the net amount of the network's USDT to the investor's wallet (`exact`). A
 * payout that turns out not to match (mismatch, or still absent after 24 h) is flagged to admins
 * and auditors once. `final`: nothing more to check.
 */
export async function checkRecordedPayout(ctx: AppContext, use: PayoutUse, target: string): Promise<PayoutCheckOutcome> {
  const payout = await payoutOf(ctx.db, use, target);
  // Not in the read model yet (the job ran before the projection): try again.
  if (!payout) return { final: false, status: null, checkedAt: null };
  const before = await chainCheckOf(ctx.db, use, target);
  const check = await checkPayment(ctx, {
    use,
    target,
    network: payout.network,
    txId: payout.txId,
    expected: {
      to: payout.wallet,
      toLabel: "the investor's wallet",
      amount: money(payout.net),
      exact: true,
      subject: "this payout",
    },
    givenAt: new Date(payout.recordedAt),
  });
  // A network no node checks: the payout stays `unchecked`, nothing to wait for.
  if (!check) return { final: true, status: "unchecked", checkedAt: null };
  const wrong = check.status === "mismatch" || check.status === "not-found";
  if (wrong && before?.status !== check.status) {
    await alertStaff(
      ctx,
      "A payout does not match",
      [
        `The ${SUBJECT[use]} ${target} was recorded as sent by transaction ${payout.txId} on ${CHAIN_NETWORK_NAMES[payout.network]}: ${payout.net} USDT to ${payout.wallet}.`,
        `The network says: ${check.reason ?? (check.status === "not-found" ? "the transaction was not found within 24 hours." : "it does not match.")}`,
      ],
      LIST[use],
    );
  }
  return { final: check.status === "verified" || wrong, status: check.status, checkedAt: check.checkedAt };
}

/**
 * Spacing of the checks: every 5 s for the first 5 minutes (a BSC payout confirms in ~45 s), then
 * every minute; null once 25 hours of checks have passed (a node down all that time: the payout
 * stays pending on the screens, and an admin records nothing new until someone looks).
 */
export function nextCheckDelayMs(attempt: number): number | null {
  if (attempt >= FAST_CHECKS + 25 * 60) return null;
  return attempt < FAST_CHECKS ? 5_000 : 60_000;
}
const FAST_CHECKS = 60;
