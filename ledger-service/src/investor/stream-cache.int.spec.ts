import { INSUFFICIENT_PROFIT, money, streams } from "@app/contracts";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../testing/test-app.js";
import { paidWalletsFold } from "../payouts/wallet-holds.js";
import { creditBalanceForTest } from "../../testing/test-seeding.js";
import { withdrawalRequestFold } from "../withdrawals/withdrawals.js";
import { foldedStreams } from "@app/event-store/stream-cache";
import { initialInvestorState } from "./investor.js";
import { tronWallet } from "../../testing/wallets.js";

const { app } = useTestApp();

const withdraw = (token: string, amount: number) =>
  app.api("POST", "/api/withdrawals", { token, body: { amount, wallet: tronWallet("cached"), network: "USDT TRC20", source: "profit" } });

/** Counts the store's stream reads of `streamId` while `run` runs (the real store, called through). */
async function streamReads(streamId: string, run: () => Promise<unknown>): Promise<number> {
  const store = app.ctx.store;
  const readStream = store.readStream;
  let reads = 0;
  store.readStream = (id, options) => {
    if (id === streamId) reads++;
    return readStream.call(store, id, options);
  };
  try {
    await run();
  } finally {
    store.readStream = readStream;
  }
  return reads;
}

describe("withdrawal requests over a cached fold of the investor's stream", () => {
  it("when this process appended the stream's last events, then the next request folds them without reading the stream", async () => {
    const user = await app.createUser();
    await creditBalanceForTest(app.ctx, user.id, "profit", "100");
    const stream = streams.investor(user.id);
    expect(await streamReads(stream, async () => expect((await withdraw(user.token, 30)).status).toBe(201))).toBe(1);
    expect(await streamReads(stream, async () => expect((await withdraw(user.token, 50)).status).toBe(201))).toBe(0);
    // 20 left: refused on what this process knows, then decided again on the tail read.
    let refused: Awaited<ReturnType<typeof withdraw>> | undefined;
    expect(
      await streamReads(stream, async () => {
        refused = await withdraw(user.token, 25);
      }),
    ).toBe(1);
    expect(refused?.status).toBe(422);
    expect(refused?.body.message).toBe(INSUFFICIENT_PROFIT);
    expect((await withdraw(user.token, 20)).status).toBe(201);
    const me = (await app.api("GET", "/api/user/dashboard", { token: user.token })).body.user;
    expect(me).toMatchObject({ profitBalance: 0, withdrawalHold: 100 });
  });

  it("when another writer appends to the stream between two requests, then the second request decides on every event", async () => {
    const user = await app.createUser();
    await creditBalanceForTest(app.ctx, user.id, "profit", "100");
    expect((await withdraw(user.token, 60)).status).toBe(201); // the fold is cached at the credit
    expect(foldedStreams(app.ctx.store, withdrawalRequestFold).size).toBeGreaterThan(0);
    // Appended by the plain command runner, which knows nothing of the cache: 40 + 50 = 90.
    await creditBalanceForTest(app.ctx, user.id, "profit", "50");
    // Refused on the cached state (40), accepted on the tail read (90).
    expect((await withdraw(user.token, 80)).status).toBe(201);
    const refused = await withdraw(user.token, 20); // 10 left
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe(INSUFFICIENT_PROFIT);
    const me = (await app.api("GET", "/api/user/dashboard", { token: user.token })).body.user;
    expect(me).toMatchObject({ profitBalance: 10, withdrawalHold: 140 });
  });

  it("when the cached state is wrong for the stream (ahead of it), then the append's version check refuses it and the request decides on the whole stream", async () => {
    const user = await app.createUser();
    await creditBalanceForTest(app.ctx, user.id, "profit", "100");
    // A state the stream never had, at a version it does not have: a rich investor at version 5.
    const rich = { investor: { ...initialInvestorState(), profit: money(1_000_000) }, wallets: paidWalletsFold.initial() };
    foldedStreams(app.ctx.store, withdrawalRequestFold).put(streams.investor(user.id), 5, rich);
    const res = await withdraw(user.token, 500);
    expect(res.status).toBe(422);
    expect(res.body.message).toBe(INSUFFICIENT_PROFIT);
    expect((await withdraw(user.token, 30)).status).toBe(201);
    const me = (await app.api("GET", "/api/user/dashboard", { token: user.token })).body.user;
    expect(me).toMatchObject({ profitBalance: 70, withdrawalHold: 30 });
  });
});
