import { type DomainEvent, REQUEST_ALREADY_DECIDED } from "@app/contracts";
import { describe, expect, it } from "vitest";
import { given, investorWithShares, NOW, stateOf } from "../../testing/given-when-then.js";
import { approveSellBack, cancelSellBack, rejectSellBack, requestSellBack, sellBackAmounts, sellBackQuote } from "./decide-sell-backs.js";

const WALLET = "TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t";
const DAY = 24 * 60 * 60 * 1000;
const code = (c: string, message: string) => expect.objectContaining({ code: c, message });
const ask = (shares: string, sellBackId = "s-1", heldUntil?: Date, minHoldDays = 0) =>
  ({
    type: "RequestSellBack",
    sellBackId,
    shares,
    wallet: WALLET,
    network: "USDT TRC20",
    minHoldDays,
    now: NOW,
    ...(heldUntil ? { heldUntil } : {}),
  }) as const;
const approve = (sellBackId = "s-1", pricePerShare = "100", now = NOW) =>
  ({ type: "ApproveSellBack", sellBackId, pricePerShare, now }) as const;
const holder = investorWithShares("10", "p-1", NOW);
const after = (past: DomainEvent[], more: DomainEvent[]) => [...past, ...more];
const loan = (past: DomainEvent[], percentage: string) => {
  const requested = after(
    past,
    given(past).when({ type: "RequestLoan", loanId: "l-1", percentage, portalOpen: true, now: NOW, wallet: WALLET, network: "USDT TRC20" }),
  );
  return after(requested, given(requested).when({ type: "ApproveLoan", loanId: "l-1", now: NOW }));
};

describe("decide a sell-back, as whole events", () => {
  it("when shares are asked to a new wallet, then the request holds them with the hold's end; without one, no heldUntil", () => {
    const heldUntil = new Date(NOW.getTime() + DAY);
    expect(requestSellBack(ask("2.50", "s-1", heldUntil), stateOf(holder))).toStrictEqual([
      {
        type: "SharesSellBackRequested",
        data: {
          sellBackId: "s-1",
          shares: "2.5",
          wallet: WALLET,
          network: "USDT TRC20",
          requestedAt: NOW.toISOString(),
          heldUntil: heldUntil.toISOString(),
        },
      },
    ]);
    expect(requestSellBack(ask("10"), stateOf(holder))[0]?.data).not.toHaveProperty("heldUntil");
  });

  it("when approved at $101.33 for 1.5 shares, then gross $152.00, payout 90 % $136.80, fee the rest, paid from share capital", () => {
    const requested = after(holder, given(holder).when(ask("1.5")));
    expect(approveSellBack(approve("s-1", "101.33"), stateOf(requested))).toStrictEqual([
      {
        type: "SharesSellBackApproved",
        data: {
          sellBackId: "s-1",
          shares: "1.5",
          pricePerShare: "101.33",
          gross: "152.00",
          fee: "15.20",
          payout: "136.80",
          approvedAt: NOW.toISOString(),
          transfers: [
            { debit: "platform:share-capital", credit: "platform:treasury", amount: "136.80" },
            { debit: "platform:share-capital", credit: "platform:fee-income", amount: "15.20" },
          ],
        },
      },
    ]);
  });

  it("when rejected or cancelled, then the held shares are released; unknown or decided sales are 'not found' or a conflict", () => {
    const state = stateOf(after(holder, given(holder).when(ask("0.5"))));
    expect(rejectSellBack({ type: "RejectSellBack", sellBackId: "s-1" }, state)).toStrictEqual([
      { type: "SharesSellBackRejected", data: { sellBackId: "s-1", shares: "0.5" } },
    ]);
    expect(rejectSellBack({ type: "RejectSellBack", sellBackId: "s-1", reason: "Wallet on the wrong network" }, state)).toStrictEqual([
      { type: "SharesSellBackRejected", data: { sellBackId: "s-1", shares: "0.5", reason: "Wallet on the wrong network" } },
    ]);
    expect(cancelSellBack({ type: "CancelSellBack", sellBackId: "s-1", now: NOW }, state)).toStrictEqual([
      { type: "SharesSellBackCancelled", data: { sellBackId: "s-1", shares: "0.5", cancelledAt: NOW.toISOString() } },
    ]);
    const rejected = stateOf([
      ...after(holder, given(holder).when(ask("0.5"))),
      { type: "SharesSellBackRejected", data: { sellBackId: "s-1", shares: "0.5" } },
    ]);
    expect(() => approveSellBack(approve(), rejected)).toThrow(code("conflict", "Sell-back already rejected"));
    expect(() => cancelSellBack({ type: "CancelSellBack", sellBackId: "s-1", now: NOW }, rejected)).toThrow(
      code("conflict", REQUEST_ALREADY_DECIDED),
    );
    expect(() => rejectSellBack({ type: "RejectSellBack", sellBackId: "s-2" }, state)).toThrow(code("not-found", "Sell-back not found"));
    expect(() => cancelSellBack({ type: "CancelSellBack", sellBackId: "s-2", now: NOW }, state)).toThrow(
      code("not-found", "Sell-back not found"),
    );
  });

  it("when a sale to a new wallet is approved before its hold ends, then refused with the time; at the end, approved", () => {
    const heldUntil = new Date(NOW.getTime() + 60_000);
    const state = stateOf(after(holder, given(holder).when(ask("1", "s-1", heldUntil))));
    expect(() => approveSellBack(approve(), state)).toThrow(code("conflict", expect.stringContaining(heldUntil.toISOString())));
    expect(approveSellBack(approve("s-1", "100", heldUntil), state)).toHaveLength(1);
  });

  it("when the investor has no shares at all, then 'You have no shares to sell.'; all held by a sale, then at most 0", () => {
    expect(() => requestSellBack(ask("0.5"), stateOf([]))).toThrow(code("rule-violated", "You have no shares to sell."));
    const allHeld = after(holder, given(holder).when(ask("10")));
    expect(() => requestSellBack(ask("0.5", "s-2"), stateOf(allHeld))).toThrow(code("rule-violated", "You can sell at most 0 shares."));
  });
});

describe("the loan limit of a sale: an unpaid loan stays within 20 % of the capital left", () => {
  it("when a sale would leave $500 of capital under a $110 loan, then refused with the figures and the most that may go (4.5)", () => {
    const borrowed = loan(holder, "10"); // $100 + $10 owed
    expect(requestSellBack(ask("4.5"), stateOf(borrowed))).toHaveLength(1);
    expect(() => requestSellBack(ask("5"), stateOf(borrowed))).toThrow(
      code(
        "rule-violated",
        "Your unpaid loan of $110.00 must stay within 20% of your remaining capital: 5 shares × $100.00 = $500.00 allows at most $100.00. You can sell at most 4.5 shares.",
      ),
    );
  });

  it("when a loan taken after the request leaves too little capital, then the approval is refused and at most 0 may go", () => {
    const selling = after(holder, given(holder).when(ask("5")));
    const borrowed = loan(selling, "20"); // 20 % of the 5 shares not held: $100 + $10
    expect(() => approveSellBack(approve(), stateOf(borrowed))).toThrow(
      "Your unpaid loan of $110.00 must stay within 20% of your remaining capital: 5 shares × $100.00 = $500.00 allows at most $100.00. You can sell at most 0 shares.",
    );
    // A pending (not yet approved) loan does not limit the sale.
    const asked = after(
      selling,
      given(selling).when({
        type: "RequestLoan",
        loanId: "l-1",
        percentage: "20",
        portalOpen: true,
        now: NOW,
        wallet: WALLET,
        network: "USDT TRC20",
      }),
    );
    expect(approveSellBack(approve(), stateOf(asked))).toHaveLength(1);
  });
});

describe("sell-back quote and amounts", () => {
  const JAN = new Date("2026-01-01T00:00:00.000Z");
  const lots = investorWithShares(
    "3",
    "p-3",
    new Date(JAN.getTime() + 20 * DAY),
    investorWithShares("2", "p-2", new Date(JAN.getTime() + 10 * DAY), investorWithShares("1", "p-1", JAN)),
  );

  it("when a lot reaches exactly its hold, then it is eligible; the next date is the earliest young lot's", () => {
    const quote = sellBackQuote(stateOf(lots), new Date(JAN.getTime() + 10 * DAY), 10);
    expect([quote.eligible.toString(), quote.locked.toString(), quote.nextEligibleAt]).toEqual([
      "1",
      "5",
      new Date(JAN.getTime() + 20 * DAY).toISOString(),
    ]);
    const later = sellBackQuote(stateOf(lots), new Date(JAN.getTime() + 40 * DAY), 10);
    expect([later.eligible.toString(), later.locked.toString(), later.nextEligibleAt]).toEqual(["6", "0", null]);
  });

  it("when pending sales hold more than the matured lots, then nothing is eligible and nothing negative is locked", () => {
    const held = { ...stateOf(lots), heldShares: stateOf(lots).shares };
    const quote = sellBackQuote(held, new Date(JAN.getTime() + 10 * DAY), 10);
    expect([quote.eligible.toString(), quote.locked.toString()]).toEqual(["0", "0"]);
  });

  it("when amounts are computed, then payout is 90 % to the cent half up, gross to the cent, and the fee is the difference", () => {
    const text = (shares: string, price: string) => Object.values(sellBackAmounts(shares, price)).map((d) => d.toFixed(2));
    expect(text("1.5", "101.33")).toEqual(["152.00", "15.20", "136.80"]);
    expect(text("0.5", "0.05")).toEqual(["0.03", "0.01", "0.02"]);
    expect(text("2", "100")).toEqual(["200.00", "20.00", "180.00"]);
  });
});
