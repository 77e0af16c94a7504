import {
  type DomainEvent,
  SELL_BACK_FEE_RATE,
  SELL_BACK_LOAN_LIMIT_RATE,
  money,
  toCents,
  toShares,
  type withdrawalNetworks,
} from "@app/contracts";
import type Decimal from "decimal.js";
import type { InvestorState, SellBackState } from "../investor/investor.js";
import { DomainError } from "../shared/domain-error.js";
import { platformAccount as platform, transfer } from "../shared/transfers.js";

/**
 * Sell-back over one investor's stream. Shares of a lot may be sold once the lot was
 * held `minHoldDays` since its approval (oldest lots first, as the approval consumes them), in
 * steps of 0.5. The request holds the shares (no profit, no second sale); the approval pays
 * shares x the price at approval less the 10 % fee; the rejection releases them.
 */
const DAY_MS = 24 * 60 * 60 * 1000;

export interface SellBackQuote {
  eligible: Decimal;
  locked: Decimal;
  nextEligibleAt: string | null;
}

/** Eligible: shares of lots held long enough, less the shares pending sell-backs already hold. */
export function sellBackQuote(state: InvestorState, now: Date, minHoldDays: number): SellBackQuote {
  const matured = (at: string) => Date.parse(at) + minHoldDays * DAY_MS <= now.getTime();
  let maturedShares = money(0);
  let next: number | null = null;
  for (const lot of state.lots) {
    if (matured(lot.at)) maturedShares = maturedShares.add(lot.shares);
    else {
      const at = Date.parse(lot.at) + minHoldDays * DAY_MS;
      if (next === null || at < next) next = at;
    }
  }
  const eligible = max0(maturedShares.sub(state.heldShares));
  const locked = max0(state.shares.sub(state.heldShares).sub(eligible));
  return { eligible, locked, nextEligibleAt: next === null ? null : new Date(next).toISOString() };
}

/** "24 May 2027": a day, in UTC, for the refusal's message. */
export function formatEligibleDate(iso: string): string {
  return new Intl.DateTimeFormat("en-GB", { dateStyle: "long", timeZone: "UTC" }).format(new Date(iso));
}

export type RequestSellBack = {
  type: "RequestSellBack";
  sellBackId: string;
  shares: string;
  wallet: string;
  network: (typeof withdrawalNetworks)[number];
  /** The current price: the loan limit is checked against it at the request (and again at approval). */
  pricePerShare: string;
  minHoldDays: number;
  now: Date;
};
export type ApproveSellBack = { type: "ApproveSellBack"; sellBackId: string; pricePerShare: string; now: Date };
export type RejectSellBack = { type: "RejectSellBack"; sellBackId: string };
export type SellBackCommand = RequestSellBack | ApproveSellBack | RejectSellBack;

/** Holds the shares asked (no profit, no second sale) once they are eligible and the loan limit allows. */
export function requestSellBack(command: RequestSellBack, state: InvestorState): DomainEvent[] {
  const shares = money(command.shares);
  const quote = sellBackQuote(state, command.now, command.minHoldDays);
  if (quote.eligible.isZero()) {
    if (quote.nextEligibleAt)
      throw new DomainError(
        "rule-violated",
        `Shares can be sold 6 months after purchase. Your next shares become eligible on ${formatEligibleDate(quote.nextEligibleAt)}.`,
      );
    if (state.shares.isZero()) throw new DomainError("rule-violated", "You have no shares to sell.");
  }
  if (shares.gt(quote.eligible)) throw new DomainError("rule-violated", `You can sell at most ${toShares(quote.eligible)} shares.`);
  assertLoanLimit(state, state.shares.sub(state.heldShares).sub(shares), command.pricePerShare);
  return [
    {
      type: "SharesSellBackRequested",
      data: {
        sellBackId: command.sellBackId,
        shares: toShares(shares),
        wallet: command.wallet,
        network: command.network,
        requestedAt: command.now.toISOString(),
      },
    },
  ];
}

/** Pays shares x the price at approval less the 10 % fee, if the loan limit still allows. */
export function approveSellBack(command: ApproveSellBack, state: InvestorState): DomainEvent[] {
  const sellBack = pendingSellBack(state, command.sellBackId);
  // Shares left once every pending sale (this one included) goes through.
  assertLoanLimit(state, state.shares.sub(state.heldShares), command.pricePerShare);
  const { gross, fee, payout } = sellBackAmounts(sellBack.shares, command.pricePerShare);
  return [
    {
      type: "SharesSellBackApproved",
      data: {
        sellBackId: command.sellBackId,
        shares: toShares(sellBack.shares),
        pricePerShare: toCents(command.pricePerShare),
        gross: toCents(gross),
        fee: toCents(fee),
        payout: toCents(payout),
        approvedAt: command.now.toISOString(),
        transfers: [
          ...transfer(platform("share-capital"), platform("treasury"), payout),
          ...transfer(platform("share-capital"), platform("fee-income"), fee),
        ],
      },
    },
  ];
}

/** Releases the held shares. */
export function rejectSellBack(command: RejectSellBack, state: InvestorState): DomainEvent[] {
  const sellBack = pendingSellBack(state, command.sellBackId);
  return [{ type: "SharesSellBackRejected", data: { sellBackId: command.sellBackId, shares: toShares(sellBack.shares) } }];
}

/**
 * payout = shares x price x 0.9 to the cent (half-up), as the auditor checks it; gross = shares x
 * price to the cent; fee = gross - payout (10 %, the rounding cent included), so payout + fee = gross.
 */
export function sellBackAmounts(shares: Decimal.Value, pricePerShare: Decimal.Value): { gross: Decimal; fee: Decimal; payout: Decimal } {
  const exact = money(shares).mul(pricePerShare);
  const gross = money(toCents(exact));
  const payout = money(toCents(exact.mul(money(1).sub(SELL_BACK_FEE_RATE))));
  return { gross, fee: gross.sub(payout), payout };
}

/** With an unpaid loan, the shares left must keep its balance within 20 % of their value. */
function assertLoanLimit(state: InvestorState, sharesLeft: Decimal, pricePerShare: string): void {
  const loan = state.activeLoanId ? state.loans[state.activeLoanId] : undefined;
  if (loan?.status !== "Approved" || loan.remaining.lte(0)) return;
  const capital = sharesLeft.mul(pricePerShare);
  const limit = capital.mul(SELL_BACK_LOAN_LIMIT_RATE);
  if (loan.remaining.lte(limit)) return;
  // The most shares that could still go: what stays must be worth remaining / 20 %.
  const neededShares = loan.remaining.div(SELL_BACK_LOAN_LIMIT_RATE).div(pricePerShare);
  const neededHalves = neededShares.mul(2).ceil().div(2);
  const available = state.shares.sub(state.heldShares);
  const most = max0(available.sub(neededHalves));
  throw new DomainError(
    "rule-violated",
    `Your unpaid loan of $${toCents(loan.remaining)} must stay within 20% of your remaining capital: ` +
      `${toShares(sharesLeft)} shares × $${toCents(pricePerShare)} = $${toCents(capital)} allows at most $${toCents(limit)}. ` +
      `You can sell at most ${toShares(most)} shares.`,
  );
}

function pendingSellBack(state: InvestorState, sellBackId: string): SellBackState {
  const b = state.sellBacks[sellBackId];
  if (!b) throw new DomainError("not-found", "Sell-back not found");
  if (b.status !== "Pending") throw new DomainError("conflict", `Sell-back already ${b.status.toLowerCase()}`);
  return b;
}

function max0(d: Decimal): Decimal {
  return d.isNegative() ? money(0) : d;
}
