import { totpCode } from "@app/ledger-service/testing/totp";
import { describe, expect, it } from "vitest";
import { unfold, waitFor } from "../../testing/smtp-receiver.js";
import { useMailedApp } from "../../testing/mailed-app.js";
import { ANDROID_CHROME, WINDOWS_FIREFOX } from "@app/ledger-service/testing/user-agents";

/** Mails that tell an account holder about a change to their sign-in (issue 26, item 7), over real SMTP. */
const { smtp, app } = useMailedApp();

const PASSWORD = "a-long-mail-passphrase";

let n = 0;
async function investor() {
  return app.createUser({ email: `mail-${++n}-${Date.now()}@example.com`, password: PASSWORD });
}
const signIn = (email: string, userAgent: string, address: string) =>
  app.api("POST", "/api/auth/login", {
    body: { email, password: PASSWORD },
    headers: { "user-agent": userAgent, "x-forwarded-for": address },
  });
const mailsTo = (email: string, subject: string) => smtp.received.filter((m) => m.to.includes(email) && m.subject === subject);
const settleMails = () => new Promise((r) => setTimeout(r, 1500));

describe("security mails", () => {
  it("when an account is signed in to from a device and address it has not used before, then it gets one mail naming them; the same pair again sends none", async () => {
    const user = await investor();
    const first = await signIn(user.email, ANDROID_CHROME, "203.0.113.50");
    expect(first.status).toBe(200);
    const mail = await waitFor("the new sign-in mail", async () => mailsTo(user.email, "New sign-in to your account")[0]);
    expect(unfold(mail.raw)).toContain("Chrome on Android");
    expect(unfold(mail.raw)).toContain("203.0.113.50");
    expect(mail.raw).not.toContain(first.body.token);
    expect(mail.raw).not.toContain(PASSWORD);

    expect((await signIn(user.email, ANDROID_CHROME, "203.0.113.50")).status).toBe(200);
    await settleMails();
    expect(mailsTo(user.email, "New sign-in to your account")).toHaveLength(1);
    expect((await signIn(user.email, WINDOWS_FIREFOX, "203.0.113.50")).status).toBe(200);
    await waitFor("a second new sign-in mail", async () => mailsTo(user.email, "New sign-in to your account").length === 2);
  });

  it("when the password is changed, then the account gets a mail that says so, without the password", async () => {
    const user = await investor();
    const token = (await signIn(user.email, ANDROID_CHROME, "203.0.113.51")).body.token;
    const changed = await app.api("POST", "/api/auth/change-password", {
      token,
      body: { currentPassword: PASSWORD, newPassword: "another-long-passphrase" },
      headers: { "user-agent": ANDROID_CHROME, "x-forwarded-for": "203.0.113.51" },
    });
    expect(changed.status).toBe(200);
    const mail = await waitFor("the password-changed mail", async () => mailsTo(user.email, "Your password was changed")[0]);
    for (const secret of [PASSWORD, "another-long-passphrase", changed.body.token]) expect(mail.raw).not.toContain(secret);
    // The job in Redis holds no secret either.
    const jobs = await app.runtime.redis.keys(`${app.queuePrefix}:email:*`);
    for (const key of jobs) {
      const type = await app.runtime.redis.type(key);
      if (type !== "hash") continue;
      const data = JSON.stringify(await app.runtime.redis.hgetall(key));
      for (const secret of [PASSWORD, "another-long-passphrase", changed.body.token]) expect(data).not.toContain(secret);
    }
  });

  it("when two-factor authentication is turned off, then the account gets a mail that says so", async () => {
    const user = await investor();
    const setup = await app.api("POST", "/api/auth/2fa/setup", { token: user.token, body: {} });
    const enabled = await app.api("POST", "/api/auth/2fa/enable", {
      token: user.token,
      body: { code: totpCode(setup.body.secret), password: PASSWORD },
    });
    expect(enabled.status).toBe(200);
    const off = await app.api("POST", "/api/auth/2fa/disable", {
      token: user.token,
      body: { code: enabled.body.recoveryCodes[0], password: PASSWORD },
    });
    expect(off.status).toBe(200);
    const mail = await waitFor("the two-factor-off mail", async () => mailsTo(user.email, "Two-factor authentication was turned off")[0]);
    expect(unfold(mail.raw)).toContain("Two-factor authentication was turned off for your account");
    expect(mail.raw).not.toContain(enabled.body.recoveryCodes[0]);
  });
});
