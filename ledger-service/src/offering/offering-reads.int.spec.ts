import { streams } from "@app/contracts";
import { appendDecided } from "@app/event-store/command-runner";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../testing/test-app.js";

const { app, admin } = useTestApp({ UPLOAD_RATE_PER_HOUR: "1000" }, { admin: {} });

/** Events of `streamId` the store handed out while `run` ran (the real store, called through). */
async function eventsRead(streamId: string, run: () => Promise<unknown>): Promise<number> {
  const store = app.ctx.store;
  const readStream = store.readStream;
  let read = 0;
  store.readStream = async (id, options) => {
    const events = await readStream.call(store, id, options);
    if (id === streamId) read += events.length;
    return events;
  };
  try {
    await run();
  } finally {
    store.readStream = readStream;
  }
  return read;
}

const buy = async (token: string, shares: number): Promise<string> => {
  const body = { numberOfShares: shares, paymentMethod: "TRC20", proof: await app.uploadProof(token) };
  const bought = await app.api("POST", "/api/shares", { token, body });
  expect(bought.status).toBe(201);
  return bought.body.purchase._id;
};
const approve = (purchaseId: string) => app.api("PUT", `/api/shares/approve/${purchaseId}`, { token: admin.token });
const buyAndApprove = async (token: string, shares: number) => approve(await buy(token, shares));

describe("the offering stream as the ledger grows (issue 38)", () => {
  it("when many purchases were approved before, then an approval reads only the offering's new events, not its history", async () => {
    const investor = await app.createUser();
    for (let i = 0; i < 12; i++) expect((await buyAndApprove(investor.token, 0.5)).status).toBe(200);
    const offeringEvents = (await app.ctx.store.readStream(streams.offering())).length;
    expect(offeringEvents).toBeGreaterThanOrEqual(12);
    // The 13th purchase and approval: at most what changed since the 12th (its one event), never the history.
    const read = await eventsRead(streams.offering(), async () => expect((await buyAndApprove(investor.token, 0.5)).status).toBe(200));
    expect(read).toBeLessThanOrEqual(1);
  });

  it("when another writer allocates shares between two approvals, then the next approval decides on them (the cap holds)", async () => {
    const investor = await app.createUser();
    expect((await buyAndApprove(investor.token, 1)).status).toBe(200);
    const pending = await buy(investor.token, 0.5);
    const offering = await app.ctx.store.readStream(streams.offering());
    // Another process takes every share left: the next approval must see it and refuse.
    const allocated = offering.reduce((sum, e) => {
      const d = e.data as { shares?: string; previousShares?: string; newShares?: string };
      if (e.type === "OfferingSharesAllocated") return sum + Number(d.shares);
      return sum;
    }, 0);
    await appendDecided(app.ctx.store, [
      {
        streamId: streams.offering(),
        expectedVersion: offering.length,
        events: [
          { type: "OfferingSharesAllocated", data: { purchaseId: "elsewhere", userId: "elsewhere", shares: String(2500 - allocated) } },
        ],
      },
    ]);
    const refused = await approve(pending);
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe("Only 0 shares remain in this offering.");
  });
});
