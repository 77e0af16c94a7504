import { LIABILITY_LEAF_ENCODING, type LiabilityLeaf, parseEvent, streams } from "@app/contracts";
import type { EventStore } from "@app/event-store";
import type { InvariantResult } from "@app/projections/audit/invariants";
import { StandardMerkleTree } from "@openzeppelin/merkle-tree";
import { type Kysely, sql } from "kysely";
import { liabilityTotals } from "./leaves.js";
import type { LiabilityTreeDump } from "./publication.js";

interface StoredPublication {
  id: string;
  position: string;
  root: string;
  investors: number;
  profitCents: string;
  rewardCents: string;
  shareHalves: string;
  tree: LiabilityTreeDump;
}

/** Why a stored publication does not stand, or null when it does. */
function fault(
  stored: StoredPublication | undefined,
  recorded: { root: string; position: string; investors: number; totals: object },
): string | null {
  if (!stored) return "no stored tree";
  const same = { root: stored.root, position: stored.position, investors: stored.investors };
  const totals = { profitCents: stored.profitCents, rewardCents: stored.rewardCents, shareHalves: stored.shareHalves };
  if (JSON.stringify(same) !== JSON.stringify({ root: recorded.root, position: recorded.position, investors: recorded.investors }))
    return "differs from its event";
  if (JSON.stringify(totals) !== JSON.stringify(recorded.totals)) return "totals differ from its event";
  let tree: StandardMerkleTree<LiabilityLeaf>;
  try {
    tree = StandardMerkleTree.load(stored.tree);
    tree.validate(); // every leaf and node hashed again
  } catch {
    return "tree does not hash to itself";
  }
  if (tree.root !== recorded.root) return "tree's root is not the published root";
  if (JSON.stringify(stored.tree.leafEncoding) !== JSON.stringify(LIABILITY_LEAF_ENCODING)) return "leaf encoding differs";
  const leaves = [...tree.entries()].map(([, leaf]) => leaf);
  if (leaves.length !== recorded.investors) return "leaf count is not the investor count";
  if (JSON.stringify(liabilityTotals(leaves)) !== JSON.stringify(recorded.totals)) return "leaves do not sum to the totals";
  return null;
}

/**
 * For ledger:verify: every LiabilitiesPublished event has its stored tree, which hashes to the
 * published root and whose leaves sum to the published totals; and no tree is stored without its event.
 */
export async function checkPublishedLiabilities(db: Kysely<any>, store: EventStore): Promise<InvariantResult> {
  const rows = await sql<StoredPublication>`
    SELECT id::text AS id, position, root, investors, profit_cents::text AS "profitCents", reward_cents::text AS "rewardCents",
      share_halves::text AS "shareHalves", tree FROM liability_publications`.execute(db);
  const stored = new Map(rows.rows.map((r) => [r.id, r]));
  const problems: string[] = [];
  const events = await store.readStream(streams.liabilities());
  for (const recorded of events) {
    const event = parseEvent(recorded.type, recorded.data);
    if (event.type !== "LiabilitiesPublished") continue;
    const problem = fault(stored.get(event.data.publicationId), event.data);
    if (problem) problems.push(`${event.data.publicationId}: ${problem}`);
    stored.delete(event.data.publicationId);
  }
  for (const id of stored.keys()) problems.push(`${id}: stored without its event`);
  return {
    name: "every published liabilities root has its event, and its stored tree hashes to it with leaves summing to the totals",
    ok: problems.length === 0,
    detail: `${problems.length} of ${events.length} publication(s) differ${problems.length ? ` (e.g. ${problems.slice(0, 3).join("; ")})` : ""}`,
  };
}
