import { describe, expect, it } from "vitest";
import { notificationMail } from "./mail-templates.js";

const to = { email: "ada@example.com", fullName: "Ada Obi" };

describe("notification mails: one clock and a link to the item", () => {
  it("when a profit credit is mailed to an investor in Nairobi, then it says when in EAT and links to the credit's detail", () => {
    const mail = notificationMail(
      "https://app.test/",
      to,
      "profit-credited",
      { amount: "40.00", balance: "52.50" },
      {
        at: "2026-11-28T15:19:42Z",
        timeZone: "Africa/Nairobi",
        activityId: "profit-e1",
      },
    );
    expect(mail.text).toContain("When: 28 Nov 2026, 18:19 EAT");
    expect(mail.text).toContain("See the details: https://app.test/activity/profit-e1");
    expect(mail.html).toContain('href="https://app.test/activity/profit-e1"');
    expect(mail.text).not.toMatch(/GMT|UTC/);
  });

  it("when the investor chose no zone, then Lagos time is written, labelled WAT; a held withdrawal's end reads the same way", () => {
    const mail = notificationMail(
      "https://app.test",
      to,
      "withdrawal-held",
      { amount: "20.00", wallet: "TXYZ", network: "USDT TRC20", heldUntil: "2026-11-29T15:22:30Z" },
      { at: "2026-11-28T15:22:30Z", timeZone: null, activityId: "withdrawal-w1" },
    );
    expect(mail.text).toContain("will not be paid before 29 Nov 2026, 16:22 WAT.");
    expect(mail.text).toContain("When: 28 Nov 2026, 16:22 WAT");
  });

  it("when a notification is about no item, then the mail links to the notifications page", () => {
    const mail = notificationMail("https://app.test", to, "loan-paid", {}, {});
    expect(mail.text).toContain("See your notifications: https://app.test/notifications");
  });
});
