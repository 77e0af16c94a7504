import { randomBytes, randomUUID } from "node:crypto";
import { LIABILITY_LEAF_ENCODING, type LiabilityLeaf, NO_INVESTOR_TO_PUBLISH, streams } from "@app/contracts";
import { StandardMerkleTree } from "@openzeppelin/merkle-tree";
import { type Kysely, sql } from "kysely";
import type { AppContext } from "../runtime/context.js";
import { type Fold, handle } from "@app/event-store/command-runner";
import { ConflictError } from "../platform/errors.js";
import { liabilityAccount, liabilityLeafOf, liabilityTotals } from "./leaves.js";
import { type PublicationRow, latestPublication, publicationAt } from "./publication.js";

/** The liabilities stream is only appended to: no state. */
const nothingFold: Fold<null> = { initial: () => null, evolve: () => null };

interface Snapshot {
  position: string;
  leaves: LiabilityLeaf[];
  /** Investors with a balance but no account yet (they appeared after the accounts were made). */
  missingAccounts: number;
}

/** Gives every investor with a balance a salt and account once (kept: the account stays theirs). */
async function ensureAccounts(db: Kysely<any>): Promise<void> {
  const r = await sql<{ userId: string }>`
    SELECT ib.user_id AS "userId" FROM investor_balances ib
    WHERE NOT EXISTS (SELECT 1 FROM liability_accounts la WHERE la.user_id = ib.user_id)`.execute(db);
  if (r.rows.length === 0) return;
  const ids = r.rows.map((row) => row.userId);
  const salts = ids.map(() => randomBytes(32));
  const accounts = ids.map((id, i) => liabilityAccount(salts[i] as Buffer, id));
  await sql`INSERT INTO liability_accounts (user_id, salt, account)
    SELECT * FROM unnest(${ids}::text[], ${salts}::bytea[], ${accounts}::text[])
    ON CONFLICT (user_id) DO NOTHING`.execute(db);
}

/**
 * Every investor's balances at one event position: the projections move the balances and their
 * checkpoint in one transaction, so one repeatable-read snapshot of both is the ledger at that
 * position.
 */
async function readSnapshot(db: Kysely<any>): Promise<Snapshot> {
  return db
    .transaction()
    .setIsolationLevel("repeatable read")
    .execute(async (trx) => {
      const checkpoint = await sql<{ c: string; p: string }>`
        SELECT commit_pos::text AS c, prepare_pos::text AS p FROM rm_checkpoint WHERE id = 1`.execute(trx);
      const row = checkpoint.rows[0];
      if (!row) throw new Error("the read models have no checkpoint");
      const balances = await sql<{ account: string | null; profitBalance: string; rewardBalance: string; shares: string }>`
        SELECT la.account, ib.profit_balance::text AS "profitBalance", ib.reward_balance::text AS "rewardBalance", ib.shares::text AS shares
        FROM investor_balances ib LEFT JOIN liability_accounts la ON la.user_id = ib.user_id
        WHERE ib.profit_balance <> 0 OR ib.reward_balance <> 0 OR ib.shares <> 0`.execute(trx);
      const leaves: LiabilityLeaf[] = [];
      let missingAccounts = 0;
      for (const b of balances.rows) {
        if (b.account === null) missingAccounts += 1;
        else leaves.push(liabilityLeafOf({ ...b, account: b.account }));
      }
      return { position: `${row.c}/${row.p}`, leaves, missingAccounts };
    });
}

/**
 * Publishes the Merkle root of what the platform owes each investor now (issue 34, point 7):
 * one leaf per investor with a balance, read at one event position; the tree's dump is kept to
 * serve proofs and the publication is recorded in the ledger (LiabilitiesPublished). Two
 * publishes racing at one position make one publication (the position is unique); both answer it.
 */
/** Two publishes this close with the same root are one (see publishLiabilities). */
const RACE_WINDOW_MS = 60_000;

export async function publishLiabilities(ctx: AppContext, actor: string): Promise<PublicationRow> {
  // Everything recorded before the request is in the balances read (503 if the read models lag).
  await ctx.readYourWrites(await ctx.store.headPosition(), { before: "decision" });
  let snapshot: Snapshot | undefined;
  for (let attempt = 0; attempt < 5; attempt += 1) {
    await ensureAccounts(ctx.db);
    snapshot = await readSnapshot(ctx.db);
    if (snapshot.missingAccounts === 0) break;
  }
  if (!snapshot || snapshot.missingAccounts > 0) throw new Error("investors kept appearing without a liability account");
  if (snapshot.leaves.length === 0) throw new ConflictError(NO_INVESTOR_TO_PUBLISH);

  const existing = await publicationAt(ctx.db, snapshot.position);
  if (existing) return existing;

  const tree = StandardMerkleTree.of(snapshot.leaves, [...LIABILITY_LEAF_ENCODING]);
  const totals = liabilityTotals(snapshot.leaves);
  const id = randomUUID();
  const publishedAt = ctx.clock();
  // A publish racing another (or a double click) may read the position just after the other's own
  // LiabilitiesPublished: with the same balances (the same root) within a minute, it is that publication.
  const latest = await latestPublication(ctx.db);
  if (latest && latest.root === tree.root && publishedAt.getTime() - new Date(latest.publishedAt).getTime() < RACE_WINDOW_MS) return latest;
  const inserted = await sql`
    INSERT INTO liability_publications (id, position, root, published_at, investors, profit_cents, reward_cents, share_halves, tree)
    VALUES (${id}::uuid, ${snapshot.position}, ${tree.root}, ${publishedAt}, ${snapshot.leaves.length},
      ${totals.profitCents}, ${totals.rewardCents}, ${totals.shareHalves}, ${JSON.stringify(tree.dump())}::jsonb)
    ON CONFLICT (position) DO NOTHING`.execute(ctx.db);
  if (inserted.numAffectedRows === 0n) {
    // Another publish took this position meanwhile: its publication is this one.
    const theirs = await publicationAt(ctx.db, snapshot.position);
    if (!theirs) throw new Error("a publication at this position vanished");
    return theirs;
  }
  try {
    // Through the command path (checked against its contract); publications do not depend on each
    // other, so a conflict is only retried.
    await handle<[null]>(
      ctx.store,
      [{ streamId: streams.liabilities(), fold: nothingFold }],
      () => [
        {
          streamId: streams.liabilities(),
          eventIds: [id],
          events: [
            {
              type: "LiabilitiesPublished",
              data: {
                publicationId: id,
                root: tree.root,
                position: snapshot.position,
                investors: snapshot.leaves.length,
                totals,
                publishedAt: publishedAt.toISOString(),
              },
            },
          ],
        },
      ],
      { metadata: { actor }, load: "appended" },
    );
  } catch (error) {
    // Not in the ledger, so not published: nobody may be shown a root the ledger does not record.
    await sql`DELETE FROM liability_publications WHERE id = ${id}::uuid`.execute(ctx.db);
    throw error;
  }
  const row = await publicationAt(ctx.db, snapshot.position);
  if (!row) throw new Error("the publication just stored is missing");
  return row;
}
