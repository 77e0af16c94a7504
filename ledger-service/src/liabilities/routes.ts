import {
  LIABILITY_LEAF_ENCODING,
  liabilitiesPublication,
  liabilitiesResponse,
  myLiabilityResponse,
  NO_LIABILITIES_PUBLISHED,
  NOT_IN_LIABILITIES,
} from "@app/contracts";
import { StandardMerkleTree } from "@openzeppelin/merkle-tree";
import { Router } from "express";
import { sql } from "kysely";
import type { AppContext } from "../runtime/context.js";
import { currentUser, requireAdmin, requireUser } from "../shared/auth.js";
import { NotFoundError } from "../platform/errors.js";
import { latestPublication, type PublicationRow, publicationAnswer, publicationTree } from "./publication.js";
import { publishLiabilities } from "./publish.js";

type LiabilityTree = StandardMerkleTree<[string, string, string, string]>;

/**
 * Published liabilities: the latest root and totals for anyone, an investor's own leaf and
 * proof, and an admin's publish-now (the weekly one runs in the workers).
 */
export function liabilityRoutes(ctx: AppContext): Router {
  const router = Router();
  // The latest publication's tree, loaded once: proofs are served from it until the next one.
  let loaded: { id: string; tree: LiabilityTree } | null = null;
  const treeOf = async (publication: PublicationRow): Promise<LiabilityTree> => {
    if (loaded?.id !== publication.id) {
      const dump = await publicationTree(ctx.db, publication.id);
      if (!dump) throw new NotFoundError(NO_LIABILITIES_PUBLISHED);
      loaded = { id: publication.id, tree: StandardMerkleTree.load(dump) };
    }
    return loaded.tree;
  };

  router.get("/liabilities", async (_req, res) => {
    const latest = await latestPublication(ctx.db);
    if (!latest) throw new NotFoundError(NO_LIABILITIES_PUBLISHED);
    const { position: _position, ...answer } = publicationAnswer(latest);
    res.json(liabilitiesResponse.parse(answer));
  });

  router.get("/liabilities/mine", requireUser(ctx), async (req, res) => {
    const latest = await latestPublication(ctx.db);
    if (!latest) throw new NotFoundError(NO_LIABILITIES_PUBLISHED);
    const mine = await sql<{ account: string }>`SELECT account FROM liability_accounts WHERE user_id = ${currentUser(req).id}`.execute(
      ctx.db,
    );
    const account = mine.rows[0]?.account;
    if (!account) throw new NotFoundError(NOT_IN_LIABILITIES);
    const tree = await treeOf(latest);
    for (const [index, leaf] of tree.entries()) {
      if (leaf[0] !== account) continue;
      const answer = { root: latest.root, publishedAt: latest.publishedAt.toISOString(), leaf, proof: tree.getProof(index) };
      // The answer is checked as the investor will check it: a proof that does not verify is never served.
      if (!StandardMerkleTree.verify(answer.root, [...LIABILITY_LEAF_ENCODING], leaf, answer.proof))
        throw new Error("a stored liability proof does not verify");
      res.json(myLiabilityResponse.parse(answer));
      return;
    }
    throw new NotFoundError(NOT_IN_LIABILITIES);
  });

  router.post("/admin/liabilities/publish", requireAdmin(ctx), async (req, res) => {
    const publication = await publishLiabilities(ctx, currentUser(req).id);
    res.status(201).json(liabilitiesPublication.parse(publicationAnswer(publication)));
  });
  return router;
}
