import { toApiNumber, type WithdrawalItem } from "@app/contracts";
import type { WithdrawalRow } from "@app/projections/withdrawals/queries";
import { decision, requester } from "../shared/request-items.js";

/** A withdrawal row as the spec's screens read it (numbers at the edge only). */
export function toWithdrawalItem(row: WithdrawalRow): WithdrawalItem {
  return {
    _id: row.withdrawalId,
    user: requester(row),
    amount: toApiNumber(row.amount),
    fee: toApiNumber(row.fee),
    net: toApiNumber(row.net),
    wallet: row.wallet,
    network: row.network,
    source: row.source,
    status: row.status,
    ...decision(row),
    // Issue 34: lists fill in the recorded payout (payouts/payout-records.ts); none yet here.
    payout: null,
  };
}

/** A list's item: a pending withdrawal held for a new wallet says from when it may be approved. */
export function withApprovableAfter(row: WithdrawalRow): WithdrawalItem & { approvableAfter: string | null } {
  return {
    ...toWithdrawalItem(row),
    approvableAfter: row.status === "Pending" && row.approvableAt ? new Date(row.approvableAt).toISOString() : null,
  };
}
