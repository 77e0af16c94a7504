import { AWAITS_SECOND_ADMIN_MESSAGE, streams } from "@app/contracts";
import { describe, expect, it } from "vitest";
import { ANVIL_KEYS, addressOf } from "../../testing/chain/anvil.js";
import { UNCHECKED_CHAIN_CHECK, useChainTestApp } from "../../testing/chain/chain-app.js";
import type { TestUser } from "../../testing/test-app.js";
import { checkJobHandlers } from "../chain-check-jobs.js";
import { hexToTron } from "../chain/tron-addresses.js";

// Two admins: four eyes is on (FOUR_EYES_AMOUNT 1000 by default); BEP20 and TRC20 checked on anvil, 3 confirmations.
const { app, admin, chain } = useChainTestApp({}, { admin: { fullName: "Ada Admin" } });

const BEP20 = "USDT BEP20 (BSC)";
let second: TestUser | undefined;
const secondAdmin = async () => {
  second ??= await app.createUser({ fullName: "Bola Admin", isAdmin: true });
  return second;
};
const buy = async (shares: number, paymentMethod: string, txId?: string) => {
  const user = await app.createUser();
  const res = await app.api("POST", "/api/shares", {
    token: user.token,
    body: { numberOfShares: shares, paymentMethod, proof: await app.uploadProof(user.token), ...(txId ? { txId } : {}) },
  });
  expect(res.status).toBe(201);
  return { user, purchase: res.body.purchase as { _id: string; chainCheck: Record<string, unknown> } };
};
/** One run of the worker's job for a purchase (what the chain-check queue runs). */
const runJob = async (purchaseId: string) => {
  const handler = checkJobHandlers.purchase;
  if (!handler) throw new Error("no purchase handler");
  return await handler(app.ctx, purchaseId);
};
const checkNow = (id: string, token = admin.token) => app.api("POST", `/api/shares/${id}/check`, { token });
const approve = (id: string) => app.api("PUT", `/api/shares/approve/${id}`, { token: admin.token });
const pay = (amount: string, to: `0x${string}` = chain.depositBep20) => chain.node.transfer({ token: chain.usdt, to, amount });

describe("a purchase's payment checked on the chain", () => {
  it("when a real BEP20 transfer pays it, then the check goes from pending (1 of 3) to verified with the amount, confirmations and link", async () => {
    const tx = await pay("200");
    const { user, purchase } = await buy(2, BEP20, tx);
    expect(purchase.chainCheck).toEqual({
      status: "pending",
      amount: null,
      confirmations: null,
      reason: null,
      explorerUrl: `https://bscscan.com/tx/${tx}`,
      checkedAt: null,
    });
    expect(await runJob(purchase._id)).toMatchObject({ again: 3000 });
    await app.settle();
    const mine = async () => (await app.api("GET", "/api/shares/mine", { token: user.token })).body.purchases[0].chainCheck;
    expect(await mine()).toMatchObject({ status: "pending", amount: 200, confirmations: 1 });
    await chain.node.mine(2);
    const checked = await checkNow(purchase._id);
    expect(checked.status).toBe(200);
    expect(checked.body).toMatchObject({
      _id: purchase._id,
      chainCheck: { status: "verified", amount: 200, confirmations: 3, reason: null, explorerUrl: `https://bscscan.com/tx/${tx}` },
    });
    expect(typeof checked.body.chainCheck.checkedAt).toBe("string");
    await app.settle();
    expect(await mine()).toMatchObject({ status: "verified", amount: 200, confirmations: 3 });
    const all = await app.api("GET", "/api/shares/all?page=1", { token: admin.token });
    expect(all.body.purchases.find((p: { _id: string }) => p._id === purchase._id).chainCheck).toMatchObject({ status: "verified" });
  });

  it("when a verified $1,200 purchase is approved by one admin while two admins exist, then it is approved at once and no solo allowance is used", async () => {
    await secondAdmin();
    const tx = await pay("1200");
    await chain.node.mine(3);
    const { purchase } = await buy(12, BEP20, tx);
    expect(await runJob(purchase._id)).toMatchObject({ again: 60_000 });
    const res = await approve(purchase._id);
    expect(res.status).toBe(200);
    expect(res.body.purchase).toMatchObject({ status: "Approved", amount: 1200, chainCheck: { status: "verified", amount: 1200 } });
    expect(await app.ctx.store.readStream(streams.adminAllowance(admin.id))).toEqual([]);
    expect(await runJob(purchase._id)).toEqual({ again: null, check: expect.objectContaining({ status: "verified" }) });
  });

  it("when it pays too little, then it is a mismatch saying so, and even a $100 approval is held for a second admin with the reason", async () => {
    await secondAdmin();
    const tx = await pay("150");
    await chain.node.mine(3);
    const { purchase } = await buy(2, BEP20, tx);
    expect(await runJob(purchase._id)).toMatchObject({ again: null, check: { status: "mismatch" } });
    const checked = await checkNow(purchase._id);
    expect(checked.body.chainCheck).toMatchObject({
      status: "mismatch",
      amount: 150,
      reason: "Sent 150.00 USDT; this purchase needs 200.00 USDT.",
    });
    const small = await buy(1, BEP20, await pay("50"));
    await runJob(small.purchase._id);
    const held = await approve(small.purchase._id);
    expect(held.status).toBe(202);
    expect(held.body.message).toBe(
      `${AWAITS_SECOND_ADMIN_MESSAGE} The payment does not match on chain: Sent 50.00 USDT; this purchase needs 100.00 USDT.`,
    );
    expect(held.body.approval).toMatchObject({ status: "Pending" });
  });

  it("when the transfer went to another address, then the reason names it shortened and the approval is held", async () => {
    await secondAdmin();
    const stranger = addressOf(ANVIL_KEYS[4]);
    const tx = await pay("100", stranger);
    await chain.node.mine(3);
    const { purchase } = await buy(1, BEP20, tx);
    const checked = await checkNow(purchase._id);
    expect(checked.body.chainCheck).toMatchObject({
      status: "mismatch",
      reason: `The transfer went to ${stranger.slice(0, 6)}…${stranger.slice(-4)}, not to our BEP20 deposit address.`,
    });
    expect((await approve(purchase._id)).status).toBe(202);
  });

  it("when more is paid than owed, then it is verified and the excess is named", async () => {
    const tx = await pay("250");
    await chain.node.mine(3);
    const { purchase } = await buy(2, BEP20, tx);
    expect((await checkNow(purchase._id)).body.chainCheck).toMatchObject({
      status: "verified",
      amount: 250,
      reason: "Sent 250.00 USDT, 50.00 USDT more than this purchase needs.",
    });
  });

  it("when the transaction failed, or moved another token, then each is a mismatch saying so", async () => {
    const failed = await chain.node.transfer({
      token: chain.usdt,
      to: chain.depositBep20,
      amount: "100",
      fromKey: ANVIL_KEYS[3],
      gas: 100_000n,
    });
    const other = await chain.node.deployToken({ symbol: "FAKE" });
    const fake = await chain.node.transfer({ token: other, to: chain.depositBep20, amount: "100" });
    await chain.node.mine(3);
    const a = await buy(1, BEP20, failed);
    const b = await buy(1, BEP20, fake);
    expect((await checkNow(a.purchase._id)).body.chainCheck).toMatchObject({
      status: "mismatch",
      reason: "The transaction failed on the network.",
    });
    expect((await checkNow(b.purchase._id)).body.chainCheck).toMatchObject({
      status: "mismatch",
      reason: "No USDT transfer in this transaction.",
    });
  });

  it("when the id is unknown on the network, then the check stays pending and the job looks again soon", async () => {
    const { purchase } = await buy(1, BEP20, `0x${"e1".repeat(32)}`);
    expect(await runJob(purchase._id)).toMatchObject({ again: 3000, check: { status: "pending", confirmations: null, reason: null } });
    expect((await checkNow(purchase._id)).body.chainCheck).toMatchObject({ status: "pending", amount: null });
  });

  it("when an investor or an auditor asks for a check, then 403; an unknown purchase is 404", async () => {
    const { user, purchase } = await buy(1, BEP20, `0x${"e2".repeat(32)}`);
    expect((await checkNow(purchase._id, user.token)).status).toBe(403);
    const auditor = await app.createUser({ isAuditor: true });
    expect((await checkNow(purchase._id, auditor.token)).status).toBe(403);
    expect((await checkNow("00000000-0000-4000-8000-000000000000")).status).toBe(404);
  });

  it("when a payment loses its block in a reorganisation before approval, then its check goes back to pending and approval needs a second admin", async () => {
    await secondAdmin();
    const snapshot = await chain.node.snapshot();
    const tx = await pay("100");
    await chain.node.mine(3);
    const { purchase } = await buy(1, BEP20, tx);
    expect((await checkNow(purchase._id)).body.chainCheck).toMatchObject({ status: "verified" });
    await chain.node.revert(snapshot);
    expect(await runJob(purchase._id)).toMatchObject({ again: 3000, check: { status: "pending", amount: null } });
    expect((await checkNow(purchase._id)).body.chainCheck).toMatchObject({ status: "pending" });
    const held = await approve(purchase._id);
    expect(held).toMatchObject({
      status: 202,
      body: { message: `${AWAITS_SECOND_ADMIN_MESSAGE} The payment is not verified on chain yet.` },
    });
  });

  it("when a TRC20 payment is made through the node's JSON-RPC, then it is checked with TRON addresses; a BEP20 payment named on TRC20 went to the wrong address", async () => {
    const tx = await chain.node.transfer({ token: chain.usdt, to: addressOf(ANVIL_KEYS[2]), amount: "100" });
    await chain.node.mine(3);
    const { purchase } = await buy(1, "TRC20", tx.slice(2));
    expect((await checkNow(purchase._id)).body.chainCheck).toMatchObject({
      status: "verified",
      amount: 100,
      explorerUrl: `https://tronscan.org/#/transaction/${tx.slice(2)}`,
    });
    // Paid to our BEP20 address, given as a TRC20 payment: seen on TRON's side as a transfer elsewhere.
    const wrong = await pay("100");
    await chain.node.mine(3);
    const w = await buy(1, "TRC20", wrong.slice(2));
    const bepAsTron = hexToTron(chain.depositBep20);
    expect((await checkNow(w.purchase._id)).body.chainCheck).toMatchObject({
      status: "mismatch",
      reason: `The transfer went to ${bepAsTron.slice(0, 6)}…${bepAsTron.slice(-4)}, not to our TRC20 deposit address.`,
    });
  });

  it("when a purchase on a checked network has no id, then it is unchecked and its approval is held for a second admin", async () => {
    await secondAdmin();
    const { purchase } = await buy(1, BEP20);
    expect(purchase.chainCheck).toMatchObject({ status: "unchecked", explorerUrl: null });
    expect(await approve(purchase._id)).toMatchObject({
      status: 202,
      body: { message: `${AWAITS_SECOND_ADMIN_MESSAGE} No transaction id was given, so the payment is not verified on chain.` },
    });
  });

  it("when a purchase is on a network without a node (APTOS here), then it is unchecked and the usual four-eyes rules apply", async () => {
    await secondAdmin();
    const { purchase } = await buy(1, "APTOS", `0x${"a1".repeat(32)}`);
    expect(purchase.chainCheck).toEqual(UNCHECKED_CHAIN_CHECK);
    expect(await runJob(purchase._id)).toEqual({ again: null, check: null });
    expect((await approve(purchase._id)).status).toBe(200);
  });
});
