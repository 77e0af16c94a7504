import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { processRun } from "../profits/run-engine.js";
import { investorWithShares } from "../../testing/seed-ledger.js";
import { startTestApp, type TestApp } from "../../testing/test-app.js";
import { creditBalanceForTest } from "../../testing/test-seeding.js";
import { tronWallet } from "../../testing/wallets.js";

let app: TestApp;
let adminA: { id: string; token: string };
let adminB: { id: string; token: string };
beforeAll(async () => {
  app = await startTestApp({ PROFIT_RUN_BATCH_SIZE: "50" });
  adminA = await app.createUser({ isAdmin: true, fullName: "Admin Asker" });
});
afterAll(async () => {
  await app?.stop();
});

const profitOf = async (userId: string) =>
  (await app.ctx.db.selectFrom("investor_balances").select("total_profit").where("user_id", "=", userId).executeTakeFirstOrThrow())
    .total_profit;
const credit = (percentage: number, token: string) => app.api("POST", "/api/profits/credit", { token, body: { percentage } });
const approve = (id: string, token: string) => app.api("PUT", `/api/admin/approvals/${id}/approve`, { token });
const reject = (id: string, token: string) => app.api("PUT", `/api/admin/approvals/${id}/reject`, { token });
async function finishRun(runId: string) {
  await processRun(app.ctx, runId);
  await app.settle();
}
async function latestRunId(): Promise<string | undefined> {
  return (await app.api("GET", "/api/profits/runs", { token: adminA.token })).body.runs[0]?.id;
}
async function investorWithProfit(amount: string) {
  const user = await app.createUser();
  await creditBalanceForTest(app.ctx, user.id, "profit", amount);
  return user;
}
const requestWithdrawal = (token: string, amount: number) =>
  app.api("POST", "/api/withdrawals", {
    token,
    body: { amount, wallet: tronWallet("four-eyes"), network: "USDT TRC20", source: "profit" },
  });
const withdrawalStatus = async (id: string) =>
  (await app.ctx.db.selectFrom("withdrawals").select("status").where("withdrawal_id", "=", id).executeTakeFirstOrThrow()).status;

describe("with one admin", () => {
  it("when the only admin credits 1% profit, then it runs at once (under the lone admin's 7-day limit) and the dashboard's status says no second admin checks it", async () => {
    const status = await app.api("GET", "/api/admin/four-eyes", { token: adminA.token });
    expect(status.body).toMatchObject({ adminCount: 1, active: false, percentThreshold: 5, amountThreshold: 1000 });
    const investor = await investorWithShares(app, "1");
    const res = await credit(1, adminA.token);
    expect(res).toMatchObject({ status: 200, body: { runId: expect.any(String) } });
    await finishRun(res.body.runId);
    expect(await profitOf(investor.id)).toBe("1.00");
  });

  it("when the only admin makes another user admin through the API, then 403; the operator's grant makes them admin and is an event", async () => {
    const user = await app.createUser({ fullName: "Admin Approver" });
    const res = await app.api("PUT", `/api/admin/users/${user.id}/role`, { token: adminA.token, body: { role: "admin" } });
    expect(res).toMatchObject({ status: 403, body: { message: "The first co-admin is made by the operator." } });
    expect(await app.ctx.store.readStream(`user-roles-${user.id}`)).toEqual([]);
    const { grantAdminByOperator } = await import("../admin-users/operator-grant.js");
    expect(await grantAdminByOperator(app.ctx, user.email)).toEqual({ userId: user.id, changed: true });
    const events = await app.ctx.store.readStream(`user-roles-${user.id}`);
    expect(events.map((e) => [e.type, e.data])).toEqual([
      ["UserRoleChanged", expect.objectContaining({ role: "admin", previousRole: "investor" })],
    ]);
    expect(events[0]?.metadata).toMatchObject({ actor: "operator" });
    // The old token ended with the role change: sign in again as the new admin.
    const row = await app.ctx.db
      .selectFrom("users")
      .select(["is_admin", "token_version"])
      .where("id", "=", user.id)
      .executeTakeFirstOrThrow();
    expect(row.is_admin).toBe(true);
    const { signToken } = await import("../shared/auth.js");
    adminB = { id: user.id, token: signToken(app.ctx, { id: user.id, isAdmin: true, isAuditor: false, tokenVersion: row.token_version }) };
  });

  it("when an admin changes their own role, then 403 and nothing changes", async () => {
    const res = await app.api("PUT", `/api/admin/users/${adminA.id}/role`, { token: adminA.token, body: { role: "investor" } });
    expect(res).toMatchObject({ status: 403, body: { message: "You cannot change your own role." } });
  });
});

describe("with two admins", () => {
  it("when an admin credits 6% profit, then it waits for the second admin and is credited once after approval", async () => {
    expect((await app.api("GET", "/api/admin/four-eyes", { token: adminA.token })).body).toMatchObject({ adminCount: 2, active: true });
    const investor = await investorWithShares(app, "2");
    const runsBefore = await latestRunId();

    const held = await credit(6, adminA.token);
    expect(held).toMatchObject({
      status: 202,
      body: {
        message: "Recorded: this awaits a second admin's approval.",
        approval: {
          kind: "profit-run",
          status: "Pending",
          requestedBy: { _id: adminA.id },
          description: "Credit 6% profit to all investors",
        },
      },
    });
    expect(await latestRunId()).toBe(runsBefore);
    expect(await profitOf(investor.id)).toBe("0.00");
    const list = await app.api("GET", "/api/admin/approvals", { token: adminB.token });
    expect(list.body).toMatchObject({ pendingCount: 1, currentPage: 1, totalPages: 1 });
    expect(list.body.approvals[0]).toMatchObject({ _id: held.body.approval._id, status: "Pending" });

    const approved = await approve(held.body.approval._id, adminB.token);
    expect(approved).toMatchObject({ status: 200, body: { approval: { status: "Approved", decidedBy: { _id: adminB.id } } } });
    const runId = (await latestRunId()) as string;
    expect(runId).not.toBe(runsBefore);
    await finishRun(runId);
    expect(await approve(held.body.approval._id, adminB.token)).toMatchObject({ status: 409 });
    await finishRun(runId);
    // 6% of 2 shares x $100, once.
    expect(await profitOf(investor.id)).toBe("12.00");
    const [started] = await app.ctx.store.readStream(`profit-run-${runId}`);
    expect(started?.metadata).toMatchObject({ requestedBy: adminA.id, approvedBy: adminB.id });
    const credits = (await app.ctx.store.readStream(`investor-${investor.id}`)).filter((e) => e.type === "ProfitCredited");
    expect(credits).toHaveLength(1);
    expect(credits[0]?.metadata).toMatchObject({ requestedBy: adminA.id, approvedBy: adminB.id });
  });

  it("when an admin credits 4% profit, then it runs at once; a 6% referral reward run waits like a profit run", async () => {
    const res = await credit(4, adminA.token);
    expect(res).toMatchObject({ status: 200, body: { runId: expect.any(String) } });
    await finishRun(res.body.runId);
    const rewards = await app.api("POST", "/api/admin/referral-rewards/distribute", { token: adminA.token, body: { percentage: 6 } });
    expect(rewards).toMatchObject({
      status: 202,
      body: { approval: { kind: "reward-run", description: "Distribute 6% referral rewards" } },
    });
    expect((await app.api("GET", "/api/admin/referral-rewards/runs", { token: adminA.token })).body.runs).toEqual([]);
    expect(await reject(rewards.body.approval._id, adminA.token)).toMatchObject({
      status: 200,
      body: { approval: { status: "Rejected" } },
    });
  });

  it("when an admin approves their own request, then 403 and it stays pending", async () => {
    const held = await credit(7, adminA.token);
    expect(held.status).toBe(202);
    expect(await approve(held.body.approval._id, adminA.token)).toMatchObject({
      status: 403,
      body: { message: "You cannot approve your own request." },
    });
    const list = await app.api("GET", "/api/admin/approvals", { token: adminA.token });
    expect(list.body.approvals.find((a: { _id: string }) => a._id === held.body.approval._id)).toMatchObject({ status: "Pending" });
    // Asking for the same run again while one waits is refused.
    expect(await credit(8, adminA.token)).toMatchObject({ status: 409 });
    expect(await reject(held.body.approval._id, adminB.token)).toMatchObject({ status: 200, body: { approval: { status: "Rejected" } } });
  });

  it("when a withdrawal above the threshold is approved by another admin with two approve calls racing, then it pays out once", async () => {
    const investor = await investorWithProfit("2000.00");
    const w = await requestWithdrawal(investor.token, 1500);
    expect(w.status).toBe(201);
    const held = await app.api("PUT", `/api/withdrawals/approve/${w.body.withdrawal._id}`, { token: adminA.token });
    expect(held).toMatchObject({ status: 202, body: { approval: { kind: "withdrawal", amount: 1500, user: { _id: investor.id } } } });
    expect(await withdrawalStatus(w.body.withdrawal._id)).toBe("Pending");
    await app.settle();
    const told = (await app.api("GET", "/api/notifications", { token: investor.token })).body.notifications;
    expect(told.map((n: { message: string }) => n.message)).toContain(
      "Your withdrawal of $1,500.00 was approved by one admin and, as for every large amount, awaits a second admin's approval.",
    );

    const answers = await Promise.all([approve(held.body.approval._id, adminB.token), approve(held.body.approval._id, adminB.token)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(await withdrawalStatus(w.body.withdrawal._id)).toBe("Approved");
    const approvedEvents = (await app.ctx.store.readStream(`investor-${investor.id}`)).filter((e) => e.type === "WithdrawalApproved");
    expect(approvedEvents).toHaveLength(1);
    expect(approvedEvents[0]?.metadata).toMatchObject({ actor: adminB.id, requestedBy: adminA.id, approvedBy: adminB.id });
    const payouts = await sql<{ n: string; total: string }>`
      SELECT count(*)::text AS n, coalesce(sum(amount), 0)::text AS total FROM journal_entries
      WHERE event_type = 'WithdrawalApproved' AND stream_id = ${`investor-${investor.id}`}`.execute(app.ctx.db);
    expect(payouts.rows[0]).toEqual({ n: "2", total: "1500.00" });
    // The audit area shows who asked and who approved.
    const audit = await app.api("GET", `/api/audit/investors/${investor.id}/stream`, { token: adminA.token });
    expect(audit.body.events.find((e: { type: string }) => e.type === "WithdrawalApproved")).toMatchObject({
      actor: adminB.id,
      requestedBy: adminA.id,
      approvedBy: adminB.id,
    });
  });

  it("when a withdrawal at or below the threshold is approved, then it is approved at once", async () => {
    const investor = await investorWithProfit("600.00");
    const w = await requestWithdrawal(investor.token, 500);
    const res = await app.api("PUT", `/api/withdrawals/approve/${w.body.withdrawal._id}`, { token: adminA.token });
    expect(res).toMatchObject({ status: 200, body: { message: "Withdrawal approved" } });
  });

  it("when the second admin rejects an approval, then nothing changes and it cannot be approved afterwards", async () => {
    const investor = await investorWithProfit("3000.00");
    const w = await requestWithdrawal(investor.token, 2000);
    const eventsBefore = (await app.ctx.store.readStream(`investor-${investor.id}`)).length;
    const held = await app.api("PUT", `/api/withdrawals/approve/${w.body.withdrawal._id}`, { token: adminA.token });
    const rejected = await reject(held.body.approval._id, adminB.token);
    expect(rejected).toMatchObject({ status: 200, body: { approval: { status: "Rejected", decidedBy: { _id: adminB.id } } } });
    expect(await withdrawalStatus(w.body.withdrawal._id)).toBe("Pending");
    expect((await app.ctx.store.readStream(`investor-${investor.id}`)).length).toBe(eventsBefore);
    expect(await approve(held.body.approval._id, adminB.token)).toMatchObject({
      status: 409,
      body: { message: "This request was already rejected." },
    });
    expect(await withdrawalStatus(w.body.withdrawal._id)).toBe("Pending");
  });

  it("when the withdrawal was rejected meanwhile, then approving answers 409 and the approval records the failure", async () => {
    const investor = await investorWithProfit("3000.00");
    const w = await requestWithdrawal(investor.token, 2500);
    const held = await app.api("PUT", `/api/withdrawals/approve/${w.body.withdrawal._id}`, { token: adminA.token });
    expect((await app.api("PUT", `/api/withdrawals/reject/${w.body.withdrawal._id}`, { token: adminB.token })).status).toBe(200);
    const res = await approve(held.body.approval._id, adminB.token);
    expect(res.status).toBe(409);
    const list = await app.api("GET", "/api/admin/approvals", { token: adminA.token });
    expect(list.body.approvals.find((a: { _id: string }) => a._id === held.body.approval._id)).toMatchObject({
      status: "Failed",
      failure: res.body.message,
      decidedBy: { _id: adminB.id },
    });
    expect(await withdrawalStatus(w.body.withdrawal._id)).toBe("Rejected");
  });

  it("when a loan and a manual payment above the threshold are approved, then each waits for the second admin and takes effect once", async () => {
    const borrower = await investorWithShares(app, "60");
    const requested = await app.api("POST", "/api/loans/request", {
      token: borrower.token,
      body: { percentage: 20, wallet: tronWallet("four-eyes"), network: "USDT TRC20" },
    });
    expect(requested.status).toBe(201);
    const loanId = requested.body.loan._id as string;
    const held = await app.api("PUT", `/api/loans/approve/${loanId}`, { token: adminA.token });
    expect(held).toMatchObject({ status: 202, body: { approval: { kind: "loan", amount: 1200 } } });
    const summary = async () => (await app.api("GET", "/api/loans/summary", { token: borrower.token })).body;
    expect(await summary()).toMatchObject({ status: "Pending" });
    expect((await approve(held.body.approval._id, adminB.token)).status).toBe(200);
    expect(await summary()).toMatchObject({ status: "Approved", remaining: 1320 });

    const paid = await app.api("POST", "/api/loans/manual-payment", {
      token: borrower.token,
      body: { loanId, amount: 1100, proofUrl: await app.uploadProof(borrower.token) },
    });
    expect(paid.status).toBe(201);
    const heldPayment = await app.api("PUT", "/api/loans/manual-payment/approve", {
      token: adminA.token,
      body: { loanId, paymentIndex: 0 },
    });
    expect(heldPayment).toMatchObject({ status: 202, body: { approval: { kind: "manual-payment", amount: 1100 } } });
    expect(await summary()).toMatchObject({ remaining: 1320 });
    expect((await approve(heldPayment.body.approval._id, adminB.token)).status).toBe(200);
    expect(await summary()).toMatchObject({ remaining: 220 });
    const repaid = (await app.ctx.store.readStream(`investor-${borrower.id}`)).filter((e) => e.type === "LoanRepaid");
    expect(repaid).toHaveLength(1);
  });

  it("when an admin changes the share price, even slightly, then it waits for the second admin and changes only after approval", async () => {
    const held = await app.api("PUT", "/api/admin/share-price", { token: adminA.token, body: { pricePerShare: 101 } });
    expect(held).toMatchObject({
      status: 202,
      body: { approval: { kind: "share-price", description: "Change the share price from $100.00 to $101.00" } },
    });
    expect((await app.api("GET", "/api/admin/share-price", { token: adminA.token })).body).toEqual({ pricePerShare: 100 });
    // A change beyond the 50% step is refused at once, not held.
    expect((await app.api("PUT", "/api/admin/share-price", { token: adminA.token, body: { pricePerShare: 200 } })).status).toBe(422);
    expect((await approve(held.body.approval._id, adminB.token)).status).toBe(200);
    expect((await app.api("GET", "/api/admin/share-price", { token: adminA.token })).body).toEqual({ pricePerShare: 101 });
    const [change] = (await app.ctx.store.readStream("platform-settings")).slice(-1);
    expect(change?.metadata).toMatchObject({ requestedBy: adminA.id, approvedBy: adminB.id });
  });

  it("when an admin edits an investor's shares, then it waits for the second admin and the shares change only after approval", async () => {
    const investor = await investorWithShares(app, "3");
    const held = await app.api("PUT", `/api/admin/users/${investor.id}/shares`, { token: adminA.token, body: { sharesOwned: 4.5 } });
    expect(held).toMatchObject({ status: 202, body: { approval: { kind: "share-edit", user: { _id: investor.id } } } });
    const shares = async () =>
      (await app.ctx.db.selectFrom("investor_balances").select("shares").where("user_id", "=", investor.id).executeTakeFirstOrThrow())
        .shares;
    expect(await shares()).toBe("3.0");
    expect((await approve(held.body.approval._id, adminB.token)).status).toBe(200);
    expect(await shares()).toBe("4.5");
  });

  it("when an admin grants admin with two admins, then it needs the second admin's approval", async () => {
    const user = await app.createUser({ fullName: "Would Be Admin" });
    const held = await app.api("PUT", `/api/admin/users/${user.id}/role`, { token: adminA.token, body: { role: "admin" } });
    expect(held).toMatchObject({ status: 202, body: { approval: { kind: "role", action: { role: "admin", previousRole: "investor" } } } });
    const isAdmin = async () =>
      (await app.ctx.db.selectFrom("users").select("is_admin").where("id", "=", user.id).executeTakeFirstOrThrow()).is_admin;
    expect(await isAdmin()).toBe(false);
    expect(await approve(held.body.approval._id, adminA.token)).toMatchObject({ status: 403 });
    expect((await approve(held.body.approval._id, adminB.token)).status).toBe(200);
    expect(await isAdmin()).toBe(true);
    const [changed] = await app.ctx.store.readStream(`user-roles-${user.id}`);
    expect(changed?.metadata).toMatchObject({ requestedBy: adminA.id, approvedBy: adminB.id });
    // Granting the auditor role to an investor needs no second admin.
    const auditor = await app.createUser();
    expect((await app.api("PUT", `/api/admin/users/${auditor.id}/role`, { token: adminA.token, body: { role: "auditor" } })).status).toBe(
      200,
    );
    expect((await app.api("PUT", `/api/admin/users/${auditor.id}/role`, { token: adminA.token, body: { role: "boss" } })).status).toBe(400);
  });

  it("when an investor or auditor calls the approvals endpoints, then 403", async () => {
    const investor = await app.createUser();
    expect((await app.api("GET", "/api/admin/approvals", { token: investor.token })).status).toBe(403);
    expect((await app.api("PUT", `/api/admin/approvals/${crypto.randomUUID()}/approve`, { token: investor.token })).status).toBe(403);
    expect((await approve(crypto.randomUUID(), adminB.token)).status).toBe(404);
    expect((await approve("not-an-id", adminB.token)).status).toBe(404);
  });
});
