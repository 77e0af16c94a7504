import { MIN_NET_WITHDRAWAL, WITHDRAWAL_FEE_RATE } from "@app/contracts/constants";
import { type Money, money, netAfterFeeIsEnough, toCents, withdrawalSplit } from "@app/contracts/money";

/**
 * The smallest amount in cents that the contracts' rule (`netAfterFeeIsEnough`) lets through:
 * found from the rule itself, never restated. Starts at the net grossed up by the fee rate and
 * steps a cent at a time to the boundary (the fee's rounding moves it by at most a cent).
 */
export function minimumWithdrawal(): Money {
  const cent = money("0.01");
  let amount = money(toCents(money(MIN_NET_WITHDRAWAL).div(money(1).sub(WITHDRAWAL_FEE_RATE))));
  while (!netAfterFeeIsEnough(amount)) amount = amount.add(cent);
  while (amount.gt(cent) && netAfterFeeIsEnough(amount.sub(cent))) amount = amount.sub(cent);
  return amount;
}

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
