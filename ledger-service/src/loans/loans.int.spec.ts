import { loanRangeMessage } from "@app/contracts";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../testing/test-app.js";
import { loanSteps, PAYOUT } from "../../testing/loan-helpers.js";

const { app, admin } = useTestApp({}, { admin: {} });

const { investorWith, borrow, approvedLoan } = loanSteps(() => ({ app, admin }));

describe("loan requests", () => {
  it("when an investor with 10 shares asks for 10%, then a Pending loan of 100 + 10 charge = 110 is created and summarised", async () => {
    const user = await investorWith("10");
    const res = await borrow(user.token, 10);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      message: "Loan request submitted successfully!",
      loan: { amountRequested: 100, companyCharge: 10, totalPayable: 110, remaining: 110, status: "Pending", manualPayments: [] },
    });
    const summary = await app.api("GET", "/api/loans/summary", { token: user.token });
    expect(summary.body).toEqual({
      loanId: res.body.loan._id,
      amountRequested: 100,
      companyCharge: 10,
      totalPayable: 110,
      remaining: 110,
      status: "Pending",
      repaymentMethod: "profit",
      paidAt: null,
      approvedAt: null,
      rejectionReason: null,
      ...PAYOUT,
      approvableAfter: null,
      // Issue 34: the transaction that sent it, once an admin records one.
      payout: null,
      manualPayments: [],
    });
    expect((await app.api("GET", "/api/loans/history", { token: user.token })).body).toEqual({ history: [] });
  });

  it("when the amount is outside 1% to 20% of capital, then 400 'Loan must be between $10.00 and $200.00'", async () => {
    const user = await investorWith("10");
    for (const pct of [0.5, 20.01, 25]) {
      expect(await borrow(user.token, pct)).toMatchObject({ status: 400, body: { message: loanRangeMessage("10.00", "200.00") } });
    }
    expect((await borrow(user.token, "abc")).status).toBe(400);
  });

  it("when the investor already has an active loan, then a second request is 409", async () => {
    const user = await investorWith("4");
    expect((await borrow(user.token, 5)).status).toBe(201);
    expect(await borrow(user.token, 5)).toMatchObject({ status: 409, body: { message: "You already have an active loan" } });
  });

  it("when two loan requests arrive at once, then exactly one loan exists", async () => {
    const user = await investorWith("6");
    const results = await Promise.all([borrow(user.token, 10), borrow(user.token, 15)]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    const stream = await app.ctx.store.readStream(`investor-${user.id}`);
    expect(stream.filter((e) => e.type === "LoanRequested")).toHaveLength(1);
  });

  it("when the portal is closed, then a request is refused with the spec's text, and accepted again once reopened", async () => {
    const user = await investorWith("2");
    expect((await app.api("POST", "/api/loans/toggle-portal", { token: admin.token })).body).toMatchObject({ isOpen: false });
    try {
      expect(await borrow(user.token, 10)).toMatchObject({
        status: 422,
        body: { message: "The loan request system is currently closed. Please check back later." },
      });
    } finally {
      expect((await app.api("POST", "/api/loans/toggle-portal", { token: admin.token })).body).toMatchObject({ isOpen: true });
    }
    expect((await borrow(user.token, 10)).status).toBe(201);
  });

  it("when a user has never borrowed, then the summary is 404 'No active or past loan found'", async () => {
    const user = await app.createUser();
    expect(await app.api("GET", "/api/loans/summary", { token: user.token })).toMatchObject({
      status: 404,
      body: { message: "No active or past loan found" },
    });
  });
});

describe("the admin's loan decisions", () => {
  it("when the admin approves, then 'Loan approved' with approvedAt; approving or rejecting again is 409", async () => {
    const { user, loanId } = await approvedLoan();
    const summary = (await app.api("GET", "/api/loans/summary", { token: user.token })).body;
    expect(summary).toMatchObject({ status: "Approved", remaining: 110 });
    expect(summary.approvedAt).toEqual(expect.any(String));
    expect((await app.api("PUT", `/api/loans/approve/${loanId}`, { token: admin.token })).status).toBe(409);
    expect((await app.api("PUT", `/api/loans/reject/${loanId}`, { token: admin.token })).status).toBe(409);
  });

  it("when the admin approves, then the response says 'Loan approved'", async () => {
    const user = await investorWith("3");
    const loanId = (await borrow(user.token, 10)).body.loan._id;
    expect(await app.api("PUT", `/api/loans/approve/${loanId}`, { token: admin.token })).toMatchObject({
      status: 200,
      body: { message: "Loan approved" },
    });
  });

  it("when the admin rejects a pending loan, then it is Rejected, a second reject is 409, and the investor may ask again", async () => {
    const user = await investorWith("3");
    const loanId = (await borrow(user.token, 10)).body.loan._id;
    expect(await app.api("PUT", `/api/loans/reject/${loanId}`, { token: admin.token })).toMatchObject({
      status: 200,
      body: { loan: { status: "Rejected" } },
    });
    expect((await app.api("PUT", `/api/loans/reject/${loanId}`, { token: admin.token })).status).toBe(409);
    expect((await borrow(user.token, 10)).status).toBe(201);
  });

  it("when the admin marks an approved loan paid, then 'Loan marked as paid', remaining 0, status Paid with paidAt; again is 409", async () => {
    const { user, loanId } = await approvedLoan();
    expect(await app.api("PUT", `/api/loans/mark-paid/${loanId}`, { token: admin.token })).toMatchObject({
      status: 200,
      body: { message: "Loan marked as paid" },
    });
    const summary = (await app.api("GET", "/api/loans/summary", { token: user.token })).body;
    expect(summary).toMatchObject({ status: "Paid", remaining: 0, repaymentMethod: "write-off" });
    expect(summary.paidAt).toEqual(expect.any(String));
    expect((await app.api("PUT", `/api/loans/mark-paid/${loanId}`, { token: admin.token })).status).toBe(409);
    const history = (await app.api("GET", "/api/loans/history", { token: user.token })).body.history;
    expect(history).toEqual([
      { at: expect.any(String), source: "write-off", amount: 110, balanceAfter: 0, note: "Written off by admin: no payment received" },
    ]);
  });

  it("when a loan id is unknown, then 404; when a non-admin tries, then 403", async () => {
    const user = await app.createUser();
    expect((await app.api("PUT", "/api/loans/approve/nope", { token: admin.token })).status).toBe(404);
    expect((await app.api("PUT", "/api/loans/approve/nope", { token: user.token })).status).toBe(403);
    expect((await app.api("GET", "/api/loans/all", { token: user.token })).status).toBe(403);
  });
});

describe("where a loan is paid out", () => {
  it("when a loan is approved, then LoanApproved records the request's wallet and network, and the loan views name them", async () => {
    const { user, loanId } = await approvedLoan("10", 10);
    const approved = (await app.ctx.store.readStream(`investor-${user.id}`)).filter((e) => e.type === "LoanApproved");
    expect(approved.map((e) => e.data)).toEqual([expect.objectContaining({ loanId, wallet: PAYOUT.wallet, network: PAYOUT.network })]);
    const view = (await app.api("GET", `/api/loans/history/${loanId}`, { token: admin.token })).body.loan;
    expect(view).toMatchObject({ wallet: PAYOUT.wallet, network: PAYOUT.network, approvableAfter: null });
  });

  it("when the investor reads the loan limits, then the capital is the owned shares × $100 with the 1 % and 20 % bounds; without a token, 401", async () => {
    const user = await investorWith("7.5");
    expect(await app.api("GET", "/api/loans/limits", { token: user.token })).toMatchObject({
      status: 200,
      body: { investmentCapital: 750, minLoan: 7.5, maxLoan: 150, sharesHeldBySellBack: 0 },
    });
    expect((await app.api("GET", "/api/loans/limits")).status).toBe(401);
  });
});
