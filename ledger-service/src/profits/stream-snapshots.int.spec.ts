import { randomUUID } from "node:crypto";
import { streams } from "@app/contracts";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { evolve, INVESTOR_FOLD_ID, initialInvestorState, type InvestorState } from "../investor/investor.js";
import { foldEvents } from "@app/event-store/command-runner";
import { encodeState } from "@app/event-store/state-codec";
import { verifyLedger } from "../audit/verify.js";
import { investorWithShares, resetRunBookkeeping } from "../../testing/seed-ledger.js";
import { startTestApp, type TestApp, LONE_ADMIN_UNCAPPED } from "../../testing/test-app.js";
import { processRun } from "./run-engine.js";
import { loadFolded } from "@app/event-store/snapshots";
import type { EventStore, RecordedEvent } from "@app/event-store/port";

// Snapshots after 3 folded events, so a few runs take and use them.
let app: TestApp;
let admin: { token: string };
beforeAll(async () => {
  app = await startTestApp({ ...LONE_ADMIN_UNCAPPED, PROFIT_RUN_BATCH_SIZE: "2", RUN_SNAPSHOT_EVERY: "3" });
  admin = await app.createUser({ isAdmin: true });
  await app.api("PUT", "/api/admin/share-price", { token: admin.token, body: { pricePerShare: 100 } });
});
afterAll(async () => {
  await app?.stop();
});

const investorFold = { id: INVESTOR_FOLD_ID, initial: initialInvestorState, evolve };

async function creditRun(percentage: string): Promise<string> {
  const res = await app.api("POST", "/api/profits/credit", { token: admin.token, body: { percentage } });
  expect(res.status).toBe(200);
  const runId = res.body.runId as string;
  await processRun(app.ctx, runId);
  await app.ctx.readYourWrites(await app.ctx.store.headPosition());
  return runId;
}
const runTotal = async (runId: string) => (await app.api("GET", `/api/profits/runs/${runId}`, { token: admin.token })).body.totalAmount;
const totalProfit = async (userId: string) =>
  (await app.ctx.db.selectFrom("investor_balances").select("total_profit").where("user_id", "=", userId).executeTakeFirstOrThrow())
    .total_profit;
const snapshotOf = async (userId: string) =>
  (
    await sql<{ version: number; fold: string; state: unknown }>`
      SELECT version, fold, state FROM stream_snapshots WHERE stream_id = ${streams.investor(userId)}`.execute(app.ctx.db)
  ).rows[0];
/** The fold of the stream's first `version` events, as stored JSON. */
async function foldedAt(userId: string, version: number) {
  const events = await app.ctx.store.readStream(streams.investor(userId));
  return encodeState(foldEvents<InvestorState>(investorFold, events.slice(0, version)));
}

describe("profit runs with stream snapshots", () => {
  it("when runs follow each other, then members are snapshotted, later runs fold only the events after, and every credit is right", async () => {
    const a = await investorWithShares(app, "2");
    const b = await investorWithShares(app, "7.5");
    for (const pct of ["1", "2", "0.5", "3", "1.25"]) await creditRun(pct);

    // 2 x $100 x 7.75% and 7.5 x $100 x 7.75%, credited run by run in cents.
    expect(await totalProfit(a.id)).toBe("15.50");
    expect(await totalProfit(b.id)).toBe("58.13");
    for (const user of [a, b]) {
      const snapshot = await snapshotOf(user.id);
      expect(snapshot).toMatchObject({ fold: INVESTOR_FOLD_ID });
      expect(snapshot?.state).toEqual(await foldedAt(user.id, snapshot?.version ?? -1));
      const stream = await app.ctx.store.readStream(streams.investor(user.id));
      const loaded = (await loadFolded(app.ctx, investorFold, [streams.investor(user.id)])).get(streams.investor(user.id));
      expect(loaded?.tail.length).toBeLessThan(stream.length);
      expect(loaded?.version).toBe(stream.length);
      expect(encodeState(loaded?.state)).toEqual(encodeState(foldEvents(investorFold, stream)));
    }
  });

  it("when a run is processed again after a crash and the snapshot already holds its credits, then totals stay and nobody is credited twice", async () => {
    const user = await investorWithShares(app, "4");
    // Runs of 1% until one's credit is the newest event of the member's snapshot.
    let runId = "";
    let runs = 0;
    const snapshotIsNewest = async () =>
      (await snapshotOf(user.id))?.version === (await app.ctx.store.readStream(streams.investor(user.id))).length;
    while (runs < 6 && (runs === 0 || !(await snapshotIsNewest()))) {
      runId = await creditRun("1");
      runs++;
    }
    expect(await snapshotIsNewest()).toBe(true);
    const total = await runTotal(runId);
    await resetRunBookkeeping(app, runId);
    await processRun(app.ctx, runId);
    expect(await runTotal(runId)).toBe(total);
    const member = await app.ctx.db
      .selectFrom("money_run_members")
      .select("amount")
      .where("run_id", "=", runId)
      .where("user_id", "=", user.id)
      .executeTakeFirstOrThrow();
    expect(member.amount).toBe("4.00");
    expect(await totalProfit(user.id)).toBe((4 * runs).toFixed(2));
  });

  it("when a batch's streams hold more events than may be read at once, then they are read a group at a time, and each state, version and kept event is the whole stream's", async () => {
    const users = [];
    for (const shares of ["1", "2", "3", "4", "5"]) users.push(await investorWithShares(app, shares));
    for (const pct of ["1", "2"]) await creditRun(pct);
    const ids = users.map((u) => streams.investor(u.id));
    // The store, counting the events each bulk read returns.
    const reads: number[] = [];
    const bulk = app.ctx.store as EventStore & { readStreamsAfter(after: Map<string, number>): Promise<Map<string, RecordedEvent[]>> };
    const counting = Object.create(bulk, {
      readStreamsAfter: {
        value: async (after: Map<string, number>) => {
          const tails = await bulk.readStreamsAfter(after);
          reads.push([...tails.values()].reduce((n, tail) => n + tail.length, 0));
          return tails;
        },
      },
    }) as EventStore;
    // A fold name without snapshots: every stream is read whole.
    const fold = { ...investorFold, id: "investor@test:whole-streams" };
    const wholeStreams = await Promise.all(ids.map((id) => app.ctx.store.readStream(id)));
    const longest = Math.max(...wholeStreams.map((s) => s.length));
    const isCredit = (e: RecordedEvent) => e.type === "ProfitCredited";
    const loaded = await loadFolded({ db: app.ctx.db, store: counting }, fold, ids, {
      maxEvents: longest + 1,
      estimate: {},
      keepTail: isCredit,
    });
    expect(reads.length).toBeGreaterThan(1);
    for (const n of reads) expect(n).toBeLessThanOrEqual(longest + 1);
    expect(reads.reduce((a, b) => a + b, 0)).toBe(wholeStreams.reduce((n, s) => n + s.length, 0));
    for (const [i, id] of ids.entries()) {
      const stream = wholeStreams[i] as RecordedEvent[];
      const one = loaded.get(id);
      expect(one?.version).toBe(stream.length);
      expect(one?.folded).toBe(stream.length);
      expect(encodeState(one?.state)).toEqual(encodeState(foldEvents(investorFold, stream)));
      expect(one?.tail.map((e) => e.eventId)).toEqual(stream.filter(isCredit).map((e) => e.eventId));
    }
  });

  it("when the first group's tails are all empty (every snapshot current), then the rest of the batch is read in one go, not a guessed group at a time", async () => {
    // Streams with nothing after version 0: what a batch reads when each member's snapshot is current.
    const ids = Array.from({ length: 5 }, () => streams.investor(randomUUID()));
    let reads = 0;
    const bulk = app.ctx.store as EventStore & { readStreamsAfter(after: Map<string, number>): Promise<Map<string, RecordedEvent[]>> };
    const counting = Object.create(bulk, {
      readStreamsAfter: {
        value: async (after: Map<string, number>) => {
          reads++;
          return await bulk.readStreamsAfter(after);
        },
      },
    }) as EventStore;
    // 100 events at most: the first guess (64 per stream) reads one stream; the measured 0 the other four together.
    const loaded = await loadFolded({ db: app.ctx.db, store: counting }, investorFold, ids, { maxEvents: 100, estimate: {} });
    expect(reads).toBe(2);
    for (const id of ids) expect(loaded.get(id)?.version).toBe(0);
  });

  it("when a snapshot was made by other fold code, then it is not used and the next run replaces it", async () => {
    const user = await investorWithShares(app, "10");
    for (const pct of ["1", "1", "1"]) await creditRun(pct);
    // A state the current code would never make, under another fold's name.
    await sql`UPDATE stream_snapshots SET fold = 'investor@0:retired', state = '{"profit": {"$d": "999999"}}'
              WHERE stream_id = ${streams.investor(user.id)}`.execute(app.ctx.db);
    await creditRun("1");
    expect(await totalProfit(user.id)).toBe("40.00");
    const snapshot = await snapshotOf(user.id);
    expect(snapshot?.fold).toBe(INVESTOR_FOLD_ID);
    expect(snapshot?.state).toEqual(await foldedAt(user.id, snapshot?.version ?? -1));
  });

  it("when a snapshot a run would use is altered, then ledger verification fails and names the investor", async () => {
    const user = await investorWithShares(app, "3");
    for (const pct of ["1", "1", "1", "1"]) await creditRun(pct);
    const check = async () => (await verifyLedger(app.ctx.db, app.ctx.store)).find((r) => r.name.startsWith("stream snapshots"));
    expect(await check()).toMatchObject({ ok: true });
    await sql`UPDATE stream_snapshots SET state = jsonb_set(state, '{profit,$d}', '"1000.00"')
              WHERE stream_id = ${streams.investor(user.id)}`.execute(app.ctx.db);
    const failed = await check();
    expect(failed).toMatchObject({ ok: false });
    expect(failed?.detail).toContain(user.id);
  });
});
