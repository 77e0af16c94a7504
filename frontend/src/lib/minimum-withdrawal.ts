import { MIN_NET_WITHDRAWAL, WITHDRAWAL_FEE_RATE } from "@app/contracts/constants";
import { type Money, money, netAfterFeeIsEnough, toCents } from "@app/contracts/money";

/**
 * The smallest amount in cents that the contracts' rule (`netAfterFeeIsEnough`) lets through:
 * found from the rule itself, never restated. Starts at the net grossed up by the fee rate and
 * steps a cent at a time to the boundary (the fee's rounding moves it by at most a cent).
 * The withdraw form and the dashboard's "Withdrawable once..." line read it.
 */
export function minimumWithdrawal(): Money {
  const cent = money("0.01");
  let amount = money(toCents(money(MIN_NET_WITHDRAWAL).div(money(1).sub(WITHDRAWAL_FEE_RATE))));
  while (!netAfterFeeIsEnough(amount)) amount = amount.add(cent);
  while (amount.gt(cent) && netAfterFeeIsEnough(amount.sub(cent))) amount = amount.sub(cent);
  return amount;
}
