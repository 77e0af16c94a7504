import { describe, expect, it } from "vitest";
import { newWalletEmail } from "../payouts/wallet-holds.js";
import { newSignInEmail, passwordChangedEmail } from "./emails.js";

const ada = { email: "ada@example.com", fullName: "Ada Obi" };
const at = new Date("2026-11-28T15:19:00Z");

describe("times in mails", () => {
  it("when a sign-in or password mail tells when, then it reads Lagos time labelled WAT, never UTC", () => {
    const signIn = newSignInEmail("https://invest.example.ng", ada, { device: "Chrome on Android", address: "102.89.1.1" }, at);
    expect(signIn.text).toContain("on 28 Nov 2026, 16:19 WAT:");
    expect(passwordChangedEmail(ada, at).text).toContain("changed on 28 Nov 2026, 16:19 WAT.");
    expect(`${signIn.text}${passwordChangedEmail(ada, at).text}`).not.toMatch(/UTC|GMT/);
  });

  it("when a new-wallet hold is mailed, then its end reads on the same clock", () => {
    const mail = newWalletEmail(ada, { kind: "withdrawal", amount: "20.00", wallet: "TQn9", network: "USDT TRC20" }, at);
    expect(mail.text).toContain("not be paid before 28 Nov 2026, 16:19 WAT.");
    expect(mail.text).not.toMatch(/GMT/);
  });
});
