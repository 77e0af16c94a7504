import { type DomainEvent, money } from "@app/contracts";
import { describe, expect, it } from "vitest";
import { investorWithShares, NOW, stateOf, USER, andThen } from "../../testing/given-when-then.js";
import {
  approveLoan,
  approveManualLoanPayment,
  markLoanPaid,
  profitDeduction,
  rejectLoan,
  requestLoan,
  submitManualLoanPayment,
  writeOffAmount,
} from "./decide-loans.js";

const WALLET = "TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t";
const code = (c: string, message: string) => expect.objectContaining({ code: c, message });
const receivable = `investor:${USER}:loan-receivable`;
const holder = investorWithShares("10"); // capital $1,000
const ask = (percentage: string, heldUntil?: Date) =>
  ({
    type: "RequestLoan",
    loanId: "l-1",
    percentage,
    portalOpen: true,
    now: NOW,
    wallet: WALLET,
    network: "USDT TRC20",
    ...(heldUntil ? { heldUntil } : {}),
  }) as const;
const pending = andThen(holder, ask("12.5")); // $125.00 + $12.50 = $137.50
const approved = andThen(pending, { type: "ApproveLoan", loanId: "l-1", now: NOW });
const then = (past: DomainEvent[], more: DomainEvent[]) => [...past, ...more];
const submit = (amount: string, past = approved) =>
  submitManualLoanPayment(
    { type: "SubmitManualLoanPayment", loanId: "l-1", amount, proofUrl: "/api/uploads/r.png", now: NOW },
    stateOf(past),
  );
const approvePayment = (past: DomainEvent[], paymentIndex: number, creditExcessToProfit?: boolean) =>
  approveManualLoanPayment(
    {
      type: "ApproveManualLoanPayment",
      loanId: "l-1",
      paymentIndex,
      now: NOW,
      ...(creditExcessToProfit === undefined ? {} : { creditExcessToProfit }),
    },
    stateOf(past),
    USER,
  );

describe("decide a loan request and its approval, as whole events", () => {
  it("when 12.5 % of $1,000 is asked to a new wallet, then the request records capital, amount, 10 % charge, payable and the hold", () => {
    const heldUntil = new Date("2026-11-02T10:00:00.000Z");
    expect(requestLoan(ask("12.5", heldUntil), stateOf(holder))).toStrictEqual([
      {
        type: "LoanRequested",
        data: {
          loanId: "l-1",
          percentage: "12.5",
          capital: "1000.00",
          amount: "125.00",
          charge: "12.50",
          totalPayable: "137.50",
          requestedAt: NOW.toISOString(),
          wallet: WALLET,
          network: "USDT TRC20",
          heldUntil: heldUntil.toISOString(),
        },
      },
    ]);
    expect(requestLoan(ask("12.5"), stateOf(holder))[0]?.data).not.toHaveProperty("heldUntil");
  });

  it("when the investor has no shares (or all are held by a sale), then 'You need shares to request a loan'", () => {
    expect(() => requestLoan(ask("10"), stateOf([]))).toThrow(code("rule-violated", "You need shares to request a loan"));
    expect(() => requestLoan(ask("10"), { ...stateOf(holder), heldShares: money("10") })).toThrow("You need shares to request a loan");
    expect(() => requestLoan({ ...ask("10"), portalOpen: false }, stateOf(holder))).toThrow(
      code("rule-violated", expect.stringContaining("closed")),
    );
    expect(() => requestLoan(ask("10"), stateOf(pending))).toThrow(code("conflict", "You already have an active loan"));
    expect(() => requestLoan(ask("0.99"), stateOf(holder))).toThrow(code("invalid", "Loan must be between $10.00 and $200.00"));
  });

  it("when approved, then the payout and the charge are owed on the receivable and the wallet is named; never before the hold ends", () => {
    expect(approveLoan({ type: "ApproveLoan", loanId: "l-1", now: NOW }, stateOf(pending), USER)).toStrictEqual([
      {
        type: "LoanApproved",
        data: {
          loanId: "l-1",
          totalPayable: "137.50",
          approvedAt: NOW.toISOString(),
          wallet: WALLET,
          network: "USDT TRC20",
          transfers: [
            { debit: receivable, credit: "platform:treasury", amount: "125.00" },
            { debit: receivable, credit: "platform:loan-charge-income", amount: "12.50" },
          ],
        },
      },
    ]);
    // A destination is named only whole: a wallet recorded without its network names none.
    const requested = andThen(holder, ask("10")).at(-1);
    const { network: _unknown, ...walletOnly } = (requested?.data ?? {}) as Record<string, unknown>;
    const partial = stateOf([...holder, { type: "LoanRequested", data: walletOnly } as DomainEvent]);
    const [payout] = approveLoan({ type: "ApproveLoan", loanId: "l-1", now: NOW }, partial, USER);
    expect(payout?.data).not.toHaveProperty("wallet");
    expect(payout?.data).not.toHaveProperty("network");
    const heldUntil = new Date(NOW.getTime() + 1);
    const held = stateOf(andThen(holder, ask("10", heldUntil)));
    expect(() => approveLoan({ type: "ApproveLoan", loanId: "l-1", now: NOW }, held, USER)).toThrow(
      code("conflict", expect.stringContaining(heldUntil.toISOString())),
    );
    expect(approveLoan({ type: "ApproveLoan", loanId: "l-1", now: heldUntil }, held, USER)).toHaveLength(1);
  });

  it("when rejected, then LoanRejected; a decision on an unknown or decided loan is 'not found' or names its status", () => {
    expect(rejectLoan({ type: "RejectLoan", loanId: "l-1" }, stateOf(pending))).toStrictEqual([
      { type: "LoanRejected", data: { loanId: "l-1" } },
    ]);
    expect(rejectLoan({ type: "RejectLoan", loanId: "l-1", reason: "Capital under review" }, stateOf(pending))).toStrictEqual([
      { type: "LoanRejected", data: { loanId: "l-1", reason: "Capital under review" } },
    ]);
    expect(() => rejectLoan({ type: "RejectLoan", loanId: "l-2" }, stateOf(pending))).toThrow(code("not-found", "Loan not found"));
    expect(() => rejectLoan({ type: "RejectLoan", loanId: "l-1" }, stateOf(approved))).toThrow(
      code("conflict", "Loan is Approved, not Pending"),
    );
  });
});

describe("decide repayments: manual payments, mark paid, profit deductions", () => {
  it("when payments are submitted, then each gets the next index; pending ones together may reach the balance but not pass it", () => {
    expect(submit("37.5")).toStrictEqual([
      {
        type: "ManualLoanPaymentSubmitted",
        data: { loanId: "l-1", paymentIndex: 0, amount: "37.50", proofUrl: "/api/uploads/r.png", uploadedAt: NOW.toISOString() },
      },
    ]);
    const one = then(approved, submit("37.5"));
    expect(submit("100", one)[0]?.data).toMatchObject({ paymentIndex: 1, amount: "100.00" });
    expect(() => submit("100.01", one)).toThrow(code("rule-violated", "Payment exceeds the remaining balance of $100.00"));
    // An approved payment no longer counts as pending: only the balance left limits the next one.
    const repaid = then(one, approvePayment(one, 0));
    expect(submit("100", repaid)[0]?.data).toMatchObject({ paymentIndex: 1 });
  });

  it("when a payment is approved, then the receivable takes it from the treasury and the balance after is recorded", () => {
    const one = then(approved, submit("37.5"));
    expect(approvePayment(one, 0)).toStrictEqual([
      {
        type: "LoanRepaid",
        data: {
          loanId: "l-1",
          source: "manual",
          amount: "37.50",
          received: "37.50",
          paymentIndex: 0,
          balanceAfter: "100.00",
          note: "Manual payment",
          paidOff: false,
          at: NOW.toISOString(),
          transfers: [{ debit: "platform:treasury", credit: receivable, amount: "37.50" }],
        },
      },
    ]);
    expect(() => approvePayment(one, 1)).toThrow(code("not-found", "Manual payment not found"));
    expect(() =>
      approveManualLoanPayment({ type: "ApproveManualLoanPayment", loanId: "l-2", paymentIndex: 0, now: NOW }, stateOf(one), USER),
    ).toThrow(code("not-found", "Loan not found"));
  });

  it("when a payment passes the balance (a later profit deduction paid part), then only the admin's explicit choice credits the excess to profit", () => {
    const one = then(approved, submit("137.5"));
    const deducted = then(one, profitDeduction(stateOf(one), USER, money("20"), "1", NOW, "run-1"));
    expect(() => approvePayment(deducted, 0)).toThrow(
      code(
        "conflict",
        "This payment of $137.50 is $20.00 more than the remaining balance of $117.50. Approve it with creditExcessToProfit to credit the excess to the investor's profit balance.",
      ),
    );
    expect(() => approvePayment(deducted, 0, false)).toThrow(expect.objectContaining({ code: "conflict" }));
    expect(approvePayment(deducted, 0, true)).toStrictEqual([
      {
        type: "LoanRepaid",
        data: {
          loanId: "l-1",
          source: "manual",
          amount: "117.50",
          received: "137.50",
          paymentIndex: 0,
          excessCreditedToProfit: true,
          balanceAfter: "0.00",
          note: "Manual payment; $20.00 over the balance credited to profit by the admin's choice",
          paidOff: true,
          at: NOW.toISOString(),
          transfers: [
            { debit: "platform:treasury", credit: receivable, amount: "117.50" },
            { debit: "platform:treasury", credit: `investor:${USER}:profit`, amount: "20.00" },
          ],
        },
      },
    ]);
    const paid = then(deducted, approvePayment(deducted, 0, true));
    expect(() => approvePayment(paid, 0, true)).toThrow(code("conflict", "This payment has already been approved"));
  });

  it("given a balance no payment covers, when 'Mark paid' comes without a write-off allowed, then it is refused and nothing is written off", () => {
    expect(() => markLoanPaid({ type: "MarkLoanPaid", loanId: "l-1", now: NOW, writeOffAllowed: false }, stateOf(approved), USER)).toThrow(
      code(
        "conflict",
        "This loan still has $137.50 that no payment covers: writing it off needs a second admin's approval. Nothing was changed.",
      ),
    );
  });

  it("given the payments cover the loan, when 'Mark paid' comes without a write-off allowed, then the loan only closes", () => {
    const state = stateOf(approved);
    const covered = {
      ...state,
      loans: { "l-1": { ...(state.loans["l-1"] as NonNullable<(typeof state.loans)["l-1"]>), remaining: money(0) } },
    };
    expect(markLoanPaid({ type: "MarkLoanPaid", loanId: "l-1", now: NOW, writeOffAllowed: false }, covered, USER)).toMatchObject([
      { type: "LoanRepaid", data: { source: "admin", amount: "0.00", transfers: [] } },
    ]);
  });

  it("when 'Mark paid' is used, then what no payment covers is written off to loan-loss; a covered loan only closes", () => {
    const state = stateOf(approved);
    expect(writeOffAmount(state, "l-1")?.toString()).toBe("137.5");
    expect(writeOffAmount(stateOf(pending), "l-1")).toBeNull();
    expect(writeOffAmount(state, "l-2")).toBeNull();
    expect(markLoanPaid({ type: "MarkLoanPaid", loanId: "l-1", now: NOW, writeOffAllowed: true }, state, USER)).toStrictEqual([
      {
        type: "LoanRepaid",
        data: {
          loanId: "l-1",
          source: "write-off",
          amount: "137.50",
          balanceAfter: "0.00",
          note: "Written off by admin: no payment received",
          paidOff: true,
          at: NOW.toISOString(),
          transfers: [{ debit: "platform:loan-loss", credit: receivable, amount: "137.50" }],
        },
      },
    ]);
    const covered = {
      ...state,
      loans: { "l-1": { ...(state.loans["l-1"] as NonNullable<(typeof state.loans)["l-1"]>), remaining: money(0) } },
    };
    expect(markLoanPaid({ type: "MarkLoanPaid", loanId: "l-1", now: NOW, writeOffAllowed: true }, covered, USER)).toStrictEqual([
      {
        type: "LoanRepaid",
        data: {
          loanId: "l-1",
          source: "admin",
          amount: "0.00",
          balanceAfter: "0.00",
          note: "Marked as paid by admin",
          paidOff: true,
          at: NOW.toISOString(),
          transfers: [],
        },
      },
    ]);
  });

  it("when profit is credited, then its share repays an approved loan up to the balance; none for a pending, repaid or missing loan", () => {
    const state = stateOf(approved);
    expect(profitDeduction(state, USER, money("33.33"), "0.5", NOW, "run-7")).toStrictEqual([
      {
        type: "LoanRepaid",
        data: {
          loanId: "l-1",
          source: "profit",
          amount: "16.67",
          runId: "run-7",
          balanceAfter: "120.83",
          note: "Profit deduction (run run-7)",
          paidOff: false,
          at: NOW.toISOString(),
          transfers: [{ debit: `investor:${USER}:profit`, credit: receivable, amount: "16.67" }],
        },
      },
    ]);
    expect(profitDeduction(state, USER, money("500"), "1", NOW, "r")[0]?.data).toMatchObject({
      amount: "137.50",
      balanceAfter: "0.00",
      paidOff: true,
    });
    expect(profitDeduction(state, USER, money("0.01"), "0.4", NOW, "r")).toEqual([]);
    expect(profitDeduction(stateOf(pending), USER, money("50"), "1", NOW, "r")).toEqual([]);
    expect(profitDeduction(stateOf(holder), USER, money("50"), "1", NOW, "r")).toEqual([]);
    const l1 = state.loans["l-1"] as NonNullable<(typeof state.loans)["l-1"]>;
    expect(profitDeduction({ ...state, loans: { "l-1": { ...l1, remaining: money(0) } } }, USER, money("50"), "1", NOW, "r")).toEqual([]);
  });
});

describe("decide a repayment paid on chain", () => {
  it("when a payment names its transaction, then the submitted payment carries that transaction id; without one, none", () => {
    const TX = "a".repeat(64);
    const [withTx] = submitManualLoanPayment(
      { type: "SubmitManualLoanPayment", loanId: "l-1", amount: "20", proofUrl: "/api/uploads/r.png", now: NOW, txId: TX },
      stateOf(approved),
    );
    expect(withTx?.data).toMatchObject({ loanId: "l-1", amount: "20.00", txId: TX });
    expect(submit("20")[0]?.data).not.toHaveProperty("txId");
  });
});
