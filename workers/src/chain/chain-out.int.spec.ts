import { ANVIL_KEYS, type AnvilNode, addressOf, startAnvil } from "@app/ledger-service/testing/chain/anvil";
import { startTestApp, type TestApp } from "@app/ledger-service/testing/test-app";
import { bscWallet } from "@app/ledger-service/testing/wallets";
import { creditBalanceForTest } from "@app/ledger-service/testing/test-seeding";
import { money, queueNames } from "@app/contracts";
import { Queue } from "bullmq";
import type { Address } from "viem";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startWorkers, type WorkerSet } from "../start-workers.js";

let node: AnvilNode;
let usdt: Address;
let app: TestApp;
let workers: WorkerSet;

beforeAll(async () => {
  node = await startAnvil();
  usdt = await node.deployToken({ decimals: 18 });
  app = await startTestApp({
    CHAIN_BEP20_RPC_URL: node.rpcUrl,
    CHAIN_BEP20_USDT: usdt,
    CHAIN_BEP20_CONFIRMATIONS: "5",
    DEPOSIT_ADDRESS_BEP20: addressOf(ANVIL_KEYS[1]),
    RESERVES_EVERY_MINUTES: "30",
  });
  workers = startWorkers(app.ctx, app.runtime.redis, app.queuePrefix);
}, 90_000);
afterAll(async () => {
  await workers?.close();
  await app?.stop();
  await node?.stop();
});

const until = async <T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 30_000): Promise<T> => {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((r) => setTimeout(r, 200));
  }
};

describe("the chain-out workers (issue 34)", () => {
  it("when a payout is recorded before it has its confirmations, then the payout-check job checks again until the blocks arrive and it is verified", async () => {
    const admin = await app.createUser({ isAdmin: true });
    const investor = await app.createUser();
    await creditBalanceForTest(app.ctx, investor.id, "profit", "1000");
    const wallet = bscWallet("worker-payout") as Address;
    const asked = await app.api("POST", "/api/withdrawals", {
      token: investor.token,
      body: { amount: 200, wallet, network: "USDT BEP20 (BSC)", source: "profit" },
    });
    const id = asked.body.withdrawal._id as string;
    expect((await app.api("PUT", `/api/withdrawals/approve/${id}`, { token: admin.token })).status).toBe(200);
    const tx = await node.transfer({ token: usdt, to: wallet, amount: "190" });
    expect((await app.api("PUT", `/api/withdrawals/${id}/payout`, { token: admin.token, body: { txId: tx } })).status).toBe(200);

    const payout = async () =>
      ((await app.api("GET", "/api/withdrawals", { token: investor.token })).body.withdrawals[0] as { payout: { status: string } }).payout;
    // 1 confirmation of 5: the job's checks find it pending until the blocks come.
    await new Promise((r) => setTimeout(r, 1000));
    expect((await payout()).status).toBe("pending");
    await node.mine(4);
    expect((await until(payout, (p) => p.status === "verified")).status).toBe("verified");
  }, 60_000);

  it("when the workers start, then the reserves are read on RESERVES_EVERY_MINUTES's schedule and the reading is kept", async () => {
    const queue = new Queue(queueNames.reserves, { connection: app.runtime.redis, prefix: app.queuePrefix });
    const schedulers = await until(
      () => queue.getJobSchedulers(),
      (s) => s.length > 0,
    );
    await queue.close();
    expect(schedulers).toEqual([expect.objectContaining({ key: "reserves", every: 30 * 60_000 })]);
    const latest = await until(
      async () =>
        (await app.api("GET", "/api/reserves")).body.reserves as Array<{
          network: string;
          onChain: string;
          ledger: string;
          difference: string;
        }>,
      (r) => r.length > 0,
    );
    expect(latest).toEqual([expect.objectContaining({ network: "BEP20" })]);
    const [bep20] = latest;
    expect(bep20 && money(bep20.onChain).sub(bep20.ledger).eq(bep20.difference)).toBe(true);
  }, 60_000);
});
