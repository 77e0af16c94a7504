import { MANUAL_PAYMENT_MESSAGE } from "@app/contracts";
import { describe, expect, it } from "vitest";
import { lastPosition } from "@app/event-store/command-runner";
import { investorCommand } from "../../testing/seed-ledger.js";
import { useTestApp } from "../../testing/test-app.js";
import { loanSteps } from "../../testing/loan-helpers.js";

const { app, admin } = useTestApp({}, { admin: {} });

const { investorWith, borrow, approvedLoan } = loanSteps(() => ({ app, admin }));

describe("repayments", () => {
  it("when a manual payment is submitted and approved, then the balance drops once; a second approval is 409", async () => {
    const { user, loanId } = await approvedLoan();
    const receipt = await app.uploadProof(user.token);
    const pay = await app.api("POST", "/api/loans/manual-payment", {
      token: user.token,
      body: { loanId, amount: 40.5, proofUrl: receipt },
    });
    expect(pay).toMatchObject({ status: 201, body: { message: "Manual payment submitted for review" } });
    const approve = () => app.api("PUT", "/api/loans/manual-payment/approve", { token: admin.token, body: { loanId, paymentIndex: 0 } });
    expect(await approve()).toMatchObject({ status: 200, body: { message: "Manual payment approved successfully" } });
    expect((await approve()).status).toBe(409);
    expect((await app.api("GET", "/api/loans/summary", { token: user.token })).body).toMatchObject({
      remaining: 69.5,
      status: "Approved",
      repaymentMethod: "manual",
    });
    const detail = await app.api("GET", `/api/loans/history/${loanId}`, { token: admin.token });
    expect(detail.body.history).toEqual([
      { at: expect.any(String), source: "manual", amount: 40.5, balanceAfter: 69.5, note: "Manual payment" },
    ]);
    expect(detail.body.loan.manualPayments).toEqual([
      {
        amount: 40.5,
        proofUrl: expect.stringMatching(/\/api\/uploads\/[0-9a-f-]{36}\.png\?expires=\d+&signature=/),
        approved: true,
        uploadedAt: expect.any(String),
        txId: null,
        chainCheck: { status: "unchecked", amount: null, confirmations: null, reason: null, explorerUrl: null, checkedAt: null },
      },
    ]);
  });

  it("when a repayment names a transaction id on a network not checked on chain, then it is kept, stays unchecked and is approved as before", async () => {
    // The default LOAN_REPAYMENT_NETWORK is USDT TRC20, and this app has no TRC20 node.
    const { user, loanId } = await approvedLoan();
    const txId = "ab".repeat(32);
    const pay = await app.api("POST", "/api/loans/manual-payment", {
      token: user.token,
      body: { loanId, amount: 10, proofUrl: await app.uploadProof(user.token), txId },
    });
    expect(pay.status).toBe(201);
    const payments = (await app.api("GET", "/api/loans/summary", { token: user.token })).body.manualPayments;
    expect(payments).toEqual([
      expect.objectContaining({
        amount: 10,
        txId,
        chainCheck: { status: "unchecked", amount: null, confirmations: null, reason: null, explorerUrl: null, checkedAt: null },
      }),
    ]);
    const approved = await app.api("PUT", "/api/loans/manual-payment/approve", { token: admin.token, body: { loanId, paymentIndex: 0 } });
    expect(approved).toMatchObject({ status: 200, body: { loan: { remaining: 100 } } });
    // The id is still claimed: another payment cannot reuse it; a BEP20-shaped id is not a TRC20 one.
    expect(
      await app.api("POST", "/api/loans/manual-payment", {
        token: user.token,
        body: { loanId, amount: 10, proofUrl: await app.uploadProof(user.token), txId: txId.toUpperCase() },
      }),
    ).toMatchObject({ status: 409, body: { message: "This transaction id was already used for another payment." } });
    expect(
      await app.api("POST", "/api/loans/manual-payment", {
        token: user.token,
        body: { loanId, amount: 10, proofUrl: await app.uploadProof(user.token), txId: `0x${"cd".repeat(32)}` },
      }),
    ).toMatchObject({
      status: 400,
      body: { message: "This is not a USDT on TRC20 (TRON) transaction id: it should be 64 hex characters." },
    });
  });

  it("when amount or receipt is missing, then 400 'Please enter amount and upload receipt'", async () => {
    const { user, loanId } = await approvedLoan();
    for (const body of [
      { loanId, proofUrl: "https://x/r.png" },
      { loanId, amount: 10 },
      { loanId, amount: 10, proofUrl: " " },
      { loanId, amount: 0, proofUrl: "u" },
    ]) {
      expect(await app.api("POST", "/api/loans/manual-payment", { token: user.token, body })).toMatchObject({
        status: 400,
        body: { message: MANUAL_PAYMENT_MESSAGE },
      });
    }
  });

  it("when someone pays into another investor's loan, then 404 and nothing is recorded", async () => {
    const { loanId } = await approvedLoan();
    const stranger = await app.createUser();
    const res = await app.api("POST", "/api/loans/manual-payment", {
      token: stranger.token,
      body: { loanId, amount: 10, proofUrl: "https://x/r.png" },
    });
    expect(res).toMatchObject({ status: 404, body: { message: "Loan not found" } });
  });

  it("when a profit credit exceeds the remaining balance, then it repays the loan to Paid and the rest stays as profit", async () => {
    const { user, loanId } = await approvedLoan("10", 10);
    const outcome = await investorCommand(app.ctx.store, user.id, {
      type: "CreditProfit",
      runId: "loan-test-run",
      percentage: "20",
      shares: "10",
      pricePerShare: "100",
      loanRepaymentShare: "1",
      now: new Date(),
    });
    await app.ctx.readYourWrites(lastPosition(outcome));
    const summary = (await app.api("GET", "/api/loans/summary", { token: user.token })).body;
    expect(summary).toMatchObject({ loanId, status: "Paid", remaining: 0, repaymentMethod: "profit" });
    expect(summary.paidAt).toEqual(expect.any(String));
    const balances = await app.ctx.db.selectFrom("investor_balances").selectAll().where("user_id", "=", user.id).executeTakeFirstOrThrow();
    expect(balances).toMatchObject({ profit_balance: "90.00", loan_owed: "0.00" });
  });
});

describe("manual payments that would overpay", () => {
  const submit = async (token: string, loanId: string, amount: number) =>
    app.api("POST", "/api/loans/manual-payment", { token, body: { loanId, amount, proofUrl: await app.uploadProof(token) } });
  const approve = (loanId: string, extra: Record<string, unknown> = {}) =>
    app.api("PUT", "/api/loans/manual-payment/approve", { token: admin.token, body: { loanId, paymentIndex: 0, ...extra } });
  const profitOf = async (userId: string) =>
    (await app.ctx.db.selectFrom("investor_balances").select("profit_balance").where("user_id", "=", userId).executeTakeFirstOrThrow())
      .profit_balance;
  /** A profit run's credit on the loan's 10 shares at $100, repaying the loan first. */
  const creditProfit = async (userId: string, percentage: string) =>
    app.ctx.readYourWrites(
      lastPosition(
        await investorCommand(app.ctx.store, userId, {
          type: "CreditProfit",
          runId: `overpay-${percentage}-${userId}`,
          percentage,
          shares: "10",
          pricePerShare: "100",
          loanRepaymentShare: "1",
          now: new Date(),
        }),
      ),
    );

  it("when the admin approves a manual payment on a loan already Paid, then 409 with a clear message and no profit is credited", async () => {
    const { user, loanId } = await approvedLoan("10", 10);
    expect((await submit(user.token, loanId, 50)).status).toBe(201);
    expect((await app.api("PUT", `/api/loans/mark-paid/${loanId}`, { token: admin.token })).status).toBe(200);
    const eventsBefore = (await app.ctx.store.readStream(`investor-${user.id}`)).length;
    expect(await approve(loanId)).toMatchObject({
      status: 409,
      body: { message: "This loan is Paid: a manual payment on it can no longer be approved." },
    });
    expect(await approve(loanId, { creditExcessToProfit: true })).toMatchObject({ status: 409 });
    expect((await app.ctx.store.readStream(`investor-${user.id}`)).length).toBe(eventsBefore);
    expect(await profitOf(user.id)).toBe("0.00");
  });

  it("when a payment is more than what remains, then 409 unless the admin explicitly credits the excess, which the event records", async () => {
    const { user, loanId } = await approvedLoan("10", 10); // $110 payable
    expect((await submit(user.token, loanId, 100)).status).toBe(201);
    await creditProfit(user.id, "5"); // $50 repays the loan first: $60 remain, the $100 payment now overpays by $40
    expect(await approve(loanId)).toMatchObject({
      status: 409,
      body: {
        message:
          "This payment of $100.00 is $40.00 more than the remaining balance of $60.00. " +
          "Approve it with creditExcessToProfit to credit the excess to the investor's profit balance.",
      },
    });
    expect(await profitOf(user.id)).toBe("0.00");
    expect(await approve(loanId, { creditExcessToProfit: true })).toMatchObject({ status: 200, body: { loan: { status: "Paid" } } });
    expect(await profitOf(user.id)).toBe("40.00");
    const repaid = (await app.ctx.store.readStream(`investor-${user.id}`)).filter((e) => e.type === "LoanRepaid").at(-1);
    expect(repaid?.data).toMatchObject({ source: "manual", amount: "60.00", received: "100.00", excessCreditedToProfit: true });
  });
});

describe("the admin's loan list", () => {
  it("when filtered by status and searched by name or email in any case, then only matching loans, 10 a page, newest first", async () => {
    const tag = `zed${Date.now()}`;
    const ids: string[] = [];
    for (let i = 0; i < 12; i++) {
      const u = await investorWith("1", { fullName: `${tag} Borrower ${i}`, email: `${tag}-${i}@Example.com` });
      ids.push((await borrow(u.token, 10)).body.loan._id);
    }
    await app.api("PUT", `/api/loans/approve/${ids[0]}`, { token: admin.token });
    const page1 = await app.api("GET", `/api/loans/all?search=${tag.toUpperCase()}`, { token: admin.token });
    expect(page1.body).toMatchObject({ totalPages: 2, currentPage: 1 });
    expect(page1.body.loans).toHaveLength(10);
    expect(page1.body.loans[0]).toMatchObject({
      _id: ids[11],
      user: { fullName: `${tag} Borrower 11`, email: `${tag}-11@Example.com` },
      amountRequested: 10,
      status: "Pending",
      manualPayments: [],
    });
    const page2 = await app.api("GET", `/api/loans/all?search=${tag}&page=2`, { token: admin.token });
    expect(page2.body.loans.map((l: { _id: string }) => l._id)).toEqual([ids[1], ids[0]]);
    const byEmail = await app.api("GET", `/api/loans/all?search=${tag}-3@example.COM`, { token: admin.token });
    expect(byEmail.body.loans.map((l: { _id: string }) => l._id)).toEqual([ids[3]]);
    const approved = await app.api("GET", `/api/loans/all?search=${tag}&status=Approved`, { token: admin.token });
    expect(approved.body).toMatchObject({ totalPages: 1, loans: [{ _id: ids[0], status: "Approved" }] });
  });
});
