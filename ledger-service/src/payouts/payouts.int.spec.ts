import { PAYOUT_ALREADY_RECORDED, PAYOUT_NOT_APPROVED, TX_ID_ALREADY_USED, queueNames } from "@app/contracts";
import { runCommand } from "@app/event-store/command-runner";
import { Queue } from "bullmq";
import type { Address, Hex } from "viem";
import { beforeAll, describe, expect, it } from "vitest";
import { bep20Settings, useAnvilTestApp } from "../../testing/chain/chain-app.js";
import type { TestUser } from "../../testing/test-app.js";
import { bscWallet } from "../../testing/wallets.js";
import { approvedWithdrawal } from "../../testing/withdrawals.js";
import { decideTxClaim, txClaimStream } from "../chain/tx-claims.js";
import { investorWithShares } from "../../testing/seed-ledger.js";
import { checkRecordedPayout } from "./check-payout.js";

const { app, admin, chain } = useAnvilTestApp(
  (anvil) => ({ ...bep20Settings(anvil), CHAIN_BEP20_CONFIRMATIONS: "3", SELL_BACK_MIN_HOLD_DAYS: "0" }),
  { admin: {} },
);
let auditor: TestUser;
beforeAll(async () => {
  auditor = await app.createUser({ isAuditor: true });
});

let seed = 0;
/** An investor's approved withdrawal of $100 (net 95.00 USDT) to a BEP20 wallet of their own. */
async function approvedBep20Withdrawal(): Promise<{ id: string; wallet: Address; investor: TestUser }> {
  const wallet = bscWallet(`payout-${seed++}`) as Address;
  const approved = await approvedWithdrawal(app, admin, { profit: "1000", amount: 100, wallet, network: "USDT BEP20 (BSC)" });
  return { ...approved, wallet };
}

const recordPayout = (id: string, txId: string, token = admin.token) =>
  app.api("PUT", `/api/withdrawals/${id}/payout`, { token, body: { txId } });

type Payout = { txId: string; status: string; explorerUrl: string | null; checkedAt: string | null };
async function investorsItem(investor: TestUser, id: string): Promise<{ _id: string; payout: Payout | null }> {
  const list = await app.api("GET", "/api/withdrawals", { token: investor.token });
  const item = (list.body.withdrawals as Array<{ _id: string; payout: Payout | null }>).find((w) => w._id === id);
  if (!item) throw new Error(`withdrawal ${id} not in the investor's list`);
  return item;
}

async function staffMails(): Promise<Array<{ to: string; subject: string; text?: string }>> {
  const queue = new Queue(queueNames.email, { connection: app.runtime.redis, prefix: app.queuePrefix });
  const jobs = await queue.getJobs(["waiting", "delayed", "active", "completed", "failed"]);
  await queue.close();
  return jobs.map((j) => j.data as { to: string; subject: string; text?: string });
}

describe("payouts recorded and checked on the network (anvil, BEP20)", () => {
  it("when an admin records a transfer of exactly the net amount to the investor's wallet, then it is verified once confirmed, and the investor is told where it went", async () => {
    const { id, wallet, investor } = await approvedBep20Withdrawal();
    const tx = await chain.node.transfer({ token: chain.usdt, to: wallet, amount: "95" });

    const recorded = await recordPayout(id, tx);
    expect(recorded.status).toBe(200);
    expect(recorded.body.payout).toMatchObject({ txId: tx, status: "pending", explorerUrl: `https://bscscan.com/tx/${tx}` });

    // One block of three: still confirming.
    expect(await checkRecordedPayout(app.ctx, "withdrawal-payout", id)).toMatchObject({ final: false, status: "pending" });
    await chain.node.mine(2);
    expect(await checkRecordedPayout(app.ctx, "withdrawal-payout", id)).toMatchObject({ final: true, status: "verified" });
    await app.settle();

    const item = await investorsItem(investor, id);
    expect(Object.keys(item.payout ?? {}).sort()).toEqual(["checkedAt", "explorerUrl", "status", "txId"]);
    expect(item.payout).toMatchObject({ txId: tx, status: "verified", explorerUrl: `https://bscscan.com/tx/${tx}` });
    expect(item.payout?.checkedAt).not.toBeNull();

    const told = await app.api("GET", "/api/notifications", { token: investor.token });
    const messages = (told.body.notifications as Array<{ message: string }>).map((n) => n.message);
    expect(messages).toContain(`Sent 95.00 USDT to ${wallet} (transaction: https://bscscan.com/tx/${tx}).`);

    const admins = await app.api("GET", "/api/withdrawals/admin?status=Approved", { token: admin.token });
    expect(admins.body.withdrawals.find((w: { _id: string }) => w._id === id)?.payout).toMatchObject({ status: "verified" });
  });

  it("when the payout moved another amount, or went to another address, then it is a mismatch and admins and auditors are mailed", async () => {
    const short = await approvedBep20Withdrawal();
    const elsewhere = await approvedBep20Withdrawal();
    const shortTx = await chain.node.transfer({ token: chain.usdt, to: short.wallet, amount: "94.99" });
    const elsewhereTx = await chain.node.transfer({ token: chain.usdt, to: bscWallet("someone-else") as Address, amount: "95" });
    await chain.node.mine(3);
    // Already confirmed: the answer carries the first check's outcome.
    expect(await recordPayout(short.id, shortTx)).toMatchObject({ status: 200, body: { payout: { status: "mismatch" } } });
    expect(await recordPayout(elsewhere.id, elsewhereTx)).toMatchObject({ status: 200, body: { payout: { status: "mismatch" } } });

    expect(await checkRecordedPayout(app.ctx, "withdrawal-payout", short.id)).toMatchObject({ final: true, status: "mismatch" });
    expect(await checkRecordedPayout(app.ctx, "withdrawal-payout", elsewhere.id)).toMatchObject({ final: true, status: "mismatch" });
    await app.settle();
    expect((await investorsItem(short.investor, short.id)).payout).toMatchObject({ status: "mismatch" });
    expect((await investorsItem(elsewhere.investor, elsewhere.id)).payout).toMatchObject({ status: "mismatch" });

    const flagged = (await staffMails()).filter((m) => m.subject === "A payout does not match");
    expect(new Set(flagged.map((m) => m.to))).toEqual(new Set([admin.email, auditor.email]));
    expect(flagged.some((m) => m.text?.includes(shortTx))).toBe(true);
  });

  it("when a payout names an id a purchase already used, then it is refused 409 and nothing is recorded", async () => {
    const { id } = await approvedBep20Withdrawal();
    const tx = await chain.node.transfer({ token: chain.usdt, to: chain.depositBep20, amount: "200" });
    await runCommand(app.ctx.store, [txClaimStream(tx)], ([claim]) =>
      decideTxClaim(claim, { network: "BEP20", txId: tx, use: "purchase", target: "a-purchase", now: new Date() }),
    );
    const before = await app.eventCount();
    expect(await recordPayout(id, tx)).toMatchObject({ status: 409, body: { message: TX_ID_ALREADY_USED } });
    // Spelled otherwise (upper case, no 0x) it is the same id.
    expect(await recordPayout(id, `0x${tx.slice(2).toUpperCase()}`)).toMatchObject({ status: 409, body: { message: TX_ID_ALREADY_USED } });
    expect(await app.eventCount()).toBe(before);
  });

  it("when two payouts race with one id, then exactly one is recorded and the other is refused 409", async () => {
    const first = await approvedBep20Withdrawal();
    const second = await approvedBep20Withdrawal();
    const tx = (await chain.node.transfer({ token: chain.usdt, to: first.wallet, amount: "95" })) as Hex;
    const answers = await Promise.all([recordPayout(first.id, tx), recordPayout(second.id, tx)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.status === 409)?.body.message).toBe(TX_ID_ALREADY_USED);
    const claims = await app.ctx.store.readStream(`chain-tx-${tx.slice(2).toLowerCase()}`);
    expect(claims).toHaveLength(1);
  });

  it("when the request is unknown, not approved, already paid, the id malformed or the caller no admin, then it is refused and nothing changes", async () => {
    const { id, wallet, investor } = await approvedBep20Withdrawal();
    const tx = await chain.node.transfer({ token: chain.usdt, to: wallet, amount: "95" });
    const pending = await app.api("POST", "/api/withdrawals", {
      token: investor.token,
      body: { amount: 50, wallet, network: "USDT BEP20 (BSC)", source: "profit" },
    });
    const before = await app.eventCount();
    expect((await recordPayout("no-such-withdrawal", tx)).status).toBe(404);
    expect(await recordPayout(pending.body.withdrawal._id, tx)).toMatchObject({ status: 409, body: { message: PAYOUT_NOT_APPROVED } });
    expect((await recordPayout(id, "0x1234")).status).toBe(400);
    expect((await recordPayout(id, tx.slice(2))).status).toBe(400); // a TRON-shaped id on BEP20
    expect((await recordPayout(id, tx, investor.token)).status).toBe(403);
    expect((await app.api("PUT", `/api/withdrawals/${id}/payout`, { body: { txId: tx } })).status).toBe(401);
    expect(await app.eventCount()).toBe(before);

    expect((await recordPayout(id, tx)).status).toBe(200);
    const again = await chain.node.transfer({ token: chain.usdt, to: wallet, amount: "95" });
    expect(await recordPayout(id, again)).toMatchObject({ status: 409, body: { message: PAYOUT_ALREADY_RECORDED } });
  });

  it("when a loan's and a sell-back's payouts are recorded, then each is checked against its own amount and shows in its lists", async () => {
    const investor = await investorWithShares(app, "10");
    const wallet = bscWallet("loan-and-sale") as Address;
    const target = { wallet, network: "USDT BEP20 (BSC)" };
    const loanId = (await app.api("POST", "/api/loans/request", { token: investor.token, body: { percentage: 10, ...target } })).body.loan
      ._id as string;
    expect((await app.api("PUT", `/api/loans/approve/${loanId}`, { token: admin.token })).status).toBe(200);
    const sale = await app.api("POST", "/api/shares/sell-back", { token: investor.token, body: { numberOfShares: 2, ...target } });
    expect(sale.status).toBe(201);
    const saleId = sale.body.sellBack._id as string;
    const approvedSale = await app.api("PUT", `/api/shares/sell-back/approve/${saleId}`, { token: admin.token });
    expect(approvedSale.status).toBe(200);
    const saleNet = String(approvedSale.body.sellBack.payout);

    const loanTx = await chain.node.transfer({ token: chain.usdt, to: wallet, amount: "100" });
    const saleTx = await chain.node.transfer({ token: chain.usdt, to: wallet, amount: "100" }); // not the sale's net: a mismatch
    await chain.node.mine(3);
    expect(await app.api("PUT", `/api/loans/${loanId}/payout`, { token: admin.token, body: { txId: loanTx } })).toMatchObject({
      status: 200,
      body: { payout: { txId: loanTx, status: "verified" } },
    });
    expect((await app.api("PUT", `/api/shares/sell-back/${saleId}/payout`, { token: admin.token, body: { txId: saleTx } })).status).toBe(
      200,
    );
    expect(await checkRecordedPayout(app.ctx, "loan-payout", loanId)).toMatchObject({ status: "verified" });
    expect(saleNet).not.toBe("100");
    expect(await checkRecordedPayout(app.ctx, "sell-back-payout", saleId)).toMatchObject({ status: "mismatch" });
    await app.settle();

    const summary = await app.api("GET", "/api/loans/summary", { token: investor.token });
    expect(summary.body.payout).toMatchObject({ txId: loanTx, status: "verified" });
    const loans = await app.api("GET", "/api/loans/all", { token: admin.token });
    expect(loans.body.loans.find((l: { _id: string }) => l._id === loanId)?.payout).toMatchObject({ txId: loanTx, status: "verified" });
    const mine = await app.api("GET", "/api/shares/sell-back/mine", { token: investor.token });
    const sold = (mine.body.sellBacks as Array<{ _id: string; payout: number; payoutTx: unknown }>).find((r) => r._id === saleId);
    expect(sold).toMatchObject({ payout: Number(saleNet), payoutTx: { txId: saleTx, status: "mismatch" } });
  });
});
