import { loanRangeMessage } from "@app/contracts";
import { describe, expect, it } from "vitest";
import { given, investorWithShares, NOW, stateOf, USER, withProfit, andThen } from "../../testing/given-when-then.js";

const PAYOUT_WALLET = "TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t";

describe("loans", () => {
  const holder = investorWithShares("10"); // capital $1,000
  const request = (percentage: string, portalOpen = true) =>
    ({ type: "RequestLoan", loanId: "l-1", percentage, portalOpen, now: NOW, wallet: PAYOUT_WALLET, network: "USDT TRC20" }) as const;

  it("when 10% of $1,000 capital is asked, then $100 with a $10 charge and $110 payable", () => {
    expect(given(holder).when(request("10"))[0]?.data).toMatchObject({
      amount: "100.00",
      charge: "10.00",
      totalPayable: "110.00",
      capital: "1000.00",
    });
  });

  it("when outside 1-20%, then 'Loan must be between $10.00 and $200.00'", () => {
    expect(() => given(holder).when(request("0.5"))).toThrow(loanRangeMessage("10.00", "200.00"));
    expect(() => given(holder).when(request("20.01"))).toThrow(loanRangeMessage("10.00", "200.00"));
    // Percentages just outside the range whose amounts round onto $10.00 and $200.00 are still refused.
    expect(() => given(holder).when(request("0.9999"))).toThrow(loanRangeMessage("10.00", "200.00"));
    expect(() => given(holder).when(request("20.0001"))).toThrow(loanRangeMessage("10.00", "200.00"));
    expect(given(holder).when(request("20"))).toHaveLength(1);
    expect(given(holder).when(request("1"))).toHaveLength(1);
  });

  it("when the portal is closed, then the request is refused", () => {
    expect(() => given(holder).when(request("10", false))).toThrow("The loan request system is currently closed. Please check back later.");
  });

  it("when a loan is pending or approved and unpaid, then a second loan is refused", () => {
    const pending = andThen(holder, request("10"));
    expect(() => given(pending).when({ ...request("5"), loanId: "l-2" })).toThrow("You already have an active loan");
    const approved = andThen(pending, { type: "ApproveLoan", loanId: "l-1", now: NOW });
    expect(() => given(approved).when({ ...request("5"), loanId: "l-2" })).toThrow("You already have an active loan");
  });

  it("when approved, then the receivable is amount + charge: amount paid from treasury, charge as income", () => {
    const pending = andThen(holder, request("10"));
    expect(given(pending).when({ type: "ApproveLoan", loanId: "l-1", now: NOW })[0]?.data).toMatchObject({
      transfers: [
        { debit: `investor:${USER}:loan-receivable`, credit: "platform:treasury", amount: "100.00" },
        { debit: `investor:${USER}:loan-receivable`, credit: "platform:loan-charge-income", amount: "10.00" },
      ],
    });
  });

  it("when profit is credited during a loan, then it repays the loan first and the loan is Paid at 0", () => {
    const pending = andThen(holder, request("10"));
    const approved = andThen(pending, { type: "ApproveLoan", loanId: "l-1", now: NOW });
    const first = withProfit(approved, "5", "r1"); // $50 credit, all to the loan
    expect(stateOf(first).loans["l-1"]?.remaining.toString()).toBe("60");
    expect(stateOf(first).profit.toString()).toBe("0");
    const second = withProfit(first, "10", "r2"); // $100 credit, $60 to the loan, $40 kept
    const s = stateOf(second);
    expect(s.loans["l-1"]).toMatchObject({ status: "Paid", paidAt: NOW.toISOString() });
    expect(s.profit.toString()).toBe("40");
    expect(s.activeLoanId).toBeNull();
    expect(given(second).when({ ...request("10"), loanId: "l-2" })).toHaveLength(1);
  });

  it("when a manual payment's loan was rejected, then approving the payment is a conflict and decides nothing", () => {
    const pending = andThen(holder, request("10"));
    const odd = [
      ...pending,
      {
        type: "ManualLoanPaymentSubmitted",
        data: { loanId: "l-1", paymentIndex: 0, amount: "50.00", proofUrl: "r", uploadedAt: NOW.toISOString() },
      },
      { type: "LoanRejected", data: { loanId: "l-1" } },
    ] as typeof pending;
    expect(() => given(odd).when({ type: "ApproveManualLoanPayment", loanId: "l-1", paymentIndex: 0, now: NOW })).toThrow(
      expect.objectContaining({ code: "conflict", message: "This loan is Rejected: a manual payment on it can no longer be approved." }),
    );
  });

  it("when a manual payment is approved twice, then the second is a conflict", () => {
    const pending = andThen(holder, request("10"));
    const approved = andThen(pending, { type: "ApproveLoan", loanId: "l-1", now: NOW });
    const submitted = andThen(approved, {
      type: "SubmitManualLoanPayment",
      loanId: "l-1",
      amount: "50",
      proofUrl: "/api/uploads/r.png",
      now: NOW,
    });
    const paid = andThen(submitted, { type: "ApproveManualLoanPayment", loanId: "l-1", paymentIndex: 0, now: NOW });
    expect(stateOf(paid).loans["l-1"]?.remaining.toString()).toBe("60");
    expect(() => given(paid).when({ type: "ApproveManualLoanPayment", loanId: "l-1", paymentIndex: 0, now: NOW })).toThrow(
      expect.objectContaining({ code: "conflict" }),
    );
  });
});

describe("a loan's payout", () => {
  const holder = investorWithShares("10");
  const HELD_UNTIL = new Date(NOW.getTime() + 24 * 3_600_000);
  const request = {
    type: "RequestLoan",
    loanId: "l-1",
    percentage: "10",
    portalOpen: true,
    now: NOW,
    wallet: PAYOUT_WALLET,
    network: "USDT TRC20",
  } as const;

  it("when a loan to a new wallet is approved before its hold ends, then it is refused with the time; after, LoanApproved names the wallet", () => {
    const requested = andThen(holder, { ...request, heldUntil: HELD_UNTIL });
    expect(requested.at(-1)?.data).toMatchObject({ wallet: PAYOUT_WALLET, network: "USDT TRC20", heldUntil: HELD_UNTIL.toISOString() });
    expect(() => given(requested).when({ type: "ApproveLoan", loanId: "l-1", now: NOW })).toThrow(
      `This loan goes to a wallet the investor has not used before; it can be approved from ${HELD_UNTIL.toISOString()}.`,
    );
    const [approved] = given(requested).when({ type: "ApproveLoan", loanId: "l-1", now: HELD_UNTIL });
    expect(approved?.data).toMatchObject({ loanId: "l-1", wallet: PAYOUT_WALLET, network: "USDT TRC20" });
  });

  it("when a loan requested before loans named a wallet is approved, then it folds and is approved without one", () => {
    const [requested] = given(holder).when(request);
    const { wallet: _w, network: _n, ...old } = (requested?.data ?? {}) as Record<string, unknown>;
    const legacy = [...holder, { type: "LoanRequested", data: old } as never];
    const [approved] = given(legacy).when({ type: "ApproveLoan", loanId: "l-1", now: NOW });
    expect(approved?.type).toBe("LoanApproved");
    expect(approved?.data).not.toHaveProperty("wallet");
  });

  it("given 4 of 10 shares held by a pending sell-back, when 20 % is asked, then the capital is the 6 others at $100", () => {
    const selling = andThen(holder, {
      type: "RequestSellBack",
      sellBackId: "s-1",
      shares: "4",
      wallet: PAYOUT_WALLET,
      network: "USDT TRC20",
      minHoldDays: 0,
      now: NOW,
    });
    expect(given(selling).when({ ...request, percentage: "20" })[0]?.data).toMatchObject({ capital: "600.00", amount: "120.00" });
  });
});
