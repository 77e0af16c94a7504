import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { unfold, waitFor } from "../../testing/smtp-receiver.js";
import { useMailedApp } from "../../testing/mailed-app.js";
import { insertUsers } from "@app/ledger-service/testing/bulk-users";

const { smtp, app } = useMailedApp();

const mailsWithSubject = (subject: string) => smtp.received.filter((m) => m.subject === subject);

describe("broadcast", () => {
  let admin: { id: string; token: string };
  let users: string[];
  beforeAll(async () => {
    admin = await app.createUser({ isAdmin: true, email: "admin@example.com" });
    users = Array.from({ length: 499 }, (_, i) => `investor${i}@example.com`);
    await insertUsers(
      app,
      users.map((email, i) => ({ email, fullName: `Investor ${i}`, referralCode: `B${i}X${randomUUID().slice(0, 6)}` })),
    );
  });

  it("when an admin broadcasts to 500 users (double-clicking), then 500 mails arrive, once each, with the HTML sanitized", async () => {
    const body = {
      subject: "Quarterly update",
      message: '<p>Hello <b>investors</b></p><script>alert("x")</script><a href="javascript:alert(1)">x</a>',
    };
    const [first, second] = await Promise.all([
      app.api("POST", "/api/admin/broadcast", { token: admin.token, body }),
      app.api("POST", "/api/admin/broadcast", { token: admin.token, body }),
    ]);
    expect(first).toMatchObject({ status: 202, body: { recipients: 500 } });
    expect(second.body.broadcastId).toBe(first.body.broadcastId);
    const status = await waitFor("the broadcast to complete", async () => {
      const s = await app.api("GET", `/api/admin/broadcasts/${first.body.broadcastId}`, { token: admin.token });
      return s.body.status === "completed" && s.body;
    });
    expect(status).toMatchObject({ recipients: 500, sent: 500, failed: 0 });
    const mails = mailsWithSubject("Quarterly update");
    expect(mails).toHaveLength(500);
    expect(new Set(mails.flatMap((m) => m.to)).size).toBe(500);
    expect(mails[0]?.raw).toContain("<b>investors</b>");
    expect(mails.some((m) => /<script|javascript:/i.test(unfold(m.raw)))).toBe(false);
  });

  it("when the receiver rejects one address, then the other 499 still get it and the failure is recorded", async () => {
    smtp.refused.add("investor7@example.com");
    const res = await app.api("POST", "/api/admin/broadcast", {
      token: admin.token,
      body: { subject: "Maintenance window", message: "<p>Sunday 02:00</p>" },
    });
    const id = res.body.broadcastId;
    const status = await waitFor("the broadcast to complete", async () => {
      const s = await app.api("GET", `/api/admin/broadcasts/${id}`, { token: admin.token });
      return s.body.status === "completed" && s.body;
    });
    expect(status).toMatchObject({ recipients: 500, sent: 499, failed: 1 });
    expect(mailsWithSubject("Maintenance window")).toHaveLength(499);
    const failed = await app.ctx.db
      .selectFrom("broadcast_deliveries")
      .select(["email", "error"])
      .where("broadcast_id", "=", id)
      .where("status", "=", "failed")
      .execute();
    expect(failed).toEqual([{ email: "investor7@example.com", error: expect.stringMatching(/550/) }]);
    smtp.refused.clear();
  });

  it("when subject or message is blank, then 400 'Please fill in both subject and message.'; a reused Idempotency-Key with other content is 409", async () => {
    for (const body of [
      { subject: " ", message: "<p>x</p>" },
      { subject: "s", message: "" },
      { subject: "s", message: "<script>only()</script>" },
      {},
    ]) {
      expect(await app.api("POST", "/api/admin/broadcast", { token: admin.token, body })).toMatchObject({
        status: 400,
        body: { message: "Please fill in both subject and message." },
      });
    }
    const headers = { "idempotency-key": "click-1" };
    const one = await app.api("POST", "/api/admin/broadcast", {
      token: admin.token,
      headers,
      body: { subject: "Keyed", message: "<p>a</p>" },
    });
    const again = await app.api("POST", "/api/admin/broadcast", {
      token: admin.token,
      headers,
      body: { subject: "Keyed", message: "<p>a</p>" },
    });
    expect(again.body.broadcastId).toBe(one.body.broadcastId);
    expect(
      (await app.api("POST", "/api/admin/broadcast", { token: admin.token, headers, body: { subject: "Other", message: "<p>b</p>" } }))
        .status,
    ).toBe(409);
  });
});

describe("account mails", () => {
  it("when a visitor registers, then a verification mail arrives whose link verifies once; a second use fails", async () => {
    const email = "newcomer@example.com";
    expect(
      (await app.api("POST", "/api/auth/register", { body: { fullName: "New Comer", email, password: "newcomer-pass" } })).status,
    ).toBe(201);
    const mail = await waitFor("the verification mail", async () => smtp.received.find((m) => m.to.includes(email)));
    const link = /http:\/\/app\.test\/verify\?token=([A-Za-z0-9_-]+)/.exec(unfold(mail.raw));
    expect(link).not.toBeNull();
    // As received over SMTP, the text part holds the link whole on one line (nothing to unfold).
    expect(mail.raw.split("\r\n")).toContain(`Verify email: http://app.test/verify?token=${link?.[1]}`);
    expect(await app.api("GET", `/api/auth/verify?token=${link?.[1]}`)).toMatchObject({
      status: 200,
      body: { message: "Email verified!" },
    });
    expect(await app.api("GET", `/api/auth/verify?token=${link?.[1]}`)).toMatchObject({
      status: 400,
      body: { message: "Token is invalid or expired." },
    });
  });

  it("when a user forgets the password, then the mailed reset link sets a new one", async () => {
    const email = "forgetful@example.com";
    await app.api("POST", "/api/auth/register", { body: { fullName: "Forgetful", email, password: "first-password" } });
    await app.api("POST", "/api/auth/forgot-password", { body: { email } });
    const mail = await waitFor("the reset mail", async () =>
      smtp.received.find((m) => m.to.includes(email) && m.subject === "Reset your password"),
    );
    const token = /http:\/\/app\.test\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(unfold(mail.raw))?.[1];
    expect((await app.api("POST", "/api/auth/reset-password", { body: { token, newPassword: "second-password" } })).status).toBe(200);
    expect((await app.api("POST", "/api/auth/login", { body: { email, password: "second-password" } })).status).toBe(200);
  });
});
