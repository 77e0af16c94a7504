import { describe, expect, it } from "vitest";
import { notificationKinds, notificationMessage, usd } from "./notification-texts.js";

describe("notification texts", () => {
  it("when an amount is shown, then it has a dollar sign, thousands separators and two decimals", () => {
    expect(usd("1234567.5")).toBe("$1,234,567.50");
    expect(usd("0.05")).toBe("$0.05");
    expect(usd("-12")).toBe("-$12.00");
  });

  it("when a withdrawal is approved, then the message names the amount, the fee, the net and the wallet", () => {
    expect(
      notificationMessage("withdrawal-approved", { amount: "6.00", fee: "0.30", net: "5.70", wallet: "TQn9", network: "USDT TRC20" }),
    ).toBe("Your withdrawal of $6.00 was approved: $5.70 (after the $0.30 fee) is sent to TQn9 (USDT TRC20).");
  });

  it("when a withdrawal to a new wallet is held, then the end of the hold reads on the one clock: Lagos time, labelled WAT", () => {
    const message = notificationMessage("withdrawal-held", {
      amount: "20.00",
      wallet: "TQn9",
      network: "USDT TRC20",
      heldUntil: "2026-11-29T15:22:30.000Z",
    });
    expect(message).toContain("it will not be paid before 29 Nov 2026, 16:22 WAT.");
    expect(message).not.toMatch(/GMT|UTC/);
  });

  it("when a request's figures are unknown (older history), then no message shows undefined or NaN", () => {
    for (const kind of notificationKinds) {
      expect(notificationMessage(kind, {})).toMatch(/^[A-Z].*\.$/);
      expect(notificationMessage(kind, {})).not.toMatch(/undefined|NaN/);
    }
  });

  it("when a request is rejected with a reason, then the message ends with the reason as a sentence", () => {
    expect(notificationMessage("loan-rejected", { amount: "100.00", reason: "Your shares are pledged elsewhere" })).toBe(
      "Your loan request of $100.00 was rejected. Reason: Your shares are pledged elsewhere.",
    );
    expect(notificationMessage("withdrawal-rejected", { amount: "6.00", source: "profit", reason: "Wrong network?" })).toBe(
      "Your withdrawal of $6.00 was rejected; $6.00 was returned to your profit balance. Reason: Wrong network?",
    );
  });

  it("when a request is approved, then no reason is added even if one is stored", () => {
    expect(notificationMessage("purchase-approved", { reason: "stray" })).toBe("Your share purchase was approved.");
  });
});
