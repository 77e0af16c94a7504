import { REJECTION_REASON_LENGTH, REJECTION_REASON_TEXT } from "@app/contracts";
import { describe, expect, it } from "vitest";
import { investorWithShares } from "../../testing/seed-ledger.js";
import { useTestApp } from "../../testing/test-app.js";
import { tronWallet } from "../../testing/wallets.js";
import { creditBalanceForTest } from "../../testing/test-seeding.js";

// Sell-backs may be asked at once, so a rejected one can be made without moving the clock.
const { app, admin } = useTestApp({ SELL_BACK_MIN_HOLD_DAYS: "0" }, { admin: { fullName: "Ada Admin" } });

const payout = { wallet: tronWallet("rejection-reasons"), network: "USDT TRC20" } as const;
const reject = (path: string, body?: unknown) => app.api("PUT", path, { token: admin.token, ...(body === undefined ? {} : { body }) });
const messages = async (token: string): Promise<string[]> =>
  (await app.api("GET", "/api/notifications", { token })).body.notifications.map((n: { message: string }) => n.message);

/**
 * The reject answers 200 with the item Rejected for `reason`, the investor's list at `list` shows
 * the same (its first item, or the one with `id`), and a notification gives `notice`.
 */
async function expectRejectedFor(
  user: { token: string },
  res: { status: number; body: Record<string, unknown> },
  { item, list, reason, notice, id }: { item: string; list: string; reason: string; notice: string; id?: string },
) {
  expect(res).toMatchObject({ status: 200, body: { [item]: { status: "Rejected", rejectionReason: reason } } });
  const mine = await app.api("GET", list, { token: user.token });
  expect(mine.body[`${item}s`][0]).toMatchObject({ ...(id ? { _id: id } : {}), status: "Rejected", rejectionReason: reason });
  expect(await messages(user.token)).toContain(notice);
}

async function pendingPurchase() {
  const user = await app.createUser();
  const res = await app.api("POST", "/api/shares", {
    token: user.token,
    body: { numberOfShares: 1, paymentMethod: "TRC20", proof: await app.uploadProof(user.token) },
  });
  expect(res.status).toBe(201);
  return { user, purchaseId: res.body.purchase._id as string };
}

describe("a reason on every rejection", () => {
  it("when an admin rejects a purchase with a reason, then the investor's list and notification show it, trimmed", async () => {
    const { user, purchaseId } = await pendingPurchase();
    const res = await reject(`/api/shares/reject/${purchaseId}`, { reason: "  The proof shows a different amount  " });
    await expectRejectedFor(user, res, {
      item: "purchase",
      list: "/api/shares/mine",
      id: purchaseId,
      reason: "The proof shows a different amount",
      notice: "Your purchase request of 1 shares ($100.00) was rejected. Reason: The proof shows a different amount.",
    });
  });

  it("when an admin rejects a withdrawal with a reason, then the history and the notification give it", async () => {
    const user = await app.createUser();
    await creditBalanceForTest(app.ctx, user.id, "profit", "20");
    const asked = await app.api("POST", "/api/withdrawals", { token: user.token, body: { amount: 10, source: "profit", ...payout } });
    expect(asked.status).toBe(201);
    const res = await reject(`/api/withdrawals/reject/${asked.body.withdrawal._id}`, { reason: "Wallet is on a sanctions list" });
    await expectRejectedFor(user, res, {
      item: "withdrawal",
      list: "/api/withdrawals",
      reason: "Wallet is on a sanctions list",
      notice: "Your withdrawal of $10.00 was rejected; $10.00 was returned to your profit balance. Reason: Wallet is on a sanctions list.",
    });
  });

  it("when an admin rejects a loan with a reason, then the loan summary and the notification give it", async () => {
    const user = await investorWithShares(app, "10");
    const asked = await app.api("POST", "/api/loans/request", { token: user.token, body: { percentage: 10, ...payout } });
    expect(asked.status).toBe(201);
    const res = await reject(`/api/loans/reject/${asked.body.loan._id}`, { reason: "Please wait until your shares are a month old." });
    expect(res).toMatchObject({ status: 200, body: { message: "Loan rejected", loan: { status: "Rejected" } } });
    const summary = await app.api("GET", "/api/loans/summary", { token: user.token });
    expect(summary.body).toMatchObject({ status: "Rejected", rejectionReason: "Please wait until your shares are a month old." });
    expect(await messages(user.token)).toContain(
      "Your loan request of $100.00 was rejected. Reason: Please wait until your shares are a month old.",
    );
  });

  it("when an admin rejects a sell-back with a reason, then the investor's sell-back list and notification give it", async () => {
    const user = await investorWithShares(app, "4");
    const asked = await app.api("POST", "/api/shares/sell-back", { token: user.token, body: { numberOfShares: 2, ...payout } });
    expect(asked.status).toBe(201);
    const res = await reject(`/api/shares/sell-back/reject/${asked.body.sellBack._id}`, { reason: "Buy-backs are paused this week" });
    await expectRejectedFor(user, res, {
      item: "sellBack",
      list: "/api/shares/sell-back/mine",
      reason: "Buy-backs are paused this week",
      notice: "Your request to sell 2 shares was rejected; the shares are yours again. Reason: Buy-backs are paused this week.",
    });
  });

  it("when an admin rejects with an empty body (older clients), then it is rejected without a reason", async () => {
    const { user, purchaseId } = await pendingPurchase();
    expect(await reject(`/api/shares/reject/${purchaseId}`)).toMatchObject({ status: 200, body: { purchase: { rejectionReason: null } } });
    expect(await messages(user.token)).toContain("Your purchase request of 1 shares ($100.00) was rejected.");
  });

  it("when the reason is too long, too short or not text, then 400 with the rule and the request stays pending", async () => {
    const { user, purchaseId } = await pendingPurchase();
    const before = await app.eventCount();
    for (const [reason, message] of [
      ["x".repeat(501), REJECTION_REASON_LENGTH],
      ["  no ", REJECTION_REASON_LENGTH],
      [42, REJECTION_REASON_TEXT],
    ] as const) {
      expect(await reject(`/api/shares/reject/${purchaseId}`, { reason })).toMatchObject({ status: 400, body: { message } });
    }
    expect(await app.eventCount()).toBe(before);
    const mine = await app.api("GET", "/api/shares/mine", { token: user.token });
    expect(mine.body.purchases[0]).toMatchObject({ status: "Pending", rejectionReason: null });
    expect(await reject(`/api/shares/reject/${purchaseId}`, { reason: "x".repeat(500) })).toMatchObject({ status: 200 });
  });

  // Last: a second admin turns four eyes on for the rest of the file.
  it("when a second admin rejects a held withdrawal with a reason, then the approval shows it", async () => {
    const second = await app.createUser({ isAdmin: true, fullName: "Bo Second" });
    const user = await app.createUser();
    await creditBalanceForTest(app.ctx, user.id, "profit", "2000");
    const asked = await app.api("POST", "/api/withdrawals", { token: user.token, body: { amount: 1500, source: "profit", ...payout } });
    const held = await app.api("PUT", `/api/withdrawals/approve/${asked.body.withdrawal._id}`, { token: admin.token });
    expect(held.status).toBe(202);
    const res = await app.api("PUT", `/api/admin/approvals/${held.body.approval._id}/reject`, {
      token: second.token,
      body: { reason: "The investor asked us to stop it" },
    });
    expect(res).toMatchObject({
      status: 200,
      body: { approval: { status: "Rejected", rejectionReason: "The investor asked us to stop it" } },
    });
  });
});
