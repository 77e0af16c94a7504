import { LIABILITY_LEAF_ENCODING, type MyLiabilityResponse } from "@app/contracts";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";

/** What the browser proved: the investor's leaf is in `root`, with these balances. */
export type BalanceCheck = { root: string; publishedAt: string; profit: string; reward: string; shares: string };

/** "1250" cents → "12.50"; exact, no float. */
const dollars = (cents: string) => `${BigInt(cents) / 100n}.${(BigInt(cents) % 100n).toString().padStart(2, "0")}`;
/** "7" half shares → "3.5". */
const shares = (halves: string) => `${BigInt(halves) / 2n}${BigInt(halves) % 2n === 1n ? ".5" : ""}`;

export class BalanceNotProven extends Error {}

/**
 * GET /api/liabilities/mine, then the proof is checked here, in the browser, with
 * @openzeppelin/merkle-tree (loaded only now): against the root this page shows, not the one
 * the answer names, so a server cannot prove a balance against a root it did not publish.
 */
export async function checkMyBalance(publishedRoot: string): Promise<BalanceCheck> {
  const mine = await apiRequest<MyLiabilityResponse>("/api/liabilities/mine");
  const { StandardMerkleTree } = await import("@openzeppelin/merkle-tree");
  let included = false;
  try {
    included = mine.root === publishedRoot && StandardMerkleTree.verify(publishedRoot, [...LIABILITY_LEAF_ENCODING], mine.leaf, mine.proof);
  } catch {
    included = false;
  }
  if (!included) throw new BalanceNotProven("Your balance could not be proven against the published root. Please contact support.");
  const [, profitCents, rewardCents, shareHalves] = mine.leaf;
  return {
    root: publishedRoot,
    publishedAt: mine.publishedAt,
    profit: dollars(profitCents),
    reward: dollars(rewardCents),
    shares: shares(shareHalves),
  };
}

export const useCheckMyBalance = () => useMutation({ mutationFn: checkMyBalance });
