import { OWNERSHIP_CAP_SHARES, SHARE_STEP } from "@/config/constants";
import { parseAmount } from "./cents";

/** Shares one may still buy under the 100-share cap: 100 - owned, never negative. */
export function remainingShares(sharesOwned: number): number {
  return Math.max(0, Math.round((OWNERSHIP_CAP_SHARES - sharesOwned) * 100) / 100);
}

/** Estimated value of a holding: shares x price. */
export function estimatedShareValue(sharesOwned: number, pricePerShare: number): number {
  return Math.round(sharesOwned * pricePerShare * 100) / 100;
}

/** The `remaining` query parameter of /join; 100 when absent or not a number. */
export function parseRemaining(value: string | null): number {
  const parsed = parseAmount(value);
  return parsed === null || parsed < 0 ? OWNERSHIP_CAP_SHARES : parsed;
}

export type PurchaseInput = {
  shares: string;
  maxShares: number;
  loggedIn: boolean;
  proofUrl: string;
  agreed: boolean;
};

export function isValidShareCount(shares: number): boolean {
  return shares >= SHARE_STEP && Number.isInteger(Math.round(shares * 1000) / (SHARE_STEP * 1000));
}

/** Spec §5 purchase checks, in order; null when the confirmation dialog may open. */
export function validatePurchase(input: PurchaseInput): string | null {
  const shares = parseAmount(input.shares);
  if (shares !== null && shares > input.maxShares) {
    return `You can only buy up to ${input.maxShares} shares.`;
  }
  if (shares === null || !isValidShareCount(shares)) {
    return "Enter a number of shares in steps of 0.5 (minimum 0.5).";
  }
  if (!input.loggedIn) return "You must be logged in.";
  if (!input.proofUrl) return "Please upload transaction proof.";
  if (!input.agreed) return "You must agree to the Policy & Risk terms.";
  return null;
}
