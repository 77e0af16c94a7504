import { createHash } from "node:crypto";
import { type LiabilityLeaf, money } from "@app/contracts";

/** One investor's balances at publication, as the read models hold them (exact decimal strings). */
export interface InvestorLiability {
  account: string;
  profitBalance: string;
  rewardBalance: string;
  shares: string;
}

export interface LiabilityTotals {
  profitCents: string;
  rewardCents: string;
  shareHalves: string;
}

/**
 * An investor's account in the tree: sha256 of their random 32-byte salt and their id, as 0x hex
 * (bytes32). Only they are shown it; without the salt nobody can tell whose leaf it is.
 */
export function liabilityAccount(salt: Buffer, userId: string): string {
  return `0x${createHash("sha256").update(salt).update(userId, "utf8").digest("hex")}`;
}

/** A whole, non-negative count of `unit`s in `value` (cents, half shares); anything else is a broken ledger. */
function units(value: string, perOne: number, what: string): string {
  const n = money(value).mul(perOne);
  if (!n.isInteger() || n.isNeg()) throw new Error(`${what} ${value} is not a whole non-negative number of units`);
  return n.toFixed(0);
}

/** The leaf [account, profitCents, rewardCents, shareHalves], values as decimal integer strings. */
export function liabilityLeafOf(investor: InvestorLiability): LiabilityLeaf {
  return [
    investor.account,
    units(investor.profitBalance, 100, "profit balance"),
    units(investor.rewardBalance, 100, "reward balance"),
    units(investor.shares, 2, "shares"),
  ];
}

/** The sums of the leaves' values: what the root says the platform owes in all. */
export function liabilityTotals(leaves: LiabilityLeaf[]): LiabilityTotals {
  let profit = 0n;
  let reward = 0n;
  let halves = 0n;
  for (const [, p, r, s] of leaves) {
    profit += BigInt(p);
    reward += BigInt(r);
    halves += BigInt(s);
  }
  return { profitCents: profit.toString(), rewardCents: reward.toString(), shareHalves: halves.toString() };
}
