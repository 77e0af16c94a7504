import { AWAITS_SECOND_ADMIN_MESSAGE, queueNames, streams } from "@app/contracts";
import { describe, expect, it } from "vitest";
import { ANVIL_KEYS, addressOf } from "../../testing/chain/anvil.js";
import { UNCHECKED_CHAIN_CHECK, useChainTestApp } from "../../testing/chain/chain-app.js";
import { investorCommand } from "../../testing/seed-ledger.js";
import type { TestUser } from "../../testing/test-app.js";
import { checkJobHandlers } from "../chain-check-jobs.js";
import { loanSteps } from "../../testing/loan-helpers.js";

// Repayments go to a dev key's address on BEP20, checked on anvil (3 confirmations); four eyes on once a second admin exists.
const REPAYMENT_ADDRESS = addressOf(ANVIL_KEYS[3]);
const { app, admin, chain } = useChainTestApp(
  { LOAN_REPAYMENT_NETWORK: "USDT BEP20 (BSC)", LOAN_REPAYMENT_ADDRESS: REPAYMENT_ADDRESS },
  { admin: { fullName: "Ada Admin" } },
);
const { investorWith, borrow } = loanSteps(() => ({ app, admin }));

let second: TestUser | undefined;
const secondAdmin = async () => {
  second ??= await app.createUser({ fullName: "Bola Admin", isAdmin: true });
  return second;
};
/** An approved loan of $2,000 ($2,200 payable), approved in the ledger whatever the admins. */
const approvedLoan = async () => {
  const user = await investorWith("100");
  const loanId = (await borrow(user.token, 20)).body.loan._id as string;
  await investorCommand(app.ctx.store, user.id, { type: "ApproveLoan", loanId, now: new Date() });
  await app.settle();
  return { user, loanId };
};
const repay = async (token: string, loanId: string, amount: number, txId?: string) =>
  app.api("POST", "/api/loans/manual-payment", {
    token,
    body: { loanId, amount, proofUrl: await app.uploadProof(token), ...(txId ? { txId } : {}) },
  });
const pay = (amount: string, to: `0x${string}` = REPAYMENT_ADDRESS) => chain.node.transfer({ token: chain.usdt, to, amount });
const runJob = async (loanId: string, paymentIndex: number, separator = ":") => {
  const handler = checkJobHandlers["loan-repayment"];
  if (!handler) throw new Error("no loan-repayment handler");
  const outcome = await handler(app.ctx, `${loanId}${separator}${paymentIndex}`);
  await app.settle();
  return outcome;
};
const approve = (loanId: string, paymentIndex: number) =>
  app.api("PUT", "/api/loans/manual-payment/approve", { token: admin.token, body: { loanId, paymentIndex } });
const paymentsSeenBy = async (token: string) => (await app.api("GET", "/api/loans/summary", { token })).body.manualPayments;

describe("a manual loan repayment checked on the chain", () => {
  it("when a real BEP20 transfer pays a $1,200 repayment, then it is verified and one admin approves it while two admins exist, using no solo allowance", async () => {
    await secondAdmin();
    const { user, loanId } = await approvedLoan();
    const tx = await pay("1200");
    await chain.node.mine(3);
    expect(await repay(user.token, loanId, 1200, tx)).toMatchObject({ status: 201 });
    // The worker's job was queued for this payment (the chain-check queue runs the handler below).
    const queue = app.ctx.queues.all().find((q) => q.name === queueNames.chainCheck);
    const job = await queue?.getJob(`chain-check-loan-repayment-${loanId}/0`);
    expect(job?.data).toEqual({ use: "loan-repayment", target: `${loanId}/0` });
    expect((await paymentsSeenBy(user.token))[0]).toMatchObject({
      amount: 1200,
      txId: tx,
      chainCheck: { status: "pending", explorerUrl: `https://bscscan.com/tx/${tx}` },
    });
    expect(await runJob(loanId, 0, "/")).toMatchObject({ again: 60_000, check: { status: "verified", amount: "1200" } });
    const seen = (await paymentsSeenBy(user.token))[0].chainCheck;
    expect(seen).toMatchObject({ status: "verified", amount: 1200, reason: null, explorerUrl: `https://bscscan.com/tx/${tx}` });
    expect(seen.confirmations).toBeGreaterThanOrEqual(3);
    const res = await approve(loanId, 0);
    expect(res.status).toBe(200);
    expect(res.body.loan).toMatchObject({ remaining: 1000, manualPayments: [{ approved: true, chainCheck: { status: "verified" } }] });
    expect(await app.ctx.store.readStream(streams.adminAllowance(admin.id))).toEqual([]);
    expect(await runJob(loanId, 0)).toMatchObject({ again: null });
  });

  it("when it pays too little, then it is a mismatch saying so in the admin's list, and even a $50 approval is held for a second admin with the reason", async () => {
    await secondAdmin();
    const { user, loanId } = await approvedLoan();
    const tx = await pay("40");
    await chain.node.mine(3);
    expect((await repay(user.token, loanId, 50, tx)).status).toBe(201);
    expect(await runJob(loanId, 0)).toMatchObject({ again: null, check: { status: "mismatch" } });
    const list = await app.api("GET", "/api/loans/all?page=1", { token: admin.token });
    const loan = list.body.loans.find((l: { _id: string }) => l._id === loanId);
    expect(loan.manualPayments[0].chainCheck).toMatchObject({
      status: "mismatch",
      amount: 40,
      reason: "Sent 40.00 USDT; this repayment needs 50.00 USDT.",
    });
    const held = await approve(loanId, 0);
    expect(held.status).toBe(202);
    expect(held.body.message).toBe(
      `${AWAITS_SECOND_ADMIN_MESSAGE} The payment does not match on chain: Sent 40.00 USDT; this repayment needs 50.00 USDT.`,
    );
    expect((await app.api("GET", "/api/loans/summary", { token: user.token })).body.remaining).toBe(2200);
  });

  it("when the transfer went to our deposit address instead, then the reason names the loan repayment address", async () => {
    const { user, loanId } = await approvedLoan();
    const tx = await pay("30", chain.depositBep20);
    await chain.node.mine(3);
    await repay(user.token, loanId, 30, tx);
    const short = `${chain.depositBep20.slice(0, 6)}…${chain.depositBep20.slice(-4)}`;
    expect(await runJob(loanId, 0)).toMatchObject({
      check: { status: "mismatch", reason: `The transfer went to ${short}, not to our BEP20 loan repayment address.` },
    });
  });

  it("when an id is reused (by another repayment, or one a purchase used), then 409 and no payment is recorded", async () => {
    const { user, loanId } = await approvedLoan();
    const tx = await pay("20");
    expect((await repay(user.token, loanId, 20, tx)).status).toBe(201);
    const again = await repay(user.token, loanId, 20, tx.toUpperCase().replace("0X", "0x"));
    expect(again).toMatchObject({ status: 409, body: { message: "This transaction id was already used for another payment." } });
    const buyer = await app.createUser();
    const bought = await pay("100");
    const purchase = await app.api("POST", "/api/shares", {
      token: buyer.token,
      body: { numberOfShares: 1, paymentMethod: "USDT BEP20 (BSC)", proof: await app.uploadProof(buyer.token), txId: bought },
    });
    expect(purchase.status).toBe(201);
    expect(await repay(user.token, loanId, 20, bought)).toMatchObject({
      status: 409,
      body: { message: "This transaction id was already used for another payment." },
    });
    expect(await paymentsSeenBy(user.token)).toHaveLength(1);
  });

  it("when two repayments race with one id, then one is recorded and the other is 409", async () => {
    const { user, loanId } = await approvedLoan();
    const tx = await pay("10");
    const [a, b] = await Promise.all([repay(user.token, loanId, 10, tx), repay(user.token, loanId, 10, tx)]);
    expect([a.status, b.status].sort()).toEqual([201, 409]);
    expect(await paymentsSeenBy(user.token)).toHaveLength(1);
  });

  it("when the id is not shaped for the repayment network, then 400 naming the network and nothing is recorded", async () => {
    const { user, loanId } = await approvedLoan();
    const res = await repay(user.token, loanId, 10, "a1".repeat(32));
    expect(res).toMatchObject({
      status: 400,
      body: { message: "This is not a USDT on BEP20 (BSC) transaction id: it should be 0x followed by 64 hex characters." },
    });
    expect(await paymentsSeenBy(user.token)).toEqual([]);
  });

  it("when no id is given on the checked network, then the payment is unchecked and its approval is held for a second admin", async () => {
    await secondAdmin();
    const { user, loanId } = await approvedLoan();
    await repay(user.token, loanId, 10);
    expect((await paymentsSeenBy(user.token))[0].chainCheck).toEqual(UNCHECKED_CHAIN_CHECK);
    expect(await approve(loanId, 0)).toMatchObject({
      status: 202,
      body: { message: `${AWAITS_SECOND_ADMIN_MESSAGE} No transaction id was given, so the payment is not verified on chain.` },
    });
  });

  it("when the OpenAPI document is read, then the manual payment's body names txId and its items carry txId and chainCheck", async () => {
    const doc = (await app.api("GET", "/api/docs/openapi.json")).body;
    const body = doc.paths["/api/loans/manual-payment"].post.requestBody.content["application/json"].schema;
    expect(body.properties).toHaveProperty("txId");
    expect(body.required ?? []).not.toContain("txId");
    expect(JSON.stringify(doc.paths["/api/loans/summary"].get)).toContain("chainCheck");
    expect(JSON.stringify(doc.paths["/api/loans/all"].get)).toContain("chainCheck");
  });
});
