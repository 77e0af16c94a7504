import { money } from "@app/contracts";
import { describe, expect, it } from "vitest";
import { given, investorWithShares, NOW, purchaseRequest, stateOf } from "../../testing/given-when-then.js";
import { adjustShares, approveSharePurchase, rejectSharePurchase, requestSharePurchase } from "./decide-purchases.js";

const code = (c: string, message: string) => expect.objectContaining({ code: c, message });
const pending = (shares: string, purchaseId = "p-9") => given([]).when(purchaseRequest(shares, purchaseId));

describe("decide a share purchase: the whole event, and the caps at their edges", () => {
  it("when a request names a referral code and a transaction id, then both are kept; without them, the keys are absent", () => {
    const withBoth = requestSharePurchase(
      { ...purchaseRequest("2.5"), pricePerShare: "101.333", referralCode: "REF-1", txId: "0xabc" },
      stateOf([]),
    );
    expect(withBoth).toStrictEqual([
      {
        type: "SharePurchaseRequested",
        data: {
          purchaseId: "p-1",
          shares: "2.5",
          pricePerShare: "101.33",
          amount: "253.33",
          network: "TRC20",
          proof: "https://x/p.png",
          referralCode: "REF-1",
          txId: "0xabc",
          requestedAt: NOW.toISOString(),
        },
      },
    ]);
    const plain = requestSharePurchase({ ...purchaseRequest("3"), referralCode: "", txId: "" }, stateOf([]));
    expect(plain[0]?.data).toStrictEqual({
      purchaseId: "p-1",
      shares: "3",
      pricePerShare: "100.00",
      amount: "300.00",
      network: "TRC20",
      proof: "https://x/p.png",
      requestedAt: NOW.toISOString(),
    });
  });

  it("when owned + pending + asked is exactly 100, or asked is exactly what the offering has left, then it is accepted", () => {
    const past = [...investorWithShares("60"), ...pending("30")];
    expect(requestSharePurchase(purchaseRequest("10", "p-2"), stateOf(past))).toHaveLength(1);
    expect(requestSharePurchase(purchaseRequest("4.5", "p-2", "4.5"), stateOf([]))).toHaveLength(1);
    expect(() => requestSharePurchase(purchaseRequest("5", "p-2", "4.5"), stateOf([]))).toThrow(
      code("rule-violated", "Only 4.5 shares remain in this offering."),
    );
  });

  it("when the holding already passes the cap (an old edit), then the room is said as 0, never negative", () => {
    const over = { ...stateOf([]), shares: money("101") };
    expect(() => requestSharePurchase(purchaseRequest("0.5"), over)).toThrow(code("rule-violated", "You can only buy up to 0 shares."));
    const at40 = stateOf([...investorWithShares("40"), ...pending("20.5")]);
    expect(() => requestSharePurchase(purchaseRequest("40", "p-2"), at40)).toThrow("You can only buy up to 39.5 shares.");
  });

  it("when approved with a time, then the whole event with the treasury transfer; without one, no approvedAt", () => {
    const state = stateOf(given([]).when({ ...purchaseRequest("2.5"), pricePerShare: "99.99" }));
    expect(approveSharePurchase({ type: "ApproveSharePurchase", purchaseId: "p-1", now: NOW }, state)).toStrictEqual([
      {
        type: "SharePurchaseApproved",
        data: {
          purchaseId: "p-1",
          shares: "2.5",
          pricePerShare: "99.99",
          amount: "249.98",
          approvedAt: NOW.toISOString(),
          transfers: [{ debit: "platform:treasury", credit: "platform:share-capital", amount: "249.98" }],
        },
      },
    ]);
    expect(approveSharePurchase({ type: "ApproveSharePurchase", purchaseId: "p-1" }, state)[0]?.data).not.toHaveProperty("approvedAt");
  });

  it("when approving would take owned shares past 100, then refused; to exactly 100, approved", () => {
    const base = stateOf(pending("50"));
    expect(approveSharePurchase({ type: "ApproveSharePurchase", purchaseId: "p-9" }, { ...base, shares: money("50") })).toHaveLength(1);
    expect(() => approveSharePurchase({ type: "ApproveSharePurchase", purchaseId: "p-9" }, { ...base, shares: money("50.5") })).toThrow(
      code("rule-violated", "Approving would exceed the 100-share ownership cap"),
    );
  });

  it("when a decision names an unknown or decided purchase, then 'not found' or 'already approved/rejected'", () => {
    const state = stateOf(pending("1"));
    expect(rejectSharePurchase({ type: "RejectSharePurchase", purchaseId: "p-9" }, state)).toStrictEqual([
      { type: "SharePurchaseRejected", data: { purchaseId: "p-9" } },
    ]);
    // The admin's reason is what the investor is shown: it travels on the event.
    expect(rejectSharePurchase({ type: "RejectSharePurchase", purchaseId: "p-9", reason: "Proof unreadable" }, state)).toStrictEqual([
      { type: "SharePurchaseRejected", data: { purchaseId: "p-9", reason: "Proof unreadable" } },
    ]);
    expect(() => rejectSharePurchase({ type: "RejectSharePurchase", purchaseId: "p-x" }, state)).toThrow(
      code("not-found", "Purchase not found"),
    );
    const rejected = stateOf([...pending("1"), ...rejectSharePurchase({ type: "RejectSharePurchase", purchaseId: "p-9" }, state)]);
    expect(() => approveSharePurchase({ type: "ApproveSharePurchase", purchaseId: "p-9" }, rejected)).toThrow(
      code("conflict", "Purchase already rejected"),
    );
    expect(() => rejectSharePurchase({ type: "RejectSharePurchase", purchaseId: "p-1" }, stateOf(investorWithShares("1")))).toThrow(
      code("conflict", "Purchase already approved"),
    );
  });
});

describe("decide an admin's share edit", () => {
  const edit = (newShares: string, pricePerShare = "100", now?: Date) =>
    ({ type: "AdjustShares", newShares, pricePerShare, ...(now ? { now } : {}) }) as const;

  it("when shares go up or down, then the edit records both counts and moves their worth at the price, either way", () => {
    const state = stateOf(investorWithShares("10"));
    expect(adjustShares(edit("12.5", "101.01", NOW), state)).toStrictEqual([
      {
        type: "SharesAdjusted",
        data: {
          previousShares: "10",
          newShares: "12.5",
          pricePerShare: "101.01",
          at: NOW.toISOString(),
          transfers: [{ debit: "platform:equity-adjustment", credit: "platform:share-capital", amount: "252.53" }],
        },
      },
    ]);
    expect(adjustShares(edit("9.5"), state)[0]?.data).toStrictEqual({
      previousShares: "10",
      newShares: "9.5",
      pricePerShare: "100.00",
      transfers: [{ debit: "platform:share-capital", credit: "platform:equity-adjustment", amount: "50.00" }],
    });
  });

  it("when the new count with pending purchases passes 100, or goes below shares held by sell-backs, then refused; at the edges, accepted", () => {
    const state = stateOf([...investorWithShares("10"), ...pending("20")]);
    expect(adjustShares(edit("80"), state)).toHaveLength(1);
    expect(() => adjustShares(edit("80.5"), state)).toThrow(code("rule-violated", "Shares cannot exceed 100, pending purchases included"));
    const held = { ...state, heldShares: money("1.5") };
    expect(adjustShares(edit("1.5"), held)).toHaveLength(1);
    expect(() => adjustShares(edit("1"), held)).toThrow(
      code("rule-violated", "Shares cannot go below the 1.5 shares held by pending sell-backs"),
    );
  });
});
