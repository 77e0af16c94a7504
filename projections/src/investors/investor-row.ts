import { money } from "@app/contracts";
import type { DomainEvent } from "@app/contracts";
import type Decimal from "decimal.js";

/** One investor's row of investor_balances, as the folds change it. */
export interface Row {
  shares: Decimal;
  /** Shares held by pending sell-backs: part of `shares`, earning no profit. */
  held: Decimal;
  pending: Decimal;
  profit: Decimal;
  reward: Decimal;
  hold: Decimal;
  loanOwed: Decimal;
  totalProfit: Decimal;
  totalReward: Decimal;
  position: bigint;
  /** The balance-history texts of shares, profit and reward, kept until the value changes. */
  text: { shares?: string; profit?: string; reward?: string };
}

/** A row for an investor with no stored row yet: every balance zero. */
export function zeroRow(): Row {
  const z = money(0);
  return {
    shares: z,
    held: z,
    pending: z,
    profit: z,
    reward: z,
    hold: z,
    loanOwed: z,
    totalProfit: z,
    totalReward: z,
    position: 0n,
    text: {},
  };
}

/**
 * One capability's pure folds of the events on an investor's own stream, by event type: each
 * changes the row and answers whether a balance the history shows (shares) changed.
 */
export type StreamFolds = {
  [T in DomainEvent["type"]]?: (r: Row, ev: Extract<DomainEvent, { type: T }>) => boolean;
};

const ACCOUNT = /^investor:(.+):(profit|reward|withdrawal-hold|loan-receivable)$/;
export type AccountKind = "profit" | "reward" | "withdrawal-hold" | "loan-receivable";

/**
 * Hot-loop caches (a replay folds a million events): the parsed investor accounts and the
 * decimals of amount strings, which repeat. Decimals are immutable, so one can be shared.
 */
const accounts = new Map<string, { user: string; kind: AccountKind } | null>();
const decimals = new Map<string, Decimal>();

/** `investor:<id>:<kind>` → its investor and kind; null for any other account. */
export function investorAccount(account: string): { user: string; kind: AccountKind } | null {
  let parsed = accounts.get(account);
  if (parsed === undefined) {
    const m = ACCOUNT.exec(account);
    parsed = m?.[1] ? { user: m[1], kind: m[2] as AccountKind } : null;
    if (accounts.size >= 100_000) accounts.clear();
    accounts.set(account, parsed);
  }
  return parsed;
}

/** An amount string as a (shared) decimal. */
export function decimal(value: string): Decimal {
  let d = decimals.get(value);
  if (!d) {
    d = money(value);
    if (decimals.size >= 10_000) decimals.clear();
    decimals.set(value, d);
  }
  return d;
}

type Figure = "shares" | "held" | "pending" | "totalProfit" | "totalReward";

/** A fold that adds the event's amount to a running total; no balance the history shows changes. */
export const addAmountTo =
  (total: Figure) =>
  (r: Row, ev: { data: { amount: string } }): boolean => {
    r[total] = r[total].add(decimal(ev.data.amount));
    return false;
  };

/** A fold that adds (+1) or takes (-1) the event's shares to shares waiting for a decision (pending or held). */
export const moveWaitingShares =
  (waiting: "pending" | "held", sign: 1 | -1) =>
  (r: Row, ev: { data: { shares: string } }): boolean => {
    const shares = decimal(ev.data.shares);
    r[waiting] = sign > 0 ? r[waiting].add(shares) : r[waiting].sub(shares);
    return false;
  };

/** A fold of an approval: the event's shares stop waiting and are added to (+1) or taken from (-1) the investor's shares. */
export const settleWaitingShares =
  (waiting: "pending" | "held", sign: 1 | -1) =>
  (r: Row, ev: { data: { shares: string } }): boolean => {
    const shares = decimal(ev.data.shares);
    r[waiting] = r[waiting].sub(shares);
    r.shares = sign > 0 ? r.shares.add(shares) : r.shares.sub(shares);
    r.text.shares = undefined;
    return true;
  };
