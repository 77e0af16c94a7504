import { sendApprovedAloneDigest } from "@app/ledger-service/audit-api/approved-alone-digest";
import { tronWallet } from "@app/ledger-service/testing/wallets";
import { approvedWithdrawal } from "@app/ledger-service/testing/withdrawals";
import { Queue } from "bullmq";
import { describe, expect, it } from "vitest";
import { unfold, waitFor } from "../../testing/smtp-receiver.js";
import { useMailedApp } from "../../testing/mailed-app.js";
import { APPROVED_ALONE_DIGEST_PATTERN, APPROVED_ALONE_DIGEST_QUEUE } from "./approved-alone-digest.worker.js";

/** The daily "Approved alone" digest (issue 36, point 1), over real SMTP. */
const { smtp, app, admin } = useMailedApp({ admin: { email: "digest-admin-a@example.com" } });
const SUBJECT = "What admins approved alone in the last 24 hours";
const digestsTo = (email: string) => smtp.received.filter((m) => m.to.includes(email) && m.subject === SUBJECT);

describe("approved-alone digest", () => {
  it("when an admin approved a withdrawal alone, then the daily digest goes to the other admin and the auditor, not to that admin; it is scheduled daily", async () => {
    const other = await app.createUser({ isAdmin: true, email: "digest-admin-b@example.com" });
    const auditor = await app.createUser({ isAuditor: true, email: "digest-auditor@example.com" });
    await approvedWithdrawal(app, admin, { profit: "300.00", amount: 250, wallet: tronWallet("digest"), network: "USDT TRC20" });
    await app.settle();

    expect(await sendApprovedAloneDigest(app.ctx)).toBe(2);
    for (const to of [other.email, auditor.email]) {
      const mail = await waitFor(`the digest to ${to}`, async () => digestsTo(to)[0]);
      expect(unfold(mail.raw)).toContain("digest-admin-a@example.com — withdrawal $250.00 (allowance left: $4750.00)");
    }
    await new Promise((r) => setTimeout(r, 1000));
    expect(digestsTo(admin.email)).toEqual([]);

    const queue = new Queue(APPROVED_ALONE_DIGEST_QUEUE, { connection: app.runtime.redis, prefix: app.queuePrefix });
    try {
      const schedulers = await waitFor("the daily scheduler", async () => {
        const found = await queue.getJobSchedulers();
        return found.length > 0 ? found : undefined;
      });
      expect(schedulers).toEqual([expect.objectContaining({ key: "daily", pattern: APPROVED_ALONE_DIGEST_PATTERN })]);
    } finally {
      await queue.close();
    }
  });
});
