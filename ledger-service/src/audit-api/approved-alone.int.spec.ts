import { beforeAll, describe, expect, it } from "vitest";
import { type TestUser, useTestApp } from "../../testing/test-app.js";
import { tronWallet } from "../../testing/wallets.js";
import { approvedWithdrawal } from "../../testing/withdrawals.js";

/** Solo use is seen (issue 36, point 1): what one admin approves alone is listed for the other admin and the auditors. */
const { app, admin: adminA } = useTestApp({}, { admin: { email: "alone-admin@example.com" } });
let adminB: TestUser;
let auditor: TestUser;
beforeAll(async () => {
  adminB = await app.createUser({ isAdmin: true });
  auditor = await app.createUser({ isAuditor: true });
});

const list = (token: string) => app.api("GET", "/api/audit/approved-alone", { token });

describe("approved alone", () => {
  it("when an admin approves a $500 withdrawal and a 2% run alone, then the other admin and the auditor see both with the allowance left; an investor is refused", async () => {
    const { investor } = await approvedWithdrawal(app, adminA, {
      profit: "600.00",
      amount: 500,
      wallet: tronWallet("alone"),
      network: "USDT TRC20",
    });
    expect((await app.api("POST", "/api/profits/credit", { token: adminA.token, body: { percentage: 2 } })).status).toBe(200);
    await app.settle();

    for (const viewer of [adminB, auditor]) {
      const res = await list(viewer.token);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        items: [
          {
            admin: { id: adminA.id, email: "alone-admin@example.com" },
            action: "profit-run",
            amount: 2,
            at: expect.any(String),
            remainingAllowance: 3,
          },
          {
            admin: { id: adminA.id, email: "alone-admin@example.com" },
            action: "withdrawal",
            amount: 500,
            at: expect.any(String),
            remainingAllowance: 4500,
          },
        ],
      });
    }
    expect((await list(investor.token)).status).toBe(403);
    const metrics = await fetch(`${app.url}/api/admin/metrics`, { headers: { authorization: `Bearer ${adminB.token}` } });
    const text = await metrics.text();
    expect(text).toContain('shareinvest_approved_alone_24h{action="withdrawal"} 1');
    expect(text).toContain('shareinvest_approved_alone_24h{action="profit-run"} 1');
    expect((await app.api("GET", "/api/audit/admin-oversight", { token: auditor.token })).body).toEqual({
      adminCount: 2,
      loneAdmin: false,
    });
  });

  it("when two admins exist, then a manual loan payment waits for the second admin however small (it clears the loan like a write-off)", async () => {
    const { investorWithShares } = await import("../../testing/seed-ledger.js");
    await app.openLoanPortal(adminB.token);
    const borrower = await investorWithShares(app, "10");
    const requested = await app.api("POST", "/api/loans/request", {
      token: borrower.token,
      body: { percentage: 10, wallet: tronWallet("alone-loan"), network: "USDT TRC20" },
    });
    const loanId = requested.body.loan._id as string;
    expect((await app.api("PUT", `/api/loans/approve/${loanId}`, { token: adminB.token })).status).toBe(200);
    const proofUrl = await app.uploadProof(borrower.token);
    expect(
      (await app.api("POST", "/api/loans/manual-payment", { token: borrower.token, body: { loanId, amount: 10, proofUrl } })).status,
    ).toBe(201);
    const held = await app.api("PUT", "/api/loans/manual-payment/approve", {
      token: adminB.token,
      body: { loanId, paymentIndex: 0 },
    });
    expect(held).toMatchObject({ status: 202, body: { approval: { kind: "manual-payment", status: "Pending" } } });
  });
});
