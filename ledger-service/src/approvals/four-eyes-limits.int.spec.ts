import { sql } from "kysely";
import { beforeAll, describe, expect, it } from "vitest";
import { investorWithShares } from "../../testing/seed-ledger.js";
import { tronWallet } from "../../testing/wallets.js";
import { type TestUser, useTestApp } from "../../testing/test-app.js";
import { verifyLedger } from "../audit/verify.js";
import { creditBalanceForTest } from "../../testing/test-seeding.js";

/**
 * Four eyes, the ways out one admin had alone: write-offs, purchases, solo approvals adding up,
 * out-of-date approvals. Two admins from the start (inserted), so checks are active.
 */
const { app, admin: adminA } = useTestApp({}, { admin: { fullName: "Admin Asker" } });
let adminB: TestUser;
beforeAll(async () => {
  adminB = await app.createUser({ isAdmin: true, fullName: "Admin Approver" });
  await app.openLoanPortal(adminB.token);
});

const approve = (id: string, token: string) => app.api("PUT", `/api/admin/approvals/${id}/approve`, { token });
const summary = async (token: string) => (await app.api("GET", "/api/loans/summary", { token })).body;

async function approvedLoanOf(borrower: TestUser, admin: TestUser): Promise<string> {
  const requested = await app.api("POST", "/api/loans/request", {
    token: borrower.token,
    body: { percentage: 20, wallet: tronWallet("four-eyes"), network: "USDT TRC20" },
  });
  expect(requested.status).toBe(201);
  const loanId = requested.body.loan._id as string;
  expect(await app.api("PUT", `/api/loans/approve/${loanId}`, { token: admin.token })).toMatchObject({ status: 200 });
  return loanId;
}

describe("write-offs", () => {
  it("when an admin approves a $1,000 loan and marks it paid with no payment, then the write-off waits for a second admin (202) and the loan stays Approved", async () => {
    const writer = await app.createUser({ isAdmin: true });
    const borrower = await investorWithShares(app, "50");
    const loanId = await approvedLoanOf(borrower, writer);
    expect(await summary(borrower.token)).toMatchObject({ status: "Approved", remaining: 1100 });

    const held = await app.api("PUT", `/api/loans/mark-paid/${loanId}`, { token: writer.token });
    expect(held).toMatchObject({
      status: 202,
      body: {
        message: "Recorded: this awaits a second admin's approval.",
        approval: { kind: "write-off", amount: 1100, status: "Pending" },
      },
    });
    expect(await summary(borrower.token)).toMatchObject({ status: "Approved", remaining: 1100 });
    // The investor cannot borrow again while the loan is open.
    expect(
      (
        await app.api("POST", "/api/loans/request", {
          token: borrower.token,
          body: { percentage: 5, wallet: tronWallet("four-eyes"), network: "USDT TRC20" },
        })
      ).status,
    ).toBe(409);
    // Asking again while it waits is refused; the asker cannot approve it.
    expect((await app.api("PUT", `/api/loans/mark-paid/${loanId}`, { token: writer.token })).status).toBe(409);
    expect(await approve(held.body.approval._id, writer.token)).toMatchObject({ status: 403 });

    expect(await approve(held.body.approval._id, adminB.token)).toMatchObject({ status: 200, body: { approval: { status: "Approved" } } });
    expect(await summary(borrower.token)).toMatchObject({ status: "Paid", remaining: 0, repaymentMethod: "write-off" });
    const history = (await app.api("GET", "/api/loans/history", { token: borrower.token })).body.history;
    expect(history).toEqual([expect.objectContaining({ source: "write-off", amount: 1100, balanceAfter: 0 })]);
    // Journaled as a loss, not as cash received.
    const lines = await sql<{ debit_account: string; credit_account: string; amount: string }>`
      SELECT debit_account, credit_account, amount::text FROM journal_entries
      WHERE event_type = 'LoanRepaid' AND stream_id = ${`investor-${borrower.id}`}`.execute(app.ctx.db);
    expect(lines.rows).toEqual([
      { debit_account: "platform:loan-loss", credit_account: `investor:${borrower.id}:loan-receivable`, amount: "1100.00" },
    ]);
    const [repaid] = (await app.ctx.store.readStream(`investor-${borrower.id}`)).filter((e) => e.type === "LoanRepaid");
    expect(repaid?.metadata).toMatchObject({ requestedBy: writer.id, approvedBy: adminB.id });
  });

  it("when the ledger holds write-offs, then ledger:verify finds the loan-loss account equal to them and every Paid loan's receivable 0", async () => {
    await app.settle();
    const results = await verifyLedger(app.ctx.db, app.ctx.store);
    expect(results.filter((r) => !r.ok)).toEqual([]);
    const loss = results.find((r) => r.name.startsWith("the loan-loss account"));
    expect(loss).toMatchObject({ ok: true });
    expect(loss?.detail).toContain("written off 1100.00");
  });

  it("when a manual payment covering the loan was approved, then Mark paid is a single action with nothing written off", async () => {
    const borrower = await investorWithShares(app, "10");
    const loanId = await approvedLoanOf(borrower, adminA);
    const paid = await app.api("POST", "/api/loans/manual-payment", {
      token: borrower.token,
      body: { loanId, amount: 220, proofUrl: await app.uploadProof(borrower.token) },
    });
    expect(paid.status).toBe(201);
    // With two admins a manual payment waits for the second admin, however small.
    const held = await app.api("PUT", "/api/loans/manual-payment/approve", { token: adminA.token, body: { loanId, paymentIndex: 0 } });
    expect(held).toMatchObject({ status: 202, body: { approval: { kind: "manual-payment" } } });
    expect((await approve(held.body.approval._id, adminB.token)).status).toBe(200);
    expect(await summary(borrower.token)).toMatchObject({ status: "Paid", repaymentMethod: "manual" });
    const events = await app.eventCount();
    expect(await app.api("PUT", `/api/loans/mark-paid/${loanId}`, { token: adminA.token })).toMatchObject({
      status: 200,
      body: { message: "Loan marked as paid", loan: { status: "Paid", remaining: 0 } },
    });
    expect(await app.eventCount()).toBe(events);
    const lines = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM journal_entries WHERE debit_account = 'platform:loan-loss'
        AND credit_account = ${`investor:${borrower.id}:loan-receivable`}`.execute(app.ctx.db);
    expect(lines.rows[0]?.n).toBe(0);
  });
});

describe("solo approvals add up", () => {
  async function pendingWithdrawal(amount: number): Promise<string> {
    const investor = await app.createUser();
    await creditBalanceForTest(app.ctx, investor.id, "profit", (amount + 100).toFixed(2));
    const w = await app.api("POST", "/api/withdrawals", {
      token: investor.token,
      body: { amount, wallet: tronWallet("four-eyes"), network: "USDT TRC20", source: "profit" },
    });
    expect(w.status).toBe(201);
    return w.body.withdrawal._id as string;
  }
  const approveWithdrawal = (id: string, admin: TestUser) => app.api("PUT", `/api/withdrawals/approve/${id}`, { token: admin.token });

  it("when one admin approves six $1,000 withdrawals in a day, then five are done at once and the sixth waits (202), naming the sum", async () => {
    const admin = await app.createUser({ isAdmin: true });
    const ids = [];
    for (let i = 0; i < 6; i++) ids.push(await pendingWithdrawal(1000));
    for (const id of ids.slice(0, 5)) expect(await approveWithdrawal(id, admin)).toMatchObject({ status: 200 });
    const sixth = await approveWithdrawal(ids[5] as string, admin);
    expect(sixth).toMatchObject({
      status: 202,
      body: {
        message: "You approved $5,000.00 alone in the last 24 hours; above $5,000.00 a second admin must approve this.",
        approval: { kind: "withdrawal", amount: 1000, status: "Pending" },
      },
    });
    const status = await app.ctx.db
      .selectFrom("withdrawals")
      .select("status")
      .where("withdrawal_id", "=", ids[5] as string)
      .executeTakeFirst();
    expect(status?.status).toBe("Pending");
    // The sum is kept in the ledger: one counted approval per withdrawal done alone.
    const counted = await app.ctx.store.readStream(`admin-allowance-${admin.id}`);
    expect(counted.map((e) => [e.type, (e.data as { amount: string }).amount])).toEqual(
      Array.from({ length: 5 }, () => ["AdminAllowanceUsed", "1000.00"]),
    );
    // Another admin's own allowance is untouched, and a second admin releases the sixth.
    expect(await approve(sixth.body.approval._id, adminB.token)).toMatchObject({ status: 200 });
  });

  it("when one admin sends two approvals at once at $4,000 approved alone, then only one slips under the $5,000 limit and the other waits", async () => {
    const admin = await app.createUser({ isAdmin: true });
    const first = [];
    for (let i = 0; i < 4; i++) first.push(await pendingWithdrawal(1000));
    for (const id of first) expect((await approveWithdrawal(id, admin)).status).toBe(200);
    const [x, y] = [await pendingWithdrawal(1000), await pendingWithdrawal(1000)];
    const answers = await Promise.all([approveWithdrawal(x, admin), approveWithdrawal(y, admin)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 202]);
    expect(answers.find((a) => a.status === 202)?.body.message).toBe(
      "You approved $5,000.00 alone in the last 24 hours; above $5,000.00 a second admin must approve this.",
    );
  });

  it("when one admin ran 4% profit alone this week, then a 2% run waits, naming the percent", async () => {
    const admin = await app.createUser({ isAdmin: true });
    await investorWithShares(app, "1");
    const first = await app.api("POST", "/api/profits/credit", { token: admin.token, body: { percentage: 4 } });
    expect(first.status).toBe(200);
    const { processRun } = await import("../profits/run-engine.js");
    await processRun(app.ctx, first.body.runId);
    const second = await app.api("POST", "/api/profits/credit", { token: admin.token, body: { percentage: 2 } });
    expect(second).toMatchObject({
      status: 202,
      body: {
        message: "You ran 4% alone in the last 7 days; above 5% a second admin must approve this.",
        approval: { kind: "profit-run" },
      },
    });
    await app.api("PUT", `/api/admin/approvals/${second.body.approval._id}/reject`, { token: admin.token });
  });
});

describe("purchases", () => {
  it("when an admin approves a purchase above $1,000 (shares × locked price), then it waits for a second admin and the shares come only after approval", async () => {
    const investor = await app.createUser();
    const asked = await app.api("POST", "/api/shares", {
      token: investor.token,
      body: { numberOfShares: 11, paymentMethod: "TRC20", proof: await app.uploadProof(investor.token) },
    });
    expect(asked.status).toBe(201);
    const purchaseId = asked.body.purchase._id as string;
    const held = await app.api("PUT", `/api/shares/approve/${purchaseId}`, { token: adminA.token });
    expect(held).toMatchObject({
      status: 202,
      body: { approval: { kind: "purchase", amount: 1100, user: { _id: investor.id }, action: { shares: "11" } } },
    });
    const shares = async () =>
      (await app.ctx.db.selectFrom("investor_balances").select("shares").where("user_id", "=", investor.id).executeTakeFirst())?.shares ??
      "0";
    expect(await shares()).toMatch(/^0(\.0)?$/);
    expect(await approve(held.body.approval._id, adminB.token)).toMatchObject({ status: 200 });
    expect(await shares()).toBe("11.0");
    const [approved] = (await app.ctx.store.readStream(`investor-${investor.id}`)).filter((e) => e.type === "SharePurchaseApproved");
    expect(approved?.metadata).toMatchObject({ requestedBy: adminA.id, approvedBy: adminB.id });
  });
});

describe("out-of-date approvals", () => {
  it("when the investor's shares changed after a share edit was asked, then approving it answers 409 with the reason, recorded as its failure", async () => {
    const investor = await investorWithShares(app, "3");
    const held = await app.api("PUT", `/api/admin/users/${investor.id}/shares`, { token: adminA.token, body: { sharesOwned: 5 } });
    expect(held.status).toBe(202);
    // Meanwhile the investor buys one more share (approved alone: $100).
    const asked = await app.api("POST", "/api/shares", {
      token: investor.token,
      body: { numberOfShares: 1, paymentMethod: "TRC20", proof: await app.uploadProof(investor.token) },
    });
    expect((await app.api("PUT", `/api/shares/approve/${asked.body.purchase._id}`, { token: adminB.token })).status).toBe(200);

    const res = await approve(held.body.approval._id, adminB.token);
    expect(res).toMatchObject({
      status: 409,
      body: { message: "This request is out of date: the investor's shares changed since it was made." },
    });
    const list = await app.api("GET", "/api/admin/approvals?limit=100", { token: adminA.token });
    expect(list.body.approvals.find((a: { _id: string }) => a._id === held.body.approval._id)).toMatchObject({
      status: "Failed",
      failure: "This request is out of date: the investor's shares changed since it was made.",
    });
    const row = await app.ctx.db.selectFrom("investor_balances").select("shares").where("user_id", "=", investor.id).executeTakeFirst();
    expect(row?.shares).toBe("4.0");
  });

  it("when the share price changed after a price change was asked, then approving it answers 409 with the reason", async () => {
    const held = await app.api("PUT", "/api/admin/share-price", { token: adminA.token, body: { pricePerShare: 102 } });
    expect(held.status).toBe(202);
    // Given the price moved meanwhile (as another approved change would have moved it).
    const { changeSettings } = await import("../settings/change-settings.js");
    await changeSettings(app.ctx, { type: "ChangeSharePrice", pricePerShare: "101.00" }, adminB.id);
    const res = await approve(held.body.approval._id, adminB.token);
    expect(res).toMatchObject({
      status: 409,
      body: { message: "This request is out of date: the share price changed since it was made." },
    });
    expect((await app.api("GET", "/api/admin/share-price", { token: adminA.token })).body).toEqual({ pricePerShare: 101 });
  });
});

describe("the auditor switch", () => {
  it("when an admin grants the auditor role by the switch, then it is a UserRoleChanged event; again changes nothing; one's own is 403", async () => {
    const user = await app.createUser();
    const on = await app.api("PUT", `/api/admin/users/${user.id}/auditor`, { token: adminA.token, body: { isAuditor: true } });
    expect(on).toMatchObject({ status: 200, body: { isAuditor: true } });
    expect(await app.api("PUT", `/api/admin/users/${user.id}/auditor`, { token: adminA.token, body: { isAuditor: true } })).toMatchObject({
      status: 200,
    });
    const events = await app.ctx.store.readStream(`user-roles-${user.id}`);
    expect(events.map((e) => [e.type, e.data])).toEqual([
      ["UserRoleChanged", expect.objectContaining({ role: "auditor", previousRole: "investor" })],
    ]);
    expect(events[0]?.metadata).toMatchObject({ actor: adminA.id });
    expect(await app.api("PUT", `/api/admin/users/${adminA.id}/auditor`, { token: adminA.token, body: { isAuditor: true } })).toMatchObject(
      {
        status: 403,
        body: { message: "You cannot change your own role." },
      },
    );
    const off = await app.api("PUT", `/api/admin/users/${user.id}/auditor`, { token: adminA.token, body: { isAuditor: false } });
    expect(off).toMatchObject({ status: 200, body: { isAuditor: false } });
    const row = await app.ctx.db.selectFrom("users").select(["is_auditor", "is_admin"]).where("id", "=", user.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ is_auditor: false, is_admin: false });
    expect((await app.ctx.store.readStream(`user-roles-${user.id}`)).map((e) => (e.data as { role: string }).role)).toEqual([
      "auditor",
      "investor",
    ]);
  });
});
