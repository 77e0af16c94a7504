import { INSUFFICIENT_PROFIT, money, streams } from "@app/contracts";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../testing/test-app.js";
import { paidWalletsFold } from "../withdrawals/wallet-holds.js";
import { creditBalanceForTest } from "../withdrawals/test-seeding.js";
import { withdrawalRequestFold } from "../withdrawals/withdrawals.js";
import { foldedStreams } from "./folded-streams.js";
import { initialInvestorState } from "./investor.js";

const { app } = useTestApp();

const withdraw = (token: string, amount: number) =>
  app.api("POST", "/api/withdrawals", { token, body: { amount, wallet: "TCachedWallet", network: "USDT TRC20", source: "profit" } });

describe("withdrawal requests over a cached fold of the investor's stream", () => {
  it("when another writer appends to the stream between two requests, then the second request decides on every event", async () => {
    const user = await app.createUser();
    await creditBalanceForTest(app.ctx, user.id, "profit", "100");
    expect((await withdraw(user.token, 60)).status).toBe(201); // the fold is cached at the credit
    expect(foldedStreams(app.ctx.store, withdrawalRequestFold).size).toBeGreaterThan(0);
    // Appended by the plain command runner, which knows nothing of the cache: 40 + 50 = 90.
    await creditBalanceForTest(app.ctx, user.id, "profit", "50");
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
