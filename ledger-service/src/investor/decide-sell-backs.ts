import {
  type DomainEvent,
  LOAN_CAPITAL_PER_SHARE,
  REQUEST_ALREADY_DECIDED,
  SELL_BACK_FEE_RATE,
  SELL_BACK_LOAN_LIMIT_RATE,
  money,
  NO_SHARES_TO_SELL,
  sellBackAtMost,
  sellBackNotYetEligible,
  toCents,
  toShares,
  type withdrawalNetworks,
} from "@app/contracts";
import type Decimal from "decimal.js";
import type { InvestorState } from "./investor.js";
import type { SellBackState } from "./sell-back.js";
import { loanCapital } from "./loan-capital.js";
import { newWalletHoldMessage } from "./wallet-hold-message.js";
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
    // Lots are oldest first: the first one not yet matured is the next to mature.
    else next ??= Date.parse(lot.at) + minHoldDays * DAY_MS;
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
  minHoldDays: number;
  now: Date;
  /** Set when the wallet is new to the investor: no approval before this instant. */
  heldUntil?: Date;
};
export type ApproveSellBack = { type: "ApproveSellBack"; sellBackId: string; pricePerShare: string; now: Date };
export type RejectSellBack = { type: "RejectSellBack"; sellBackId: string; reason?: string };
/** The investor's own cancel of a pending request. */
export type CancelSellBack = { type: "CancelSellBack"; sellBackId: string; now: Date };
export type SellBackCommand = RequestSellBack | ApproveSellBack | RejectSellBack | CancelSellBack;

/** Holds the shares asked (no profit, no second sale) once they are eligible and the loan limit allows. */
export function requestSellBack(command: RequestSellBack, state: InvestorState): DomainEvent[] {
  const shares = money(command.shares);
  const quote = sellBackQuote(state, command.now, command.minHoldDays);
  if (quote.eligible.isZero()) {
    if (quote.nextEligibleAt)
      throw new DomainError("rule-violated", sellBackNotYetEligible(command.minHoldDays, formatEligibleDate(quote.nextEligibleAt)));
    if (state.shares.isZero()) throw new DomainError("rule-violated", NO_SHARES_TO_SELL);
  }
  if (shares.gt(quote.eligible)) throw new DomainError("rule-violated", sellBackAtMost(toShares(quote.eligible)));
  assertLoanLimit(state, shares);
  return [
    {
      type: "SharesSellBackRequested",
      data: {
        sellBackId: command.sellBackId,
        shares: toShares(shares),
        wallet: command.wallet,
        network: command.network,
        requestedAt: command.now.toISOString(),
        ...(command.heldUntil ? { heldUntil: command.heldUntil.toISOString() } : {}),
      },
    },
  ];
}

/**
 * Pays shares x the price at approval less the 10 % fee, if the loan limit still allows and no
 * new-wallet hold lasts (409 with the time it ends).
 */
export function approveSellBack(command: ApproveSellBack, state: InvestorState): DomainEvent[] {
  const sellBack = pendingSellBack(state, command.sellBackId);
  if (sellBack.heldUntil && Date.parse(sellBack.heldUntil) > command.now.getTime())
    throw new DomainError("conflict", newWalletHoldMessage("sell-back", new Date(sellBack.heldUntil)));
  // Shares left once every pending sale (this one included) goes through.
  assertLoanLimit(state, 0);
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
  return [
    {
      type: "SharesSellBackRejected",
      data: { sellBackId: command.sellBackId, shares: toShares(sellBack.shares), ...(command.reason ? { reason: command.reason } : {}) },
    },
  ];
}

/** The investor takes a pending request back: the held shares are released. */
export function cancelSellBack(command: CancelSellBack, state: InvestorState): DomainEvent[] {
  const b = state.sellBacks[command.sellBackId];
  if (!b) throw new DomainError("not-found", "Sell-back not found");
  if (b.status !== "Pending") throw new DomainError("conflict", REQUEST_ALREADY_DECIDED);
  return [
    {
      type: "SharesSellBackCancelled",
      data: { sellBackId: command.sellBackId, shares: toShares(b.shares), cancelledAt: command.now.toISOString() },
    },
  ];
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

/**
 * With an unpaid loan, the capital left (loanCapital: shares not held by a pending sell-back,
 * `selling` more taken out, x $100) must keep its balance within 20 %.
 */
function assertLoanLimit(state: InvestorState, selling: Decimal.Value): void {
  const loan = state.activeLoanId ? state.loans[state.activeLoanId] : undefined;
  if (loan?.status !== "Approved" || loan.remaining.lte(0)) return;
  const { shares: sharesLeft, capital } = loanCapital(state, selling);
  const limit = capital.mul(SELL_BACK_LOAN_LIMIT_RATE);
  if (loan.remaining.lte(limit)) return;
  // The most shares that could still go: what stays must be worth remaining / 20 %.
  const neededShares = loan.remaining.div(SELL_BACK_LOAN_LIMIT_RATE).div(LOAN_CAPITAL_PER_SHARE);
  const neededHalves = neededShares.mul(2).ceil().div(2);
  const available = loanCapital(state).shares;
  const most = max0(available.sub(neededHalves));
  throw new DomainError(
    "rule-violated",
    `Your unpaid loan of $${toCents(loan.remaining)} must stay within 20% of your remaining capital: ` +
      `${toShares(sharesLeft)} shares × $${toCents(LOAN_CAPITAL_PER_SHARE)} = $${toCents(capital)} allows at most $${toCents(limit)}. ` +
      sellBackAtMost(toShares(most)),
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
