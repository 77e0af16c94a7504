import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { investorWithShares } from "../../testing/seed-ledger.js";
import { startTestApp, type TestApp, type TestUser } from "../../testing/test-app.js";
import { tronWallet } from "../../testing/wallets.js";

/**
 * The write-off is decided inside MarkLoanPaid: "Mark paid" racing the loan's approval never
 * writes the loan off without a second admin (two admins exist from the start).
 */
let app: TestApp;
let adminA: TestUser;
let adminB: TestUser;
beforeAll(async () => {
  // Only the write-off is under test: the solo daily sum must not hold the loans' approvals.
  app = await startTestApp({ FOUR_EYES_DAILY_AMOUNT: "100000" });
  adminA = await app.createUser({ isAdmin: true });
  adminB = await app.createUser({ isAdmin: true });
  await app.openLoanPortal(adminB.token);
});
afterAll(async () => {
  await app?.stop();
});

async function pendingLoan(): Promise<{ borrower: TestUser; loanId: string }> {
  const borrower = await investorWithShares(app, "10");
  const requested = await app.api("POST", "/api/loans/request", {
    token: borrower.token,
    body: { percentage: 20, wallet: tronWallet("race"), network: "USDT TRC20" },
  });
  expect(requested.status).toBe(201);
  return { borrower, loanId: requested.body.loan._id as string };
}

describe("write-off against approval", () => {
  it("when an admin's 'Mark paid' races the loan's approval, then the loan is never written off alone: it stays Approved or the write-off waits", async () => {
    for (let round = 0; round < 12; round++) {
      const { borrower, loanId } = await pendingLoan();
      const [approved, marked] = await Promise.all([
        app.api("PUT", `/api/loans/approve/${loanId}`, { token: adminA.token }),
        app.api("PUT", `/api/loans/mark-paid/${loanId}`, { token: adminA.token }),
      ]);
      expect(approved.status).toBe(200);
      // 409: not approved yet, or the write-off refused inside the command; 202: it waits for adminB.
      expect([409, 202]).toContain(marked.status);
      const summary = (await app.api("GET", "/api/loans/summary", { token: borrower.token })).body;
      expect(summary).toMatchObject({ status: "Approved", remaining: 220 });
      const repaid = (await app.ctx.store.readStream(`investor-${borrower.id}`)).filter((e) => e.type === "LoanRepaid");
      expect(repaid).toEqual([]);
      if (marked.status === 202) expect(marked.body.approval).toMatchObject({ kind: "write-off", status: "Pending" });
    }
  });

  it("when the loan's approval lands between 'Mark paid''s four-eyes read and its command, then the write-off is refused (409) and the loan stays Approved", async () => {
    const { borrower, loanId } = await pendingLoan();
    // Hold "Mark paid" right after its second read of the borrower's stream (the four-eyes read,
    // which sees the loan still pending) until the approval has landed.
    const store = app.ctx.store;
    const original = store.readStream.bind(store);
    let reads = 0;
    let hit!: () => void;
    const gateHit = new Promise<void>((resolve) => {
      hit = resolve;
    });
    let release!: () => void;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    store.readStream = (async (streamId: string, options?: { fromVersion?: number }) => {
      const events = await original(streamId, options);
      if (streamId === `investor-${borrower.id}` && ++reads === 2) {
        hit();
        await released;
      }
      return events;
    }) as typeof store.readStream;
    try {
      const marking = app.api("PUT", `/api/loans/mark-paid/${loanId}`, { token: adminA.token });
      await gateHit;
      store.readStream = original;
      expect((await app.api("PUT", `/api/loans/approve/${loanId}`, { token: adminA.token })).status).toBe(200);
      release();
      expect(await marking).toMatchObject({
        status: 409,
        body: {
          message:
            "This loan still has $220.00 that no payment covers: writing it off needs a second admin's approval. Nothing was changed.",
        },
      });
    } finally {
      store.readStream = original;
      release();
    }
    expect((await app.api("GET", "/api/loans/summary", { token: borrower.token })).body).toMatchObject({
      status: "Approved",
      remaining: 220,
    });
  });

  it("when an approved loan is marked paid and the second admin approves the write-off, then it is written off once", async () => {
    const { borrower, loanId } = await pendingLoan();
    expect((await app.api("PUT", `/api/loans/approve/${loanId}`, { token: adminA.token })).status).toBe(200);
    const held = await app.api("PUT", `/api/loans/mark-paid/${loanId}`, { token: adminA.token });
    expect(held.status).toBe(202);
    const approved = await app.api("PUT", `/api/admin/approvals/${held.body.approval._id}/approve`, { token: adminB.token });
    expect(approved).toMatchObject({ status: 200, body: { approval: { status: "Approved" } } });
    expect((await app.api("GET", "/api/loans/summary", { token: borrower.token })).body).toMatchObject({
      status: "Paid",
      repaymentMethod: "write-off",
    });
  });
});
