import { bep20Settings, useAnvilTestApp } from "@app/ledger-service/testing/chain/chain-app";
import { bscWallet } from "@app/ledger-service/testing/wallets";
import { approvedWithdrawal } from "@app/ledger-service/testing/withdrawals";
import { money, queueNames } from "@app/contracts";
import { Queue } from "bullmq";
import type { Address } from "viem";
import { describe, expect, it } from "vitest";
import { until, useWorkers } from "../../testing/workers.js";

const { app, chain } = useAnvilTestApp((anvil) => ({
  ...bep20Settings(anvil),
  CHAIN_BEP20_CONFIRMATIONS: "5",
  RESERVES_EVERY_MINUTES: "30",
}));
useWorkers(app);

describe("the chain-out workers (issue 34)", () => {
  it("when a payout is recorded before it has its confirmations, then the payout-check job checks again until the blocks arrive and it is verified", async () => {
    const admin = await app.createUser({ isAdmin: true });
    const wallet = bscWallet("worker-payout") as Address;
    const { id, investor } = await approvedWithdrawal(app, admin, { profit: "1000", amount: 200, wallet, network: "USDT BEP20 (BSC)" });
    const tx = await chain.node.transfer({ token: chain.usdt, to: wallet, amount: "190" });
    expect((await app.api("PUT", `/api/withdrawals/${id}/payout`, { token: admin.token, body: { txId: tx } })).status).toBe(200);

    const payout = async () =>
      ((await app.api("GET", "/api/withdrawals", { token: investor.token })).body.withdrawals[0] as { payout: { status: string } }).payout;
    // 1 confirmation of 5: the job's checks find it pending until the blocks come.
    await new Promise((r) => setTimeout(r, 1000));
    expect((await payout()).status).toBe("pending");
    await chain.node.mine(4);
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
