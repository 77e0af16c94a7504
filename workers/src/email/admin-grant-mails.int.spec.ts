import { describe, expect, it } from "vitest";
import { tokenOf } from "@app/ledger-service/testing/tokens";
import { unfold, waitFor } from "../../testing/smtp-receiver.js";
import { useMailedApp } from "../../testing/mailed-app.js";

/** Every admin grant, by the operator or through the API, is mailed to every admin and auditor (issue 36, point 3). */
const { smtp, app, admin } = useMailedApp({ admin: { fullName: "First Admin", email: "first-admin@example.com" } });

const SUBJECT = "A new admin was added";
const grantMailsTo = (email: string) => smtp.received.filter((m) => m.to.includes(email) && m.subject === SUBJECT);

describe("admin grant mails", () => {
  it("when the operator grants admin, then every admin and auditor gets a mail naming the new admin and the operator; an API grant approved by a co-admin is mailed too", async () => {
    const auditor = await app.createUser({ isAuditor: true, email: "watching-auditor@example.com" });
    const investor = await app.createUser({ email: "plain-investor@example.com" });
    const second = await app.createUser({ email: "second-account@example.com" });
    const { grantAdminByOperator } = await import("@app/ledger-service/admin-users/operator-grant");
    await grantAdminByOperator(app.ctx, second.email);

    for (const to of [admin.email, auditor.email, second.email]) {
      const mail = await waitFor(`the grant mail to ${to}`, async () => grantMailsTo(to)[0]);
      expect(unfold(mail.raw)).toContain("second-account@example.com was made an admin on");
      expect(unfold(mail.raw)).toContain("by the operator (npm run admin:grant)");
    }
    expect(grantMailsTo(investor.email)).toEqual([]);

    // With two admins, a grant through the API waits for the other admin; once approved, it is mailed.
    const third = await app.createUser({ email: "third-admin@example.com" });
    const asked = await app.api("PUT", `/api/admin/users/${third.id}/role`, { token: admin.token, body: { role: "admin" } });
    expect(asked.status).toBe(202);
    const approved = await app.api("PUT", `/api/admin/approvals/${asked.body.approval._id}/approve`, {
      token: await tokenOf(app, second.id),
    });
    expect(approved.status).toBe(200);
    for (const to of [admin.email, auditor.email, second.email, third.email])
      await waitFor(`the API grant mail to ${to}`, async () =>
        grantMailsTo(to).find((m) => unfold(m.raw).includes("third-admin@example.com was made an admin")),
      );
    expect(grantMailsTo(investor.email)).toEqual([]);
  });
});
