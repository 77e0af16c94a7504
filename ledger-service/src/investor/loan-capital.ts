import { LOAN_CAPITAL_PER_SHARE, LOAN_MAX_PERCENT, LOAN_MIN_PERCENT, money } from "@app/contracts";
import type Decimal from "decimal.js";
import type { InvestorState } from "./investor.js";

export interface LoanCapital {
  /** Owned shares not held by a pending sell-back (nor by the sale being asked). */
  shares: Decimal;
  /** Those shares at the fixed $100 a share (spec §5), whatever the current price. */
  capital: Decimal;
  /** The 1 % and 20 % bounds of a loan on this capital. */
  min: Decimal;
  max: Decimal;
}

/**
 * The one definition of the capital a loan stands on: owned shares not held by a pending
 * sell-back (they are on their way out), x $100. The loan request's bounds, GET /api/loans/limits
 * and the sell-back's loan limit all read it from here. `alsoLeaving`: shares a sell-back being
 * asked would take out as well.
 */
export function loanCapital(state: InvestorState, alsoLeaving: Decimal.Value = 0): LoanCapital {
  const left = state.shares.sub(state.heldShares).sub(alsoLeaving);
  const shares = left.isNegative() ? money(0) : left;
  const capital = shares.mul(LOAN_CAPITAL_PER_SHARE);
  return { shares, capital, min: capital.mul(LOAN_MIN_PERCENT).div(100), max: capital.mul(LOAN_MAX_PERCENT).div(100) };
}
