import type { DomainEvent } from "@app/contracts";
import { describe, expect, it } from "vitest";
import { decide } from "./decide.js";
import { given, investorWithShares, stateOf, USER, andThen } from "../../testing/given-when-then.js";
import { type RequestSellBack, type SellBackCommand, sellBackAmounts, sellBackQuote } from "./decide-sell-backs.js";

const DAY = 24 * 60 * 60 * 1000;
const JAN = new Date("2026-01-01T00:00:00.000Z");
const daysAfter = (from: Date, days: number) => new Date(from.getTime() + days * DAY);

/** A purchase of `shares` approved at `at`. */
function bought(shares: string, at: Date, purchaseId: string, before: DomainEvent[] = []): DomainEvent[] {
  return investorWithShares(shares, purchaseId, at, before);
}

const request = (shares: string, now: Date, sellBackId = "s-1"): SellBackCommand => ({
  type: "RequestSellBack",
  sellBackId,
  shares,
  wallet: "TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t",
  network: "USDT TRC20",
  minHoldDays: 182,
  now,
});

describe("sell-back: hold period by lot", () => {
  const twoLots = bought("4", daysAfter(JAN, 100), "p-2", bought("10", JAN, "p-1"));

  it("given lots of two dates, when quoted after the first matured only, then only the first lot is eligible", () => {
    const quote = sellBackQuote(stateOf(twoLots), daysAfter(JAN, 200), 182);
    expect(quote.eligible.toString()).toBe("10");
    expect(quote.locked.toString()).toBe("4");
    expect(quote.nextEligibleAt).toBe(daysAfter(JAN, 282).toISOString());
  });

  it("given only young shares, when a sale is asked, then it is refused naming the date the next become eligible", () => {
    expect(() => given(bought("10", JAN, "p-1")).when(request("1", daysAfter(JAN, 30)))).toThrow(
      expect.objectContaining({
        code: "rule-violated",
        message: "Shares can be sold 6 months after purchase. Your next shares become eligible on 2 July 2026.",
      }),
    );
  });

  it("given a hold period of 10 days, when a sale is asked on day 3, then the refusal says 10 days", () => {
    const early = { ...request("1", daysAfter(JAN, 3)), minHoldDays: 10 };
    expect(() => given(bought("10", JAN, "p-1")).when(early)).toThrow("Shares can be sold 10 days after purchase.");
  });

  it("given a matured lot of 10, when 10.5 are asked, then it is refused with the most that may be sold", () => {
    expect(() => given(twoLots).when(request("10.5", daysAfter(JAN, 200)))).toThrow("You can sell at most 10 shares.");
  });

  it("given a pending sale of 6, when 6 more are asked from a lot of 10, then only 4 remain to sell", () => {
    const pending = andThen(twoLots, request("6", daysAfter(JAN, 200)));
    expect(() => given(pending).when(request("6", daysAfter(JAN, 200), "s-2"))).toThrow("You can sell at most 4 shares.");
    expect(sellBackQuote(stateOf(pending), daysAfter(JAN, 200), 182).eligible.toString()).toBe("4");
  });

  it("given an approved sale, when the next is quoted, then the oldest lot was consumed first", () => {
    const requested = andThen(twoLots, request("10", daysAfter(JAN, 200)));
    const approved = andThen(requested, { type: "ApproveSellBack", sellBackId: "s-1", pricePerShare: "100", now: daysAfter(JAN, 201) });
    const state = stateOf(approved);
    expect(state.shares.toString()).toBe("4");
    expect(state.heldShares.toString()).toBe("0");
    expect(sellBackQuote(state, daysAfter(JAN, 201), 182).eligible.toString()).toBe("0");
    expect(sellBackQuote(state, daysAfter(JAN, 282), 182).eligible.toString()).toBe("4");
  });

  it("given an admin's increase, when quoted, then the added shares are a lot dated at the edit", () => {
    const base = bought("2", JAN, "p-1");
    const edit = decide({ type: "AdjustShares", newShares: "5", pricePerShare: "100", now: daysAfter(JAN, 150) }, stateOf(base), USER);
    const quote = sellBackQuote(stateOf([...base, ...edit]), daysAfter(JAN, 200), 182);
    expect(quote.eligible.toString()).toBe("2");
    expect(quote.locked.toString()).toBe("3");
  });

  it("given an admin's decrease, when quoted, then the newest lots lost the shares", () => {
    const base = bought("4", daysAfter(JAN, 100), "p-2", bought("10", JAN, "p-1"));
    const edit = decide({ type: "AdjustShares", newShares: "8", pricePerShare: "100", now: daysAfter(JAN, 150) }, stateOf(base), USER);
    const quote = sellBackQuote(stateOf([...base, ...edit]), daysAfter(JAN, 200), 182);
    expect(quote.eligible.toString()).toBe("8");
    expect(quote.locked.toString()).toBe("0");
  });
});

describe("sell-back: holding shares", () => {
  const owner = bought("10", JAN, "p-1");
  it("when 2.5 shares are asked, then the shares are held", () => {
    const events = given(owner).when(request("2.5", daysAfter(JAN, 200)));
    expect(events[0]).toMatchObject({
      type: "SharesSellBackRequested",
      data: { shares: "2.5", wallet: "TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t" },
    });
    expect(stateOf([...owner, ...events]).heldShares.toString()).toBe("2.5");
  });
});

describe("sell-back: price at approval and fee", () => {
  const owner = bought("10", JAN, "p-1");
  const pending = andThen(owner, request("3.5", daysAfter(JAN, 200)));

  it("given a sale asked at $100, when approved at $123.45, then it pays at $123.45 less 10 %, journal balanced", () => {
    const [approved] = given(pending).when({
      type: "ApproveSellBack",
      sellBackId: "s-1",
      pricePerShare: "123.45",
      now: daysAfter(JAN, 210),
    });
    expect(approved).toMatchObject({
      type: "SharesSellBackApproved",
      data: { shares: "3.5", pricePerShare: "123.45", gross: "432.08", fee: "43.21", payout: "388.87" }, // 432.075 × 0.9 = 388.8675
    });
    expect(approved?.data).toHaveProperty("transfers", [
      { debit: "platform:share-capital", credit: "platform:treasury", amount: "388.87" },
      { debit: "platform:share-capital", credit: "platform:fee-income", amount: "43.21" },
    ]);
  });

  it("when the amounts fall on half a cent, then the payout is shares × price × 0.9 half-up and the fee takes the rest of the gross", () => {
    const { gross, fee, payout } = sellBackAmounts("0.5", "100.05");
    // 0.5 × 100.05 = 50.025 → gross 50.03; × 0.9 = 45.0225 → payout 45.02; fee 5.01.
    expect([gross.toString(), fee.toString(), payout.toString()]).toEqual(["50.03", "5.01", "45.02"]);
    const odd = sellBackAmounts("1.5", "0.03");
    // 0.045 → gross 0.05; × 0.9 = 0.0405 → payout 0.04; fee 0.01.
    expect([odd.gross.toString(), odd.fee.toString(), odd.payout.toString()]).toEqual(["0.05", "0.01", "0.04"]);
  });

  it("given an approved sale, when approved again, then it is refused and pays nothing twice", () => {
    const approved = andThen(pending, { type: "ApproveSellBack", sellBackId: "s-1", pricePerShare: "100", now: daysAfter(JAN, 210) });
    expect(() => given(approved).when({ type: "ApproveSellBack", sellBackId: "s-1", pricePerShare: "100", now: JAN })).toThrow(
      "Sell-back already approved",
    );
  });

  it("given a pending sale, when rejected, then the shares are released", () => {
    const rejected = andThen(pending, { type: "RejectSellBack", sellBackId: "s-1" });
    const state = stateOf(rejected);
    expect(state.heldShares.toString()).toBe("0");
    expect(state.shares.toString()).toBe("10");
    expect(sellBackQuote(state, daysAfter(JAN, 200), 182).eligible.toString()).toBe("10");
  });
});

describe("sell-back: the loan limit", () => {
  // 10 shares at $100 (capital $1,000); a loan of 5 % = $50 + 10 % charge = $55 owed.
  const owner = bought("10", JAN, "p-1");
  const loanRequested = decide(
    {
      type: "RequestLoan",
      loanId: "l-1",
      percentage: "5",
      portalOpen: true,
      now: JAN,
      wallet: "TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t",
      network: "USDT TRC20",
    },
    stateOf(owner),
    USER,
  );
  const withLoan = [
    ...owner,
    ...loanRequested,
    ...decide({ type: "ApproveLoan", loanId: "l-1", now: JAN }, stateOf([...owner, ...loanRequested]), USER),
  ];

  it("given $55 owed, when a sale would leave 2 shares ($200, limit $40), then it is refused with the figures", () => {
    expect(() => given(withLoan).when(request("8", daysAfter(JAN, 200)))).toThrow(
      "Your unpaid loan of $55.00 must stay within 20% of your remaining capital: 2 shares × $100.00 = $200.00 allows at most $40.00. You can sell at most 7 shares.",
    );
  });

  it("given $55 owed, when a sale leaves 3 shares ($300, limit $60), then it is accepted", () => {
    expect(given(withLoan).when(request("7", daysAfter(JAN, 200)))[0]?.type).toBe("SharesSellBackRequested");
  });

  it("given the loan paid off, when 8 shares are sold, then it is accepted", () => {
    const paid = [
      ...withLoan,
      ...decide({ type: "MarkLoanPaid", loanId: "l-1", now: JAN, writeOffAllowed: true }, stateOf(withLoan), USER),
    ];
    expect(given(paid).when(request("8", daysAfter(JAN, 200)))[0]?.type).toBe("SharesSellBackRequested");
  });
});

describe("sell-back: the investor's cancel and the new-wallet hold", () => {
  const owner = bought("10", JAN, "p-1");
  const at = daysAfter(JAN, 200);

  it("when a pending sale is cancelled, then its shares are released and a second cancel is 'This request was already decided.'", () => {
    const asked = andThen(owner, request("3", at));
    const events = given(asked).when({ type: "CancelSellBack", sellBackId: "s-1", now: at });
    expect(events).toEqual([{ type: "SharesSellBackCancelled", data: { sellBackId: "s-1", shares: "3", cancelledAt: at.toISOString() } }]);
    const after = stateOf([...asked, ...events]);
    expect([after.heldShares.toString(), after.shares.toString(), after.sellBacks["s-1"]?.status]).toEqual(["0", "10", "Cancelled"]);
    expect(() => given([...asked, ...events]).when({ type: "CancelSellBack", sellBackId: "s-1", now: at })).toThrow(
      "This request was already decided.",
    );
    expect(() => given([...asked, ...events]).when({ type: "ApproveSellBack", sellBackId: "s-1", pricePerShare: "100", now: at })).toThrow(
      "Sell-back already cancelled",
    );
  });

  it("when a sale to a new wallet is approved before its hold ends, then it is refused with the time; at the end it is paid", () => {
    const until = new Date(at.getTime() + 24 * 3_600_000);
    const asked = andThen(owner, { ...(request("3", at) as RequestSellBack), heldUntil: until });
    expect(asked.at(-1)?.data).toMatchObject({ heldUntil: until.toISOString() });
    expect(() => given(asked).when({ type: "ApproveSellBack", sellBackId: "s-1", pricePerShare: "100", now: at })).toThrow(
      `This sell-back goes to a wallet the investor has not used before; it can be approved from ${until.toISOString()}.`,
    );
    expect(given(asked).when({ type: "ApproveSellBack", sellBackId: "s-1", pricePerShare: "100", now: until })[0]?.type).toBe(
      "SharesSellBackApproved",
    );
  });
});
