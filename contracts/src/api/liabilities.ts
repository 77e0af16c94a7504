import { z } from "zod";

/**
 * Published liabilities (issue 34, point 7): a Merkle root over what the platform owes each
 * investor, built with @openzeppelin/merkle-tree's StandardMerkleTree. Outside checks rely on
 * this leaf encoding: [account, profitCents, rewardCents, shareHalves].
 */
export const LIABILITY_LEAF_ENCODING = ["bytes32", "uint256", "uint256", "uint256"] as const;

export const NO_LIABILITIES_PUBLISHED = "No liabilities have been published yet.";
export const NOT_IN_LIABILITIES = "Your balance is not in the latest published liabilities.";
export const NO_INVESTOR_TO_PUBLISH = "There is no investor balance to publish yet.";

const hex32 = z.string().regex(/^0x[0-9a-f]{64}$/, "must be 32 bytes of hex");
const uintString = z.string().regex(/^(0|[1-9][0-9]*)$/, "must be a decimal integer");

/** GET /api/liabilities (public): the latest publication, totals in dollars and shares. */
export const liabilitiesResponse = z.object({
  root: hex32,
  publishedAt: z.string(),
  investors: z.number().int().min(0),
  totals: z.object({ profit: z.number(), reward: z.number(), shares: z.number() }),
});
export type LiabilitiesResponse = z.infer<typeof liabilitiesResponse>;

/** POST /api/admin/liabilities/publish (201): the publication, with the ledger position its balances were read at. */
export const liabilitiesPublication = liabilitiesResponse.extend({
  /** The read models' event position ("commit/prepare") the balances were read at. */
  position: z.string(),
});
export type LiabilitiesPublication = z.infer<typeof liabilitiesPublication>;

/** One leaf: [account (the investor's salted hash), profitCents, rewardCents, shareHalves]. */
export const liabilityLeaf = z.tuple([hex32, uintString, uintString, uintString]);
export type LiabilityLeaf = z.infer<typeof liabilityLeaf>;

/**
 * GET /api/liabilities/mine (signed in): the investor's leaf and its proof, such that
 * StandardMerkleTree.verify(root, LIABILITY_LEAF_ENCODING, leaf, proof) holds.
 */
export const myLiabilityResponse = z.object({
  root: hex32,
  publishedAt: z.string(),
  leaf: liabilityLeaf,
  proof: z.array(hex32),
});
export type MyLiabilityResponse = z.infer<typeof myLiabilityResponse>;
