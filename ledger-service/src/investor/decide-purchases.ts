import { canOnlyBuyUpTo, type DomainEvent, money, OWNERSHIP_CAP_SHARES, type purchaseNetworks, toCents, toShares } from "@app/contracts";
import type { InvestorState } from "./investor.js";
import { pendingShares } from "./purchase.js";
import { DomainError } from "../shared/domain-error.js";
import { platformAccount as platform, transfer } from "../shared/transfers.js";

/**
 * Share purchases and the admin's edit of a holding, over the investor's stream. The share
 * count's format (steps of 0.5) is the request schema's and the proof is an upload the route has
 * already claimed for the purchase (uploads/proof-claims.ts); these check the caps and the state.
 */
export type RequestSharePurchase = {
  type: "RequestSharePurchase";
  purchaseId: string;
  shares: string;
  pricePerShare: string;
  network: (typeof purchaseNetworks)[number];
  proof: string;
  referralCode?: string;
  txId?: string;
  offeringRemaining: string;
  now: Date;
};
export type ApproveSharePurchase = { type: "ApproveSharePurchase"; purchaseId: string; now?: Date };
export type RejectSharePurchase = { type: "RejectSharePurchase"; purchaseId: string; reason?: string };
export type AdjustShares = { type: "AdjustShares"; newShares: string; pricePerShare: string; now?: Date };
export type PurchaseCommand = RequestSharePurchase | ApproveSharePurchase | RejectSharePurchase | AdjustShares;

export function requestSharePurchase(command: RequestSharePurchase, state: InvestorState): DomainEvent[] {
  const shares = money(command.shares);
  const room = money(OWNERSHIP_CAP_SHARES).sub(state.shares).sub(pendingShares(state));
  if (shares.gt(room)) throw new DomainError("rule-violated", canOnlyBuyUpTo(toShares(room.isNegative() ? 0 : room)));
  if (shares.gt(command.offeringRemaining))
    throw new DomainError("rule-violated", `Only ${toShares(command.offeringRemaining)} shares remain in this offering.`);
  return [
    {
      type: "SharePurchaseRequested",
      data: {
        purchaseId: command.purchaseId,
        shares: toShares(shares),
        pricePerShare: toCents(command.pricePerShare),
        amount: toCents(shares.mul(command.pricePerShare)),
        network: command.network,
        proof: command.proof,
        ...(command.referralCode ? { referralCode: command.referralCode } : {}),
        ...(command.txId ? { txId: command.txId } : {}),
        requestedAt: command.now.toISOString(),
      },
    },
  ];
}

export function approveSharePurchase(command: ApproveSharePurchase, state: InvestorState): DomainEvent[] {
  const p = pendingPurchase(state, command.purchaseId);
  if (state.shares.add(p.shares).gt(OWNERSHIP_CAP_SHARES))
    throw new DomainError("rule-violated", `Approving would exceed the ${OWNERSHIP_CAP_SHARES}-share ownership cap`);
  return [
    {
      type: "SharePurchaseApproved",
      data: {
        purchaseId: command.purchaseId,
        shares: toShares(p.shares),
        pricePerShare: toCents(p.pricePerShare),
        amount: toCents(p.amount),
        ...(command.now ? { approvedAt: command.now.toISOString() } : {}),
        transfers: transfer(platform("treasury"), platform("share-capital"), p.amount),
      },
    },
  ];
}

export function rejectSharePurchase(command: RejectSharePurchase, state: InvestorState): DomainEvent[] {
  pendingPurchase(state, command.purchaseId);
  return [
    { type: "SharePurchaseRejected", data: { purchaseId: command.purchaseId, ...(command.reason ? { reason: command.reason } : {}) } },
  ];
}

export function adjustShares(command: AdjustShares, state: InvestorState): DomainEvent[] {
  const next = money(command.newShares);
  if (next.add(pendingShares(state)).gt(OWNERSHIP_CAP_SHARES))
    throw new DomainError("rule-violated", `Shares cannot exceed ${OWNERSHIP_CAP_SHARES}, pending purchases included`);
  if (next.lt(state.heldShares))
    throw new DomainError("rule-violated", `Shares cannot go below the ${toShares(state.heldShares)} shares held by pending sell-backs`);
  const delta = next.sub(state.shares);
  return [
    {
      type: "SharesAdjusted",
      data: {
        previousShares: toShares(state.shares),
        newShares: toShares(next),
        pricePerShare: toCents(command.pricePerShare),
        ...(command.now ? { at: command.now.toISOString() } : {}),
        transfers: transfer(platform("equity-adjustment"), platform("share-capital"), money(toCents(delta.mul(command.pricePerShare)))),
      },
    },
  ];
}

function pendingPurchase(state: InvestorState, purchaseId: string) {
  const p = state.purchases[purchaseId];
  if (!p) throw new DomainError("not-found", "Purchase not found");
  if (p.status !== "Pending") throw new DomainError("conflict", `Purchase already ${p.status.toLowerCase()}`);
  return p;
}
