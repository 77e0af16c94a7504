import type Decimal from "decimal.js";
import type { AccountKind, Row } from "./investor-row.js";

/**
 * A journal transfer's leg on one of the investor's accounts (profit and reward credits and
 * their withdrawals, withdrawal holds, loans): credits add to a balance, debits take from it;
 * the loan receivable is what the investor owes, so it runs the other way.
 */
export function foldJournalLeg(r: Row, kind: AccountKind, amount: Decimal, credit: boolean): void {
  if (kind === "profit") {
    r.profit = credit ? r.profit.add(amount) : r.profit.sub(amount);
    r.text.profit = undefined;
  } else if (kind === "reward") {
    r.reward = credit ? r.reward.add(amount) : r.reward.sub(amount);
    r.text.reward = undefined;
  } else if (kind === "withdrawal-hold") r.hold = credit ? r.hold.add(amount) : r.hold.sub(amount);
  else r.loanOwed = credit ? r.loanOwed.sub(amount) : r.loanOwed.add(amount);
}
