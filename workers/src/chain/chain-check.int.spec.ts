import { useChainTestApp } from "@app/ledger-service/testing/chain/chain-app";
import { describe, expect, it } from "vitest";
import { until, useWorkers } from "../../testing/workers.js";

const { app, chain } = useChainTestApp();
useWorkers(app);

describe("the chain-check worker", () => {
  it("when a purchase names a real transfer, then the worker checks it on its own, again until its confirmations are in, and records each change once", async () => {
    const tx = await chain.node.transfer({ token: chain.usdt, to: chain.depositBep20, amount: "100" });
    const user = await app.createUser();
    const res = await app.api("POST", "/api/shares", {
      token: user.token,
      body: { numberOfShares: 1, paymentMethod: "USDT BEP20 (BSC)", txId: tx, proof: await app.uploadProof(user.token) },
    });
    expect(res.status).toBe(201);
    const id = res.body.purchase._id as string;
    const check = async () => {
      await app.settle();
      return (await app.api("GET", "/api/shares/mine", { token: user.token })).body.purchases[0].chainCheck;
    };
    expect(await until(check, (c) => c.confirmations === 1)).toMatchObject({ status: "pending", amount: 100, confirmations: 1 });
    await chain.node.mine(2);
    expect(await until(check, (c) => c.status === "verified")).toMatchObject({ status: "verified", amount: 100, confirmations: 3 });
    // One job per purchase: enqueueing it again is a no-op, and the job keeps a verified, undecided purchase in view.
    await app.ctx.queues.checkChainPayment({ use: "purchase", target: id });
    const events = await app.ctx.store.readStream(`chain-check-purchase-${id}`);
    expect(events.map((e) => (e.data as { status: string }).status)).toEqual(["pending", "verified"]);
  });
});
