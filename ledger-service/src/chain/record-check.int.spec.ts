import { money } from "@app/contracts";
import { chainCheckOf, verifiedTotals } from "@app/projections/chain-checks/queries";
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { useChainTestApp } from "../../testing/chain/chain-app.js";
import { freePort } from "../../testing/ports.js";
import { evmReader } from "./evm-reader.js";
import type { ExpectedTransfer } from "./judge.js";
import { checkPayment, type PaymentToCheck } from "./record-check.js";
import { bscDialect } from "./tron-addresses.js";

const { app, chain } = useChainTestApp();

const purchaseOf = (txId: string, amount = "200", givenAt = new Date()): PaymentToCheck => {
  const expected: ExpectedTransfer = {
    to: chain.depositBep20,
    toLabel: "our BEP20 deposit address",
    amount: money(amount),
    exact: false,
    subject: "this purchase",
  };
  return { use: "purchase", target: randomUUID(), network: "BEP20", txId, expected, givenAt };
};
const eventsOf = async (p: PaymentToCheck) => (await app.ctx.store.readStream(`chain-check-${p.use}-${p.target}`)).map((e) => e.data);

describe("checking a payment on the network and recording it in the ledger", () => {
  it("when a transfer confirms block by block, then the check goes pending (1, 2 of 3) to verified and the read model follows", async () => {
    const tx = await chain.node.transfer({ token: chain.usdt, to: chain.depositBep20, amount: "200" });
    const p = purchaseOf(tx);
    expect(await checkPayment(app.ctx, p)).toMatchObject({ status: "pending", confirmations: 1, amount: "200" });
    await chain.node.mine(1);
    expect(await checkPayment(app.ctx, p)).toMatchObject({ status: "pending", confirmations: 2 });
    await chain.node.mine(1);
    expect(await checkPayment(app.ctx, p)).toMatchObject({ status: "verified", confirmations: 3, reason: null });
    await chain.node.mine(5);
    await checkPayment(app.ctx, p);
    // A verified payment's growing confirmations are not news: three events, not four.
    expect((await eventsOf(p)).map((e) => (e as { status: string }).status)).toEqual(["pending", "pending", "verified"]);
  });

  it("when the same check runs twice with nothing new, then nothing more is recorded", async () => {
    const tx = await chain.node.transfer({ token: chain.usdt, to: chain.depositBep20, amount: "150" });
    const p = purchaseOf(tx);
    await chain.node.mine(3);
    const first = await checkPayment(app.ctx, p);
    expect(first).toMatchObject({ status: "mismatch", reason: "Sent 150.00 USDT; this purchase needs 200.00 USDT." });
    await checkPayment(app.ctx, p);
    await checkPayment(app.ctx, p);
    expect(await eventsOf(p)).toHaveLength(1);
  });

  it("when an id is still unseen 24 hours after it was given, then it is not-found", async () => {
    const p = purchaseOf(`0x${"cd".repeat(32)}`, "200", new Date(Date.now() - 25 * 60 * 60 * 1000));
    expect(await checkPayment(app.ctx, p)).toMatchObject({
      status: "not-found",
      reason: "No transaction with this id was found on BNB Smart Chain within 24 hours.",
    });
    expect(await checkPayment(app.ctx, purchaseOf(`0x${"ce".repeat(32)}`))).toMatchObject({ status: "pending", reason: null });
  });

  it("when the node is down, then a new payment stays pending with the reason and a verified one stays verified", async () => {
    const tx = await chain.node.transfer({ token: chain.usdt, to: chain.depositBep20, amount: "200" });
    await chain.node.mine(3);
    const verified = purchaseOf(tx);
    expect(await checkPayment(app.ctx, verified)).toMatchObject({ status: "verified" });
    const down = {
      ...app.ctx,
      chain: {
        BEP20: evmReader({
          network: "BEP20",
          rpcUrl: `http://127.0.0.1:${await freePort()}`,
          token: chain.usdt,
          confirmationsNeeded: 3,
          timeoutMs: 500,
          dialect: bscDialect,
        }),
      },
    };
    expect(await checkPayment(down, verified)).toMatchObject({ status: "verified" });
    expect(await checkPayment(down, purchaseOf(`0x${"ef".repeat(32)}`))).toMatchObject({
      status: "pending",
      reason: "The BEP20 node did not answer; we will check again.",
    });
  });

  it("when the block of a verified payment is reverted (reorganisation), then the check goes back to pending", async () => {
    const snap = await chain.node.snapshot();
    const tx = await chain.node.transfer({ token: chain.usdt, to: chain.depositBep20, amount: "200" });
    await chain.node.mine(3);
    const p = purchaseOf(tx);
    expect(await checkPayment(app.ctx, p)).toMatchObject({ status: "verified" });
    await chain.node.revert(snap);
    expect(await checkPayment(app.ctx, p)).toMatchObject({ status: "pending", amount: null, confirmations: null });
  });

  it("when the network is not checked, then checkPayment answers null and records nothing", async () => {
    const p = { ...purchaseOf(`0x${"aa".repeat(32)}`), network: "APTOS" as const };
    expect(await checkPayment(app.ctx, p)).toBeNull();
    expect(await eventsOf(p)).toEqual([]);
  });

  it("when checks are recorded, then the read model holds the latest one and the verified totals per network", async () => {
    const tx = await chain.node.transfer({ token: chain.usdt, to: chain.depositBep20, amount: "300.5" });
    await chain.node.mine(3);
    const p = purchaseOf(tx, "300");
    await checkPayment(app.ctx, p);
    await app.settle();
    expect(await chainCheckOf(app.ctx.db, "purchase", p.target)).toMatchObject({
      status: "verified",
      amount: "300.500000000000000000",
      network: "BEP20",
    });
    const totals = await verifiedTotals(app.ctx.db);
    expect(totals.find((t) => t.network === "BEP20")?.out).toBe("0");
  });
});
