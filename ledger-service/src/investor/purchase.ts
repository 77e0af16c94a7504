import { type DomainEvent, money } from "@app/contracts";
import type Decimal from "decimal.js";

/**
 * Share purchases and admin share edits over one investor's stream: their part of the investor's
 * state and its evolve (the decisions are in decide-purchases.ts; investor/investor.ts composes
 * every capability's part into the investor fold).
 */
export interface PurchaseState {
  shares: Decimal;
  pricePerShare: Decimal;
  amount: Decimal;
  status: "Pending" | "Approved" | "Rejected";
  requestedAt: string;
}
/** Shares acquired at one time (a purchase's approval, an admin's increase); sold oldest first. */
export interface LotState {
  at: string;
  shares: Decimal;
}
/** What purchases and share edits change of an investor's state. */
export interface PurchasesSlice {
  /** Owned shares, those held by pending sell-backs included. */
  shares: Decimal;
  /** Acquisition lots, oldest first; their shares sum to `shares`. */
  lots: readonly LotState[];
  purchases: Readonly<Record<string, PurchaseState>>;
}

export type PurchaseEvent = Extract<
  DomainEvent,
  { type: "SharePurchaseRequested" | "SharePurchaseApproved" | "SharePurchaseRejected" | "SharesAdjusted" }
>;

/** Shares asked for in purchases still waiting for approval. */
export function pendingShares(state: Pick<PurchasesSlice, "purchases">): Decimal {
  return Object.values(state.purchases)
    .filter((p) => p.status === "Pending")
    .reduce((sum, p) => sum.add(p.shares), money(0));
}

/** Adds a lot, keeping the list ordered by date (an edit may be dated before a late approval). */
export function addLot(lots: readonly LotState[], lot: LotState): readonly LotState[] {
  return [...lots, lot].sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
}

/** Takes `shares` from the oldest lots (newest first when `newestFirst`). */
export function takeFromLots(lots: readonly LotState[], shares: Decimal, newestFirst = false): readonly LotState[] {
  const ordered = newestFirst ? [...lots].reverse() : [...lots];
  let left = shares;
  const kept: LotState[] = [];
  for (const lot of ordered) {
    if (left.lte(0)) kept.push(lot);
    else if (lot.shares.lte(left)) left = left.sub(lot.shares);
    else {
      kept.push({ ...lot, shares: lot.shares.sub(left) });
      left = money(0);
    }
  }
  return newestFirst ? kept.reverse() : kept;
}

/** Old SharesAdjusted events carry no date: their lots count as acquired long ago. */
export const UNDATED_LOT = "1970-01-01T00:00:00.000Z";

export function evolvePurchase<S extends PurchasesSlice>(state: S, event: PurchaseEvent): S {
  switch (event.type) {
    case "SharePurchaseRequested": {
      const d = event.data;
      const purchase: PurchaseState = {
        shares: money(d.shares),
        pricePerShare: money(d.pricePerShare),
        amount: money(d.amount),
        status: "Pending",
        requestedAt: d.requestedAt,
      };
      return { ...state, purchases: { ...state.purchases, [d.purchaseId]: purchase } };
    }
    case "SharePurchaseApproved": {
      const p = state.purchases[event.data.purchaseId];
      if (!p) return state;
      return {
        ...state,
        shares: state.shares.add(event.data.shares),
        lots: addLot(state.lots, { at: event.data.approvedAt ?? p.requestedAt, shares: money(event.data.shares) }),
        purchases: { ...state.purchases, [event.data.purchaseId]: { ...p, status: "Approved" } },
      };
    }
    case "SharePurchaseRejected": {
      const p = state.purchases[event.data.purchaseId];
      if (!p) return state;
      return { ...state, purchases: { ...state.purchases, [event.data.purchaseId]: { ...p, status: "Rejected" } } };
    }
    case "SharesAdjusted": {
      const next = money(event.data.newShares);
      const delta = next.sub(state.shares);
      const lots = delta.gt(0)
        ? addLot(state.lots, { at: event.data.at ?? UNDATED_LOT, shares: delta })
        : delta.lt(0)
          ? takeFromLots(state.lots, delta.neg(), true)
          : state.lots;
      return { ...state, shares: next, lots };
    }
  }
}
