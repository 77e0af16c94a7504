import { type LiabilitiesPublication, money, toApiNumber } from "@app/contracts";
import type { StandardMerkleTree } from "@openzeppelin/merkle-tree";
import { type Kysely, sql } from "kysely";

/** A stored publication (liability_publications), without its tree. */
export interface PublicationRow {
  id: string;
  position: string;
  root: string;
  publishedAt: Date;
  investors: number;
  profitCents: string;
  rewardCents: string;
  shareHalves: string;
}

const COLUMNS = sql`id::text AS id, position, root, published_at AS "publishedAt", investors,
  profit_cents::text AS "profitCents", reward_cents::text AS "rewardCents", share_halves::text AS "shareHalves"`;

/** The latest publication, or null before the first. */
export async function latestPublication(db: Kysely<any>): Promise<PublicationRow | null> {
  const r =
    await sql<PublicationRow>`SELECT ${COLUMNS} FROM liability_publications ORDER BY published_at DESC, position DESC LIMIT 1`.execute(db);
  return r.rows[0] ?? null;
}

export async function publicationAt(db: Kysely<any>, position: string): Promise<PublicationRow | null> {
  const r = await sql<PublicationRow>`SELECT ${COLUMNS} FROM liability_publications WHERE position = ${position}`.execute(db);
  return r.rows[0] ?? null;
}

export type LiabilityTreeDump = ReturnType<StandardMerkleTree<[string, string, string, string]>["dump"]>;

export async function publicationTree(db: Kysely<any>, id: string): Promise<LiabilityTreeDump | null> {
  const r = await sql<{ tree: LiabilityTreeDump }>`SELECT tree FROM liability_publications WHERE id = ${id}::uuid`.execute(db);
  return r.rows[0]?.tree ?? null;
}

/** The public answer: totals in dollars and shares (numbers, as the rest of the API). */
export function publicationAnswer(row: PublicationRow): LiabilitiesPublication {
  return {
    root: row.root,
    publishedAt: row.publishedAt.toISOString(),
    investors: row.investors,
    totals: {
      profit: toApiNumber(money(row.profitCents).div(100)),
      reward: toApiNumber(money(row.rewardCents).div(100)),
      shares: toApiNumber(money(row.shareHalves).div(2)),
    },
    position: row.position,
  };
}
