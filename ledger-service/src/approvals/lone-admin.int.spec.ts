import { describe, expect, it } from "vitest";
import { tokenOf } from "../../testing/tokens.js";
import { processRun } from "../profits/run-engine.js";
import { investorWithShares } from "../../testing/seed-ledger.js";
import { type TestApp, type TestUser, useTestApp } from "../../testing/test-app.js";
import { tronWallet } from "../../testing/wallets.js";
import { pendingWithdrawal } from "../../testing/withdrawals.js";

/**
 * One admin is capped too: the daily amount, the runs' 7-day percent and the share price's
 * 7-day move apply while there is one admin; above them the action waits, pending, until a
 * co-admin exists and approves it. Default limits: 5 %, $5,000, 10 %. Purchases a lone admin
 * approves are recorded as done alone, not capped (nobody could approve the held deposits).
 */
const { app, admin: lone } = useTestApp({}, { admin: { fullName: "Lone Admin" } });

const credit = (percentage: number) => app.api("POST", "/api/profits/credit", { token: lone.token, body: { percentage } });
const runCount = async () => (await app.api("GET", "/api/profits/runs", { token: lone.token })).body.runs.length as number;
const CO_ADMIN = /only admin.*waits until a co-admin exists and approves it\.$/;

describe("a lone admin", () => {
  it("when the API starts while one admin exists, then it logs a warning naming the caps and how to make a co-admin", async () => {
    const { warnWhileLoneAdmin, LONE_ADMIN_WARNING } = await import("./lone-admin-warning.js");
    const warnings: string[] = [];
    expect(await warnWhileLoneAdmin(app.ctx, (m) => warnings.push(m))).toBe(true);
    expect(warnings).toEqual([LONE_ADMIN_WARNING]);
    expect(LONE_ADMIN_WARNING).toContain("npm run admin:grant");
  });

  it("when a lone admin's second 5 % run in a week is asked, then it waits until a co-admin exists (202, pending) and runs once the co-admin approves it", async () => {
    await investorWithShares(app, "1");
    const first = await credit(5);
    expect(first).toMatchObject({ status: 200, body: { runId: expect.any(String) } });
    await processRun(app.ctx, first.body.runId);
    await app.settle();

    const second = await credit(5);
    expect(second).toMatchObject({
      status: 202,
      body: {
        message: "You are the only admin and ran 5% alone in the last 7 days; above 5% this waits until a co-admin exists and approves it.",
        approval: { kind: "profit-run", status: "Pending" },
      },
    });
    expect(await runCount()).toBe(1);
    // The lone admin cannot release it; a co-admin made by the operator can.
    const approvalId = second.body.approval._id as string;
    expect((await app.api("PUT", `/api/admin/approvals/${approvalId}/approve`, { token: lone.token })).status).toBe(403);
    const coAdmin = await app.createUser({ fullName: "Co Admin" });
    const { grantAdminByOperator } = await import("../admin-users/operator-grant.js");
    await grantAdminByOperator(app.ctx, coAdmin.email);
    const signedIn = await tokenOf(app, coAdmin.id);
    const approved = await app.api("PUT", `/api/admin/approvals/${approvalId}/approve`, { token: signedIn });
    expect(approved).toMatchObject({ status: 200, body: { approval: { status: "Approved" } } });
    expect(await runCount()).toBe(2);
  });
});

describe("a lone admin's money and price", () => {
  const { app: solo, admin } = useTestApp({}, { admin: {} });

  it("when a lone admin's withdrawal approvals would pass $5,000 in 24 hours, then the one passing it waits for a co-admin and stays Pending", async () => {
    const approveWithdrawalOf = async (amount: number) => {
      const { id } = await pendingWithdrawal(solo, { profit: `${amount}.00`, amount, wallet: tronWallet("lone"), network: "USDT TRC20" });
      return solo.api("PUT", `/api/withdrawals/approve/${id}`, { token: admin.token });
    };
    // Above FOUR_EYES_AMOUNT ($1,000) a lone admin still approves at once: only the sum is capped.
    expect(await approveWithdrawalOf(3000)).toMatchObject({ status: 200, body: { message: "Withdrawal approved" } });
    const held = await approveWithdrawalOf(2500);
    expect(held).toMatchObject({
      status: 202,
      body: {
        message:
          "You are the only admin and approved $3,000.00 alone in the last 24 hours; above $5,000.00 this waits until a co-admin exists and approves it.",
        approval: { kind: "withdrawal", status: "Pending" },
      },
    });
    expect(
      (await solo.ctx.db.selectFrom("withdrawals").select("status").where("amount", "=", "2500.00").executeTakeFirstOrThrow()).status,
    ).toBe("Pending");
  });

  it("when a lone admin moves the share price 8 % and then 5 % in one week, then the second move waits for a co-admin and the price stays", async () => {
    const setPrice = (pricePerShare: number) => solo.api("PUT", "/api/admin/share-price", { token: admin.token, body: { pricePerShare } });
    expect((await setPrice(108)).status).toBe(200);
    const held = await setPrice(113.4);
    expect(held).toMatchObject({ status: 202, body: { message: expect.stringMatching(CO_ADMIN), approval: { kind: "share-price" } } });
    expect(held.body.message).toBe(
      "You are the only admin and moved the share price 8% alone in the last 7 days; above 10% this waits until a co-admin exists and approves it.",
    );
    expect(await priceOf(solo, admin)).toBe(108);
  });
});

describe("a lone admin confirming money in", () => {
  const { app: solo, admin } = useTestApp({}, { admin: {} });

  it("when a lone admin approves $6,000 of purchases in a day, then each is approved at once, listed as approved alone, and the day's $5,000 for money out is untouched", async () => {
    const buyAndApprove = async (shares: number) => {
      const investor = await solo.createUser();
      const proof = await solo.uploadProof(investor.token);
      const bought = await solo.api("POST", "/api/shares", {
        token: investor.token,
        body: { numberOfShares: shares, paymentMethod: "TRC20", proof },
      });
      expect(bought.status).toBe(201);
      return solo.api("PUT", `/api/shares/approve/${bought.body.purchase._id}`, { token: admin.token });
    };
    for (let i = 0; i < 3; i++) expect((await buyAndApprove(20)).status).toBe(200);

    const alone = await solo.api("GET", "/api/audit/approved-alone", { token: admin.token });
    const purchases = alone.body.items.filter((item: { action: string }) => item.action === "purchase");
    expect(purchases).toHaveLength(3);
    expect(purchases.map((p: { amount: number; remainingAllowance: number }) => [p.amount, p.remainingAllowance])).toEqual([
      [2000, 5000],
      [2000, 5000],
      [2000, 5000],
    ]);

    const w = await pendingWithdrawal(solo, { profit: "4000.00", amount: 4000, wallet: tronWallet("lone-in"), network: "USDT TRC20" });
    const approved = await solo.api("PUT", `/api/withdrawals/approve/${w.id}`, { token: admin.token });
    expect(approved).toMatchObject({ status: 200, body: { message: "Withdrawal approved" } });
  });
});

async function priceOf(target: TestApp, user: TestUser): Promise<number> {
  return (await target.api("GET", "/api/admin/share-price", { token: user.token })).body.pricePerShare;
}
