import { describe, expect, it } from "vitest";
import { INSUFFICIENT_PROFIT, INSUFFICIENT_REWARD, loanRangeMessage } from "@app/contracts";
import { given, investorWithShares, NOW, stateOf, USER, withProfit } from "./given-when-then.js";

const buy = (shares: string, purchaseId = "p-2", offeringRemaining = "2500") =>
  ({
    type: "RequestSharePurchase",
    purchaseId,
    shares,
    pricePerShare: "100",
    network: "TRC20",
    proof: "https://x/p.png",
    offeringRemaining,
    now: NOW,
  }) as const;

describe("share purchases", () => {
  it("when an investor asks for 2.5 shares at $100, then a request for $250.00 at the locked price is recorded", () => {
    expect(given([]).when(buy("2.5"))).toEqual([
      {
        type: "SharePurchaseRequested",
        data: expect.objectContaining({ shares: "2.5", pricePerShare: "100.00", amount: "250.00", network: "TRC20" }),
      },
    ]);
  });

  it("when owned + pending + asked would pass 100, then 'You can only buy up to {n} shares.'", () => {
    const past = [...investorWithShares("60"), ...given(investorWithShares("60")).when(buy("30", "p-9"))];
    expect(() => given(past).when(buy("10.5", "p-10"))).toThrow("You can only buy up to 10 shares.");
    expect(given(past).when(buy("10", "p-10"))).toHaveLength(1);
  });

  it("when the offering has fewer shares left than asked, then it is refused", () => {
    expect(() => given([]).when(buy("5", "p-3", "4.5"))).toThrow("Only 4.5 shares remain in this offering.");
  });

  it("when approved, then treasury receives shares x locked price and share capital grows", () => {
    const requested = given([]).when(buy("2.5"));
    const [approved] = given(requested).when({ type: "ApproveSharePurchase", purchaseId: "p-2" });
    expect(approved?.data).toMatchObject({
      amount: "250.00",
      transfers: [{ debit: "platform:treasury", credit: "platform:share-capital", amount: "250.00" }],
    });
  });

  it("when a purchase is approved twice, then the second is a conflict (409)", () => {
    expect(() => given(investorWithShares("1")).when({ type: "ApproveSharePurchase", purchaseId: "p-1" })).toThrow(
      expect.objectContaining({ status: 409 }),
    );
  });
});

describe("withdrawals", () => {
  const funded = withProfit(investorWithShares("10"), "10"); // $100 profit
  const withdraw = (amount: string, source: "profit" | "reward" = "profit", withdrawalId = "w-1") =>
    ({ type: "RequestWithdrawal", withdrawalId, amount, source, wallet: "T123", network: "USDT TRC20", now: NOW }) as const;

  it("when $40 is requested from $100 profit, then it is held at once with a 5% fee and 95% net", () => {
    const [e] = given(funded).when(withdraw("40"));
    expect(e?.data).toMatchObject({
      amount: "40.00",
      fee: "2.00",
      net: "38.00",
      transfers: [{ debit: `investor:${USER}:profit`, credit: `investor:${USER}:withdrawal-hold`, amount: "40.00" }],
    });
    expect(stateOf([...funded, e as never]).profit.toString()).toBe("60");
  });

  it("when more than the balance is asked, then 'Insufficient profit balance' / 'Insufficient referral reward balance'", () => {
    expect(() => given(funded).when(withdraw("100.01"))).toThrow(INSUFFICIENT_PROFIT);
    expect(() => given(funded).when(withdraw("10", "reward"))).toThrow(INSUFFICIENT_REWARD);
  });

  it("when approved, then the hold settles: 95% to treasury payout and 5% to fee income", () => {
    const held = [...funded, ...given(funded).when(withdraw("40"))];
    const [e] = given(held).when({ type: "ApproveWithdrawal", withdrawalId: "w-1" });
    expect(e?.data).toMatchObject({
      transfers: [
        { debit: `investor:${USER}:withdrawal-hold`, credit: "platform:treasury", amount: "38.00" },
        { debit: `investor:${USER}:withdrawal-hold`, credit: "platform:fee-income", amount: "2.00" },
      ],
    });
  });

  it("when rejected, then the hold goes back to the source balance, and a second decision is a conflict", () => {
    const held = [...funded, ...given(funded).when(withdraw("40"))];
    const rejected = [...held, ...given(held).when({ type: "RejectWithdrawal", withdrawalId: "w-1" })];
    expect(stateOf(rejected).profit.toString()).toBe("100");
    expect(stateOf(rejected).withdrawalHold.toString()).toBe("0");
    expect(() => given(rejected).when({ type: "ApproveWithdrawal", withdrawalId: "w-1" })).toThrow(
      expect.objectContaining({ status: 409 }),
    );
  });
});

describe("loans", () => {
  const holder = investorWithShares("10"); // capital $1,000
  const request = (percentage: string, portalOpen = true) =>
    ({ type: "RequestLoan", loanId: "l-1", percentage, portalOpen, now: NOW }) as const;

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
    expect(given(holder).when(request("20"))).toHaveLength(1);
    expect(given(holder).when(request("1"))).toHaveLength(1);
  });

  it("when the portal is closed, then the request is refused", () => {
    expect(() => given(holder).when(request("10", false))).toThrow("The loan request system is currently closed. Please check back later.");
  });

  it("when a loan is pending or approved and unpaid, then a second loan is refused", () => {
    const pending = [...holder, ...given(holder).when(request("10"))];
    expect(() => given(pending).when({ ...request("5"), loanId: "l-2" })).toThrow("You already have an active loan");
    const approved = [...pending, ...given(pending).when({ type: "ApproveLoan", loanId: "l-1", now: NOW })];
    expect(() => given(approved).when({ ...request("5"), loanId: "l-2" })).toThrow("You already have an active loan");
  });

  it("when approved, then the receivable is amount + charge: amount paid from treasury, charge as income", () => {
    const pending = [...holder, ...given(holder).when(request("10"))];
    expect(given(pending).when({ type: "ApproveLoan", loanId: "l-1", now: NOW })[0]?.data).toMatchObject({
      transfers: [
        { debit: `investor:${USER}:loan-receivable`, credit: "platform:treasury", amount: "100.00" },
        { debit: `investor:${USER}:loan-receivable`, credit: "platform:loan-charge-income", amount: "10.00" },
      ],
    });
  });

  it("when profit is credited during a loan, then it repays the loan first and the loan is Paid at 0", () => {
    const pending = [...holder, ...given(holder).when(request("10"))];
    const approved = [...pending, ...given(pending).when({ type: "ApproveLoan", loanId: "l-1", now: NOW })];
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
    const pending = [...holder, ...given(holder).when(request("10"))];
    const odd = [
      ...pending,
      {
        type: "ManualLoanPaymentSubmitted",
        data: { loanId: "l-1", paymentIndex: 0, amount: "50.00", proofUrl: "r", uploadedAt: NOW.toISOString() },
      },
      { type: "LoanRejected", data: { loanId: "l-1" } },
    ] as typeof pending;
    expect(() => given(odd).when({ type: "ApproveManualLoanPayment", loanId: "l-1", paymentIndex: 0, now: NOW })).toThrow(
      "This loan is Rejected: a manual payment on it can no longer be approved.",
    );
  });

  it("when a manual payment is approved twice, then the second is a conflict", () => {
    const pending = [...holder, ...given(holder).when(request("10"))];
    const approved = [...pending, ...given(pending).when({ type: "ApproveLoan", loanId: "l-1", now: NOW })];
    const submitted = [
      ...approved,
      ...given(approved).when({ type: "SubmitManualLoanPayment", loanId: "l-1", amount: "50", proofUrl: "/api/uploads/r.png", now: NOW }),
    ];
    const paid = [...submitted, ...given(submitted).when({ type: "ApproveManualLoanPayment", loanId: "l-1", paymentIndex: 0, now: NOW })];
    expect(stateOf(paid).loans["l-1"]?.remaining.toString()).toBe("60");
    expect(() => given(paid).when({ type: "ApproveManualLoanPayment", loanId: "l-1", paymentIndex: 0, now: NOW })).toThrow(
      expect.objectContaining({ status: 409 }),
    );
  });
});

describe("profit credits", () => {
  it("when the same run credits twice, then the second decides nothing", () => {
    const once = withProfit(investorWithShares("2.5"), "2", "run-x");
    expect(withProfit(once, "2", "run-x")).toHaveLength(once.length);
  });

  it("when 2% is credited on 2.5 shares at $100, then $5.00 is credited", () => {
    const events = withProfit(investorWithShares("2.5"), "2");
    expect(events.at(-1)?.data).toMatchObject({
      amount: "5.00",
      transfers: [{ debit: "platform:profit-expense", credit: `investor:${USER}:profit`, amount: "5.00" }],
    });
  });
});
