import { streams } from "@app/contracts";
import { appendDecided, type Fold, foldEvents, readFolded } from "@app/event-store/command-runner";
import { PostgresEventStore } from "@app/event-store";
import type { EventStore } from "@app/event-store/port";
import { useSnapshots } from "@app/event-store/snapshots";
import { encodeState } from "@app/event-store/state-codec";
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { LONE_ADMIN_UNCAPPED, useTestApp } from "../../testing/test-app.js";
import { verifyLedger } from "../audit/verify.js";
import { soloFold } from "../approvals/four-eyes.js";
import { soloMeasure, soloSum } from "../approvals/thresholds.js";
import { settingsFold } from "../settings/settings.js";
import { offeringFold, remainingSupply } from "./offering.js";

const { app, admin } = useTestApp({ ...LONE_ADMIN_UNCAPPED, UPLOAD_RATE_PER_HOUR: "1000" }, { admin: {} });

const buyAndApprove = async (token: string, shares: number) => {
  const body = { numberOfShares: shares, paymentMethod: "TRC20", proof: await app.uploadProof(token) };
  const bought = await app.api("POST", "/api/shares", { token, body });
  expect(bought.status).toBe(201);
  const approved = await app.api("PUT", `/api/shares/approve/${bought.body.purchase._id}`, { token: admin.token });
  expect(approved.status).toBe(200);
};

/** A process started now: a new store on the same database (empty fold cache), with or without snapshots. */
function restarted(withSnapshots: boolean): EventStore {
  const store = new PostgresEventStore(app.ctx.handle.pool);
  if (withSnapshots) useSnapshots(store, app.ctx.db);
  return store;
}

/** The state `fold` gives on `store`, and how many of the stream's events the store handed out for it. */
async function stateAndEventsRead<S>(store: EventStore, streamId: string, fold: Fold<S>) {
  const readStream = store.readStream.bind(store);
  let read = 0;
  store.readStream = async (id, options) => {
    const events = await readStream(id, options);
    read += events.length;
    return events;
  };
  const state = await readFolded(store, streamId, fold);
  return { state, read };
}

describe("snapshots of the streams every command reads (issue 38)", () => {
  it("when the offering, the settings and an admin's allowance grew past a snapshot, then a restarted process folds only their tails and decides on exactly the same state as a full replay", async () => {
    const investor = await app.createUser();
    // An admin's approvals done alone over 20 days before (most outside the windows).
    const allowanceStream = streams.adminAllowance(admin.id);
    const allowance = (await app.ctx.store.readStream(allowanceStream)).length;
    const now = app.ctx.clock().getTime();
    await appendDecided(app.ctx.store, [
      {
        streamId: allowanceStream,
        expectedVersion: allowance,
        events: Array.from({ length: 150 }, (_, i) => ({
          type: "AdminAllowanceUsed" as const,
          data: {
            kind: "withdrawal" as const,
            target: `seed-${i}`,
            amount: "10.00",
            at: new Date(now - (150 - i) * 3.2 * 3_600_000).toISOString(),
          },
        })),
      },
    ]);
    await buyAndApprove(investor.token, 1);
    // Long histories, through the command path's append: 240 offering events (shares allocated
    // and given back, as a bought and sold-back half share leaves them), 150 price changes.
    const offering = (await app.ctx.store.readStream(streams.offering())).length;
    await appendDecided(app.ctx.store, [
      {
        streamId: streams.offering(),
        expectedVersion: offering,
        events: Array.from({ length: 120 }, (_, i) => [
          { type: "OfferingSharesAllocated" as const, data: { purchaseId: `seed-${i}`, userId: "seeded", shares: "0.5" } },
          { type: "OfferingSharesReturned" as const, data: { sellBackId: `seed-${i}`, userId: "seeded", shares: "0.5" } },
        ]).flat(),
      },
    ]);
    const settings = (await app.ctx.store.readStream(streams.settings())).length;
    await appendDecided(app.ctx.store, [
      {
        streamId: streams.settings(),
        expectedVersion: settings,
        events: Array.from({ length: 150 }, (_, i) => ({
          type: "SharePriceChanged" as const,
          data: { previousPrice: (100 + i).toFixed(2), pricePerShare: (101 + i).toFixed(2) },
        })),
      },
    ]);
    // The next purchase and approval read all three streams: each is snapshotted on the way.
    await buyAndApprove(investor.token, 0.5);
    const snapshotted = await sql<{ stream_id: string; version: number }>`
      SELECT stream_id, version FROM stream_snapshots WHERE stream_id = ANY(${[streams.offering(), streams.settings(), allowanceStream]}::text[])`.execute(
      app.ctx.db,
    );
    expect(new Map(snapshotted.rows.map((r) => [r.stream_id, r.version]))).toEqual(
      new Map([
        [streams.offering(), expect.any(Number)],
        [streams.settings(), expect.any(Number)],
        [allowanceStream, expect.any(Number)],
      ]),
    );
    for (const row of snapshotted.rows) expect(row.version).toBeGreaterThan(100);
    await buyAndApprove(investor.token, 0.5);

    const cases = [
      { streamId: streams.offering(), fold: offeringFold as Fold<unknown> },
      { streamId: streams.settings(), fold: settingsFold as Fold<unknown> },
      { streamId: allowanceStream, fold: soloFold as Fold<unknown> },
    ];
    for (const { streamId, fold } of cases) {
      const whole = (await app.ctx.store.readStream(streamId)).length;
      const fromSnapshot = await stateAndEventsRead(restarted(true), streamId, fold);
      const fromZero = await stateAndEventsRead(restarted(false), streamId, fold);
      expect(fromZero.read).toBe(whole);
      expect(fromSnapshot.read).toBeLessThan(whole - 100);
      expect(encodeState(fromSnapshot.state)).toEqual(encodeState(fromZero.state));
      expect(encodeState(fromZero.state)).toEqual(encodeState(foldEvents(fold, await app.ctx.store.readStream(streamId))));
    }

    // What they add up to: 1 + 0.5 + 0.5 bought (the seeded ones given back), of 2,500; the last price;
    // the day's solo dollars: 7 seeded entries within 24 hours and this test's approvals.
    const offeringState = await readFolded(restarted(true), streams.offering(), offeringFold);
    expect(remainingSupply(offeringState).toFixed(2)).toBe("2498.00");
    expect((await readFolded(restarted(true), streams.settings(), settingsFold)).pricePerShare).toBe("250.00");
    const measure = soloMeasure(app.ctx.config, { kind: "withdrawal", withdrawalId: "x", userId: "x", amount: "1.00" }, true);
    if (!measure) throw new Error("a withdrawal approved alone is measured");
    const solo = await readFolded(restarted(true), allowanceStream, soloFold);
    const rawEntries = (await app.ctx.store.readStream(allowanceStream)).map((e) => e.data as (typeof solo)[number]);
    expect(soloSum(measure, solo, app.ctx.clock()).toFixed(2)).toBe(soloSum(measure, rawEntries, app.ctx.clock()).toFixed(2));
    expect(solo.length).toBeLessThan(rawEntries.length);

    // ledger:verify: the read models and the ledger agree, snapshots or not.
    await app.ctx.readYourWrites(await app.ctx.store.headPosition());
    const failed = (await verifyLedger(app.ctx.db, app.ctx.store)).filter((r) => !r.ok);
    expect(failed).toEqual([]);
  });
});
