import { totpCode } from "@app/ledger-service/testing/totp";
import { describe, expect, it } from "vitest";
import { unfold, waitFor } from "../../testing/smtp-receiver.js";
import { useMailedApp } from "../../testing/mailed-app.js";

/**
 * Issue 36: the account holder is mailed when their password is reset, when two-factor
 * authentication is turned on and when their role changes (admin grants also reach every admin
 * and auditor: admin-grant-mails.int.spec.ts). Over real SMTP; no link or secret in them.
 */
const { smtp, app, admin } = useMailedApp({ admin: {} });

const PASSWORD = "a-long-mail-passphrase";
let n = 0;
const person = () => app.createUser({ email: `change-${++n}-${Date.now()}@example.com`, password: PASSWORD });
const mailTo = (email: string, subject: string) =>
  waitFor(`"${subject}" to ${email}`, async () => smtp.received.find((m) => m.to.includes(email) && m.subject === subject));

describe("mails on account changes", () => {
  it("when a forgotten password is reset with the mailed link, then the account gets a mail saying it was reset, without the token or password", async () => {
    const user = await person();
    expect((await app.api("POST", "/api/auth/forgot-password", { body: { email: user.email } })).status).toBe(200);
    const link = await mailTo(user.email, "Reset your password");
    const token = /reset-password\?token=([A-Za-z0-9_-]+)/.exec(unfold(link.raw))?.[1] ?? "";
    expect(token).not.toBe("");
    const reset = await app.api("POST", "/api/auth/reset-password", { body: { token, newPassword: "another-long-passphrase" } });
    expect(reset.status).toBe(200);
    const mail = await mailTo(user.email, "Your password was reset");
    expect(unfold(mail.raw)).toContain("was reset with an emailed link");
    for (const secret of [token, "another-long-passphrase"]) expect(mail.raw).not.toContain(secret);
  });

  it("when two-factor authentication is turned on, then the account gets a mail saying so in the investor's own zone, without the secret or recovery codes", async () => {
    const user = await person();
    const zone = await app.api("PUT", "/api/user/time-zone", { token: user.token, body: { timeZone: "Africa/Nairobi" } });
    expect(zone.status).toBe(200);
    const setup = await app.api("POST", "/api/auth/2fa/setup", { token: user.token, body: {} });
    const enabled = await app.api("POST", "/api/auth/2fa/enable", {
      token: user.token,
      body: { code: totpCode(setup.body.secret), password: PASSWORD },
    });
    expect(enabled.status).toBe(200);
    const mail = await mailTo(user.email, "Two-factor authentication was turned on");
    expect(unfold(mail.raw)).toContain("Two-factor authentication was turned on for your account");
    // The one clock: the time in the zone the investor chose, labelled (issue 35 point 5).
    expect(unfold(mail.raw)).toMatch(/on \d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2} EAT\./);
    for (const secret of [setup.body.secret, ...enabled.body.recoveryCodes]) expect(mail.raw).not.toContain(secret);
  });

  it("when an admin makes a user an auditor and back, then the user gets a mail for each change naming the new role", async () => {
    const user = await person();
    expect((await app.api("PUT", `/api/admin/users/${user.id}/auditor`, { token: admin.token, body: { isAuditor: true } })).status).toBe(
      200,
    );
    const granted = await mailTo(user.email, "Your role was changed");
    expect(unfold(granted.raw)).toContain("from an investor to an auditor (read-only)");
    expect((await app.api("PUT", `/api/admin/users/${user.id}/role`, { token: admin.token, body: { role: "investor" } })).status).toBe(200);
    await waitFor("the second role mail", async () => {
      const mails = smtp.received.filter((m) => m.to.includes(user.email) && m.subject === "Your role was changed");
      return mails.length === 2 && unfold(mails[1]?.raw ?? "").includes("from an auditor (read-only) to an investor");
    });
  });
});
