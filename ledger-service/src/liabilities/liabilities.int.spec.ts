import { LIABILITY_LEAF_ENCODING, NO_LIABILITIES_PUBLISHED, NOT_IN_LIABILITIES, streams } from "@app/contracts";
import { StandardMerkleTree } from "@openzeppelin/merkle-tree";
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { failedLedgerChecks } from "../../testing/ledger-checks.js";
import { investorCommand, investorWithShares } from "../../testing/seed-ledger.js";
import { type TestUser, useTestApp } from "../../testing/test-app.js";
import { processRun } from "../profits/run-engine.js";

const { app, admin } = useTestApp({}, { admin: {} });
const encoding = [...LIABILITY_LEAF_ENCODING];

const publish = (token = admin.token) => app.api("POST", "/api/admin/liabilities/publish", { token });
const mine = (user: TestUser) => app.api("GET", "/api/liabilities/mine", { token: user.token });

/** A profit run through the API, processed as the worker would, seen by the read models. */
async function creditProfit(percentage: string) {
  const started = await app.api("POST", "/api/profits/credit", { token: admin.token, body: { percentage } });
  expect(started.status).toBe(200);
  await processRun(app.ctx, started.body.runId);
  await app.settle();
}

/** What /mine answers, checked the way anyone outside would: against the public root. */
async function verifiedLeaf(user: TestUser) {
  const [published, own] = [await app.api("GET", "/api/liabilities"), await mine(user)];
  expect(own.status).toBe(200);
  expect(own.body.root).toBe(published.body.root);
  expect(StandardMerkleTree.verify(published.body.root, encoding, own.body.leaf, own.body.proof)).toBe(true);
  const [account, profitCents, rewardCents, shareHalves] = own.body.leaf as string[];
  return { account, profitCents, rewardCents, shareHalves };
}

describe("published liabilities", () => {
  let a: TestUser;
  let b: TestUser;
  let c: TestUser;

  it("when nothing has been published yet, then the public answer and an investor's are 404 with a clear message", async () => {
    expect(await app.api("GET", "/api/liabilities")).toMatchObject({ status: 404, body: { message: NO_LIABILITIES_PUBLISHED } });
    const someone = await app.createUser();
    expect(await mine(someone)).toMatchObject({ status: 404, body: { message: NO_LIABILITIES_PUBLISHED } });
  });

  it("when no investor holds anything yet, then publishing is refused with 409 and nothing is recorded", async () => {
    const before = await app.eventCount();
    expect(await publish()).toMatchObject({ status: 409, body: { message: "There is no investor balance to publish yet." } });
    expect(await app.eventCount()).toBe(before);
  });

  it("when someone is not signed in, then /mine is 401; when a non-admin publishes, then 403 and nothing is published", async () => {
    expect((await app.api("GET", "/api/liabilities/mine")).status).toBe(401);
    const investor = await app.createUser();
    expect((await publish(investor.token)).status).toBe(403);
    expect((await app.api("GET", "/api/liabilities")).status).toBe(404);
  });

  it("when investors bought shares and were credited profit and rewards, then each one's proof verifies against the public root and holds their exact balances", async () => {
    a = await investorWithShares(app, "3");
    b = await investorWithShares(app, "1.5");
    c = await investorWithShares(app, "10");
    await creditProfit("2"); // 2 % of shares x $100: $6.00, $3.00, $20.00
    await investorCommand(app.ctx.store, a.id, {
      type: "CreditReferralReward",
      runId: "reward-run-liabilities",
      percentage: "5",
      teamShares: "2.5",
      teamInvestment: "250",
    }); // 5 % of $250: $12.50
    await app.settle();

    const published = await publish();
    expect(published.status).toBe(201);
    expect(published.body).toMatchObject({ investors: 3, totals: { profit: 29, reward: 12.5, shares: 14.5 } });
    expect(published.body.root).toMatch(/^0x[0-9a-f]{64}$/);

    const latest = await app.api("GET", "/api/liabilities");
    expect(latest.status).toBe(200);
    expect(latest.body).toEqual({
      root: published.body.root,
      publishedAt: published.body.publishedAt,
      investors: 3,
      totals: { profit: 29, reward: 12.5, shares: 14.5 },
    });

    const leafA = await verifiedLeaf(a);
    const leafB = await verifiedLeaf(b);
    const leafC = await verifiedLeaf(c);
    expect(leafA).toMatchObject({ profitCents: "600", rewardCents: "1250", shareHalves: "6" });
    expect(leafB).toMatchObject({ profitCents: "300", rewardCents: "0", shareHalves: "3" });
    expect(leafC).toMatchObject({ profitCents: "2000", rewardCents: "0", shareHalves: "20" });
    // The totals are the sums of the leaves.
    const sum = (k: "profitCents" | "rewardCents" | "shareHalves") => [leafA, leafB, leafC].reduce((s, l) => s + Number(l[k]), 0);
    expect([sum("profitCents") / 100, sum("rewardCents") / 100, sum("shareHalves") / 2]).toEqual([29, 12.5, 14.5]);
  });

  it("when an investor asks for their leaf, then the account is a salted hash that names neither them nor another investor", async () => {
    const leafA = await verifiedLeaf(a);
    const leafB = await verifiedLeaf(b);
    expect(leafA.account).toMatch(/^0x[0-9a-f]{64}$/);
    expect(leafA.account).not.toBe(leafB.account);
    const dump = JSON.stringify((await sql<{ tree: unknown }>`SELECT tree FROM liability_publications`.execute(app.ctx.db)).rows);
    for (const user of [a, b, c]) {
      expect(dump).not.toContain(user.id);
      expect(dump).not.toContain(user.email);
    }
    // B's answer is B's leaf only: A's values are nowhere in it.
    const ownB = await mine(b);
    expect(JSON.stringify(ownB.body)).not.toContain(leafA.account);
    expect(ownB.body.leaf).toEqual([leafB.account, "300", "0", "3"]);
  });

  it("when a user holds nothing, then /mine is 404: they are not in the publication", async () => {
    const outsider = await app.createUser();
    expect(await mine(outsider)).toMatchObject({ status: 404, body: { message: NOT_IN_LIABILITIES } });
  });

  it("when profit is credited after a publication, then the next publication has another root and the investor's new balance, recorded in the ledger", async () => {
    const before = (await app.api("GET", "/api/liabilities")).body;
    await creditProfit("1"); // $3.00, $1.50, $10.00 more
    const next = await publish();
    expect(next.status).toBe(201);
    expect(next.body.root).not.toBe(before.root);
    expect(next.body.totals).toEqual({ profit: 43.5, reward: 12.5, shares: 14.5 });
    expect((await app.api("GET", "/api/liabilities")).body.root).toBe(next.body.root);
    expect(await verifiedLeaf(a)).toMatchObject({ profitCents: "900", rewardCents: "1250", shareHalves: "6" });

    const recorded = (await app.ctx.store.readStream(streams.liabilities())).filter((e) => e.type === "LiabilitiesPublished");
    expect(recorded.map((e) => (e.data as { root: string }).root)).toEqual([before.root, next.body.root]);
    expect(recorded[1]?.data).toMatchObject({
      position: next.body.position,
      investors: 3,
      totals: { profitCents: "4350", rewardCents: "1250", shareHalves: "29" },
    });
  });

  it("when two publishes race at one ledger position, then there is one publication and both answer it", async () => {
    const before = (await app.ctx.store.readStream(streams.liabilities())).length;
    await creditProfit("0.5");
    const [one, two] = await Promise.all([publish(), publish()]);
    expect([one.status, two.status]).toEqual([201, 201]);
    expect(one.body).toEqual(two.body);
    const rows = await sql<{
      n: string;
    }>`SELECT count(*)::text AS n FROM liability_publications WHERE position = ${one.body.position}`.execute(app.ctx.db);
    expect(rows.rows[0]?.n).toBe("1");
    expect(await app.ctx.store.readStream(streams.liabilities())).toHaveLength(before + 1);
  });

  it("when the ledger is verified, then every publication's stored tree hashes to its root and sums to its totals; a tampered leaf is reported", async () => {
    expect(await failedLedgerChecks(app)).toEqual([]);
    const latest = (await app.api("GET", "/api/liabilities")).body;
    // An investor's shares raised in the stored tree (what a proof would be served from).
    await sql`UPDATE liability_publications SET tree = jsonb_set(tree, '{values,0,value,3}', '"999"') WHERE root = ${latest.root}`.execute(
      app.ctx.db,
    );
    const failed = await failedLedgerChecks(app);
    expect(failed).toEqual([
      {
        name: "every published liabilities root has its event, and its stored tree hashes to it with leaves summing to the totals",
        detail: expect.stringMatching(/^1 of 3 publication\(s\) differ \(e\.g\. [0-9a-f-]+: tree does not hash to itself\)$/),
      },
    ]);
  });
});
