import { type DomainEvent, money } from "@app/contracts";
import type Decimal from "decimal.js";
import { type LotState, takeFromLots } from "./purchase.js";

/**
 * Sell-backs over one investor's stream: their part of the investor's state and its evolve (the
 * decisions are in decide-sell-backs.ts; investor/investor.ts composes the investor fold).
 */
export interface SellBackState {
  shares: Decimal;
  status: "Pending" | "Approved" | "Rejected" | "Cancelled";
  requestedAt: string;
  /** A new wallet's hold: no approval before this instant; null when none. */
  heldUntil: string | null;
}
/** What sell-backs change of an investor's state. */
export interface SellBacksSlice {
  shares: Decimal;
  /** Shares held by pending sell-backs: they earn no profit and cannot be sold twice. */
  heldShares: Decimal;
  lots: readonly LotState[];
  sellBacks: Readonly<Record<string, SellBackState>>;
}

export type SellBackEvent = Extract<
  DomainEvent,
  { type: "SharesSellBackRequested" | "SharesSellBackApproved" | "SharesSellBackRejected" | "SharesSellBackCancelled" }
>;

export function evolveSellBack<S extends SellBacksSlice>(state: S, event: SellBackEvent): S {
  switch (event.type) {
    case "SharesSellBackRequested": {
      const d = event.data;
      const sellBack: SellBackState = {
        shares: money(d.shares),
        status: "Pending",
        requestedAt: d.requestedAt,
        heldUntil: d.heldUntil ?? null,
      };
      return { ...state, heldShares: state.heldShares.add(d.shares), sellBacks: { ...state.sellBacks, [d.sellBackId]: sellBack } };
    }
    case "SharesSellBackApproved": {
      const b = state.sellBacks[event.data.sellBackId];
      if (!b) return state;
      return {
        ...state,
        shares: state.shares.sub(b.shares),
        heldShares: state.heldShares.sub(b.shares),
        lots: takeFromLots(state.lots, b.shares),
        sellBacks: { ...state.sellBacks, [event.data.sellBackId]: { ...b, status: "Approved" } },
      };
    }
    case "SharesSellBackRejected":
    case "SharesSellBackCancelled": {
      const b = state.sellBacks[event.data.sellBackId];
      if (!b) return state;
      const status = event.type === "SharesSellBackRejected" ? "Rejected" : "Cancelled";
      return {
        ...state,
        heldShares: state.heldShares.sub(b.shares),
        sellBacks: { ...state.sellBacks, [event.data.sellBackId]: { ...b, status } },
      };
    }
  }
}
