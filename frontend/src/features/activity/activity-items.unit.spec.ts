import { describe, expect, it } from "vitest";
import { activityLinkOf } from "@/lib/activity-link";
import { creditItems, newestFirst, purchaseItems, tracker, withdrawalItems } from "./activity-items";

const base = { user: { fullName: "Ada", email: "ada@example.com" }, decidedAt: null, rejectionReason: null };

describe("activity items", () => {
  it("when a withdrawal waits, then its tracker is Submitted, In review (current), Approved and Sent to come", () => {
    expect(tracker("Pending", "2026-11-27T10:00:00Z", null, true).map((s) => `${s.label}:${s.state}`)).toEqual([
      "Submitted:done",
      "In review:current",
      "Approved:todo",
      "Sent:todo",
    ]);
  });

  it("when a purchase was rejected, then its tracker ends in Rejected and the reason is kept", () => {
    const [item] = purchaseItems([
      {
        ...base,
        _id: "p1",
        numberOfShares: 2,
        pricePerShare: 100,
        amount: 200,
        paymentMethod: "TRC20",
        proof: "/uploads/p.png",
        referralCode: null,
        txId: null,
        status: "Rejected",
        createdAt: "2026-11-27T10:00:00Z",
        decidedAt: "2026-11-28T10:00:00Z",
        rejectionReason: "No payment arrived",
      },
    ] as never);
    expect(item?.steps.at(-1)).toMatchObject({ label: "Rejected", state: "failed" });
    expect(item?.rejectionReason).toBe("No payment arrived");
    expect(item?.amount).toBe(200);
  });

  it("when events of several kinds are put together, then the newest comes first and a credit's amount is read from its notice", () => {
    const credits = creditItems([
      {
        id: "n1",
        kind: "profit-credited",
        message: "Profit of $1,005.50 was credited. Your balance is now $2,000.00.",
        createdAt: "2026-11-28T09:00:00Z",
        read: false,
      },
      { id: "n2", kind: "purchase-approved", message: "x", createdAt: "2026-11-28T11:00:00Z", read: false },
    ]);
    expect(credits).toHaveLength(1);
    expect(credits[0]?.amount).toBe(1005.5);
    const withdrawals = withdrawalItems([
      {
        ...base,
        _id: "w1",
        amount: 20,
        fee: 1,
        net: 19,
        wallet: "T1",
        network: "USDT TRC20",
        source: "profit",
        status: "Pending",
        createdAt: "2026-11-28T10:00:00Z",
      },
    ] as never);
    expect(newestFirst([...credits, ...withdrawals]).map((i) => i.id)).toEqual(["withdrawal-w1", "profit-n1"]);
  });

  it("when a notification is opened, then a credit links to its own detail and a decision to the feed of its kind", () => {
    expect(activityLinkOf({ id: "n1", kind: "profit-credited" })).toBe("/activity/profit-n1");
    expect(activityLinkOf({ id: "n2", kind: "withdrawal-approved" })).toBe("/activity?kind=withdrawal");
    expect(activityLinkOf({ id: "n3", kind: "manual-payment-approved" })).toBe("/activity?kind=repayment");
  });
});
