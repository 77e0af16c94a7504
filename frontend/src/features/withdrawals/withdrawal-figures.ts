import { WITHDRAWAL_FEE_RATE } from "@app/contracts/constants";
import { type Money, money, withdrawalSplit } from "@app/contracts/money";

export { minimumWithdrawal } from "@/lib/minimum-withdrawal";

/** The fee and the net of a typed amount (zero while it is not a number); display only, the schema decides. */
export function feeAndNet(amount: string): { fee: Money; net: Money } {
  const typed = amount.trim();
  const { fee, net } = withdrawalSplit(/^\d+(\.\d+)?$/.test(typed) ? typed : 0);
  return { fee, net };
}

/** The fee rate as people read it, "5%". */
export const feePercent = `${money(WITHDRAWAL_FEE_RATE).mul(100).toString()}%`;

export type WithdrawalSource = "profit" | "reward";

export const sourceName: Record<WithdrawalSource, string> = { profit: "profit", reward: "referral reward" };

/** The spec treats any status other than Approved, Rejected (and Cancelled, by the investor) as pending. */
export function withdrawalStatusLabel(status: string): string {
  return status === "Approved" || status === "Rejected" || status === "Cancelled" ? status : "Pending";
}
