import { toApiNumber, type WithdrawalItem } from "@app/contracts";
import type { WithdrawalRow } from "@app/projections/withdrawals/queries";

/** A withdrawal row as the spec's screens read it (numbers at the edge only). */
export function toWithdrawalItem(row: WithdrawalRow): WithdrawalItem {
  return {
    _id: row.withdrawalId,
    user: { _id: row.userId, fullName: row.fullName, email: row.email },
    amount: toApiNumber(row.amount),
    fee: toApiNumber(row.fee),
    net: toApiNumber(row.net),
    wallet: row.wallet,
    network: row.network,
    source: row.source,
    status: row.status,
    createdAt: new Date(row.requestedAt).toISOString(),
    decidedAt: row.decidedAt ? new Date(row.decidedAt).toISOString() : null,
    rejectionReason: row.rejectionReason,
  };
}

/** A list's item: a pending withdrawal held for a new wallet says from when it may be approved. */
export function withApprovableAfter(row: WithdrawalRow): WithdrawalItem & { approvableAfter: string | null } {
  return {
    ...toWithdrawalItem(row),
    approvableAfter: row.status === "Pending" && row.approvableAt ? new Date(row.approvableAt).toISOString() : null,
  };
}
