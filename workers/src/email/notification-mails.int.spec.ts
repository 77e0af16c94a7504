import { queueNames } from "@app/contracts";
import { allProjections } from "@app/projections";
import { rebuildReadModels } from "@app/projections/runner/rebuild";
import { replayAndCompare } from "@app/projections/audit/replay";
import { investorWithShares } from "@app/ledger-service/testing/seed-ledger";
import { creditBalanceForTest } from "@app/ledger-service/testing/test-seeding";
import { Queue } from "bullmq";
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { seedInvestors } from "../runs/seed-investors.js";
import { type ReceivedMail, unfold, waitFor } from "../../testing/smtp-receiver.js";
import { useMailedApp } from "../../testing/mailed-app.js";
import { LONE_ADMIN_UNCAPPED } from "@app/ledger-service/testing/test-app";
import { tronWallet } from "@app/ledger-service/testing/wallets";

const { smtp, app, admin, restartWorkers } = useMailedApp({ admin: { email: "admin@example.com" }, env: LONE_ADMIN_UNCAPPED });

const mailsTo = (email: string, subject?: string) =>
  smtp.received.filter((m) => m.to.includes(email.toLowerCase()) && (!subject || m.subject === subject));
/** Gives the dispatcher and the email worker time to (wrongly) send more. */
const quietly = async () => {
  await app.runtime.mailDispatcher?.dispatchOnce();
  await new Promise((r) => setTimeout(r, 1500));
};
const notifications = async (token: string, page = 1) => (await app.api("GET", `/api/notifications?page=${page}`, { token })).body;

async function approvedPurchase(user: { token: string }, shares: number) {
  const res = await app.api("POST", "/api/shares", {
    token: user.token,
    body: { numberOfShares: shares, paymentMethod: "TRC20", proof: await app.uploadProof(user.token) },
  });
  expect(res.status).toBe(201);
  expect((await app.api("PUT", `/api/shares/approve/${res.body.purchase._id}`, { token: admin.token })).status).toBe(200);
}

async function profitRun(percentage: number) {
  const res = await app.api("POST", "/api/profits/credit", { token: admin.token, body: { percentage } });
  expect(res.status).toBe(200);
  await waitFor("the profit run", async () => {
    const run = await app.api("GET", `/api/profits/runs/${res.body.runId}`, { token: admin.token });
    return run.body.status === "completed";
  });
  await app.settle();
}

describe("notifications of money events", () => {
  it("when an admin approves a purchase, then the investor gets one notification and one mail with its figures", async () => {
    const user = await app.createUser({ fullName: "Nia Notified", email: "nia@example.com" });
    await approvedPurchase(user, 2.5);
    const list = await notifications(user.token);
    // The request's in-app notice (not mailed), then the approval.
    expect(list).toMatchObject({ unread: 2, totalPages: 1 });
    expect(list.notifications).toEqual([
      expect.objectContaining({ kind: "purchase-approved", message: "Your purchase of 2.5 shares ($250.00) was approved.", read: false }),
      expect.objectContaining({
        kind: "purchase-submitted",
        message: "Your purchase request of 2.5 shares ($250.00) was submitted and waits for an admin's review.",
        read: false,
      }),
    ]);
    const mail = await waitFor("the approval mail", async () => mailsTo(user.email, "Your share purchase was approved")[0]);
    expect(unfold(mail.raw)).toContain("Hello Nia Notified");
    expect(unfold(mail.raw)).toContain("$250.00");
    await quietly();
    expect(mailsTo(user.email)).toHaveLength(1);
    // Another investor sees none of it.
    const other = await app.createUser();
    expect(await notifications(other.token)).toEqual({ notifications: [], unread: 0, totalPages: 1 });
  });

  it("when the dispatcher enqueues a batch again (it died before its checkpoint), a job is retried after sending, or the read models are rebuilt, then no mail is sent twice and read flags stay", async () => {
    const user = await app.createUser({ email: "twice@example.com" });
    await approvedPurchase(user, 1);
    await waitFor("the first mail", async () => mailsTo(user.email).length === 1);
    const [first] = (await notifications(user.token)).notifications;
    expect((await app.api("POST", "/api/notifications/read", { token: user.token, body: { ids: [first.id] } })).status).toBe(200);

    // The dispatcher's checkpoint goes back as if its commit was lost: the same job ids come again.
    await sql`UPDATE notification_mail_checkpoint SET commit_pos = 0, prepare_pos = 0`.execute(app.ctx.db);
    while (((await app.runtime.mailDispatcher?.dispatchOnce()) ?? 0) > 0) {}
    // A notification job whose mail went out before its worker died comes back: it completes unsent.
    const queue = new Queue(queueNames.email, { connection: app.runtime.redis, prefix: app.queuePrefix });
    const job = await queue.getJob(`notification-${first.id}`);
    expect(job?.data).toMatchObject({ sent: true });
    const retried = { to: user.email, subject: "Your share purchase was approved", html: "<p>again</p>", text: "again", sent: true };
    await queue.add("notification", retried, { jobId: `notification-retried-${first.id}` });
    await queue.close();

    // The live read models are rebuilt from event 0 (as after a change of their schema).
    await app.runtime.runner?.stop();
    await rebuildReadModels({ store: app.ctx.store, handle: app.ctx.handle, projections: allProjections });
    app.runtime.runner?.start();
    await quietly();
    expect(mailsTo(user.email)).toHaveLength(1);
    expect((await notifications(user.token)).notifications).toEqual([
      expect.objectContaining({ id: first.id, read: true }),
      expect.objectContaining({ kind: "purchase-submitted", read: false }),
    ]);
  }, 60_000);

  it("when profit is credited, then the notification and the mail name the amount and the new balance", async () => {
    const user = await app.createUser({ email: "profit@example.com" });
    await approvedPurchase(user, 2);
    await creditBalanceForTest(app.ctx, user.id, "profit", "10.00");
    await profitRun(1.25);
    const list = await notifications(user.token);
    const credits = list.notifications.filter((n: { kind: string }) => n.kind === "profit-credited");
    // The test credit ($10.00) and the run's 1.25 % of 2 x $100 = $2.50, newest first.
    expect(credits[0].message).toBe("Profit of $2.50 was credited; your profit balance is now $12.50.");
    const dashboard = (await app.api("GET", "/api/user/dashboard", { token: user.token })).body.user;
    expect(dashboard.profitBalance).toBe(12.5);
    const mail = await waitFor("the run's mail", async () =>
      mailsTo(user.email, "Profit credited to your account").find((m) => unfold(m.raw).includes("$12.50")),
    );
    expect(unfold(mail.raw)).toContain("$2.50");
  }, 60_000);

  it("when an investor turns profit mails off, then a profit run sends them none, but a withdrawal's approval is still mailed with its net and wallet", async () => {
    const user = await app.createUser({ email: "quiet@example.com" });
    await approvedPurchase(user, 4);
    expect((await app.api("GET", "/api/user/notification-settings", { token: user.token })).body).toEqual({
      profitEmails: true,
      rewardEmails: true,
    });
    const put = await app.api("PUT", "/api/user/notification-settings", {
      token: user.token,
      body: { profitEmails: false, rewardEmails: true },
    });
    expect(put).toMatchObject({ status: 200, body: { profitEmails: false, rewardEmails: true } });
    expect((await app.api("PUT", "/api/user/notification-settings", { token: user.token, body: { profitEmails: "no" } })).status).toBe(400);
    await profitRun(5); // $20.00
    const w = await app.api("POST", "/api/withdrawals", {
      token: user.token,
      body: { amount: 20, wallet: tronWallet("quiet"), network: "USDT TRC20", source: "profit" },
    });
    expect(w.status).toBe(201);
    expect((await app.api("PUT", `/api/withdrawals/approve/${w.body.withdrawal._id}`, { token: admin.token })).status).toBe(200);
    const mail = await waitFor("the withdrawal mail", async () => mailsTo(user.email, "Your withdrawal was approved")[0]);
    expect(unfold(mail.raw)).toContain("$19.00");
    expect(unfold(mail.raw)).toContain(tronWallet("quiet"));
    await quietly();
    expect(mailsTo(user.email, "Profit credited to your account")).toHaveLength(0);
    const kinds = (await notifications(user.token)).notifications.map((n: { kind: string }) => n.kind);
    expect(kinds).toEqual(["withdrawal-approved", "profit-credited", "purchase-approved", "purchase-submitted"]);
  }, 60_000);

  it("when an investor marks one or all read, then the unread count follows; another user's ids change nothing", async () => {
    const user = await app.createUser();
    const other = await app.createUser();
    await approvedPurchase(user, 1);
    await approvedPurchase(user, 1.5);
    await approvedPurchase(other, 1);
    const theirs = (await notifications(other.token)).notifications[0].id;
    // Each purchase: its submitted notice and its approval.
    expect((await notifications(user.token)).unread).toBe(4);
    expect((await app.api("POST", "/api/notifications/read", { token: user.token, body: { ids: [theirs] } })).status).toBe(200);
    expect((await notifications(other.token)).unread).toBe(2);
    expect((await app.api("POST", "/api/notifications/read", { token: user.token, body: { ids: [] } })).body.message).toBe(
      "Please choose the notifications to mark as read.",
    );
    const [newest] = (await notifications(user.token)).notifications;
    await app.api("POST", "/api/notifications/read", { token: user.token, body: { ids: [newest.id] } });
    expect((await notifications(user.token)).unread).toBe(3);
    await app.api("POST", "/api/notifications/read", { token: user.token, body: { all: true } });
    expect((await notifications(user.token)).unread).toBe(0);
    expect((await app.api("GET", "/api/notifications")).status).toBe(401);
  });

  /** A loan of 10 % of the investor's capital, paid out to one wallet; its id. */
  const requestLoan = async (token: string): Promise<string> =>
    (
      await app.api("POST", "/api/loans/request", {
        token,
        body: { percentage: 10, wallet: tronWallet("mail-loan"), network: "USDT TRC20" },
      })
    ).body.loan._id;

  it("when a loan is approved, paid in part by a manual payment and marked paid, and another is rejected, then each is told and mailed with its figures", async () => {
    const user = await investorWithShares(app, "10", { email: "borrower@example.com" });
    const loanId = await requestLoan(user.token);
    expect((await app.api("PUT", `/api/loans/approve/${loanId}`, { token: admin.token })).status).toBe(200);
    await app.api("POST", "/api/loans/manual-payment", {
      token: user.token,
      body: { loanId, amount: 40.5, proofUrl: await app.uploadProof(user.token) },
    });
    const approve = await app.api("PUT", "/api/loans/manual-payment/approve", { token: admin.token, body: { loanId, paymentIndex: 0 } });
    expect(approve.status).toBe(200);
    expect((await app.api("PUT", `/api/loans/mark-paid/${loanId}`, { token: admin.token })).status).toBe(200);
    const refused = await investorWithShares(app, "4");
    const other = await requestLoan(refused.token);
    expect((await app.api("PUT", `/api/loans/reject/${other}`, { token: admin.token })).status).toBe(200);

    const messages = (await notifications(user.token)).notifications.map((n: { message: string }) => n.message);
    expect(messages.slice(0, 3)).toEqual([
      "Your loan is fully repaid.",
      "Your loan payment of $40.50 was approved; the remaining balance is $69.50.",
      "Your loan of $100.00 was approved; the total to repay is $110.00.",
    ]);
    expect((await notifications(refused.token)).notifications[0].message).toBe("Your loan request of $40.00 was rejected.");
    for (const subject of ["Your loan was approved", "Your loan payment was approved", "Your loan is fully repaid"])
      await waitFor(subject, async () => mailsTo(user.email, subject).length === 1);
    expect(unfold((mailsTo(user.email, "Your loan payment was approved")[0] as ReceivedMail).raw)).toContain("$69.50");
  }, 60_000);

  it("when a profit run credits 300 investors and the workers are stopped and restarted mid-mailing, then each investor gets exactly one profit mail", async () => {
    const ids = await seedInvestors(app.ctx, 300);
    await app.settle();
    const emails = ids.map((id) => `${id}@bench.example`);
    await waitFor("the seeded approvals' mails", async () => emails.every((e) => mailsTo(e).length === 1), 60_000);
    const res = await app.api("POST", "/api/profits/credit", { token: admin.token, body: { percentage: 1 } });
    expect(res.status).toBe(200);
    const profitMails = () => emails.reduce((n, e) => n + mailsTo(e, "Profit credited to your account").length, 0);
    await waitFor("the first profit mails", async () => profitMails() >= 20, 60_000);
    await restartWorkers();
    await waitFor("every profit mail", async () => emails.every((e) => mailsTo(e, "Profit credited to your account").length >= 1), 60_000);
    await quietly();
    expect(emails.filter((e) => mailsTo(e, "Profit credited to your account").length !== 1)).toEqual([]);
  }, 120_000);

  it("when a reward is credited and a withdrawal rejected, then each is told, and the read models with notifications equal a replay", async () => {
    const user = await app.createUser({ email: "all-kinds@example.com" });
    await approvedPurchase(user, 10);
    await creditBalanceForTest(app.ctx, user.id, "reward", "30.00");
    const w = await app.api("POST", "/api/withdrawals", {
      token: user.token,
      body: { amount: 12, wallet: tronWallet("mail"), network: "USDT TRC20", source: "reward" },
    });
    await app.api("PUT", `/api/withdrawals/reject/${w.body.withdrawal._id}`, { token: admin.token });
    await app.settle();
    const list = (await notifications(user.token)).notifications;
    expect(list.map((n: { message: string }) => n.message)).toEqual(
      expect.arrayContaining([
        "Your withdrawal of $12.00 was rejected; $12.00 was returned to your referral reward balance.",
        "A referral reward of $30.00 was credited; your referral reward balance is now $30.00.",
      ]),
    );
    const report = await replayAndCompare({ connectionString: app.config.DATABASE_URL, store: app.ctx.store, projections: allProjections });
    expect(report.tables.filter((t) => !t.equal)).toEqual([]);
    expect(report.tables.map((t) => t.table)).toEqual(
      expect.arrayContaining(["notifications", "notification_requests", "investor_balances"]),
    );
  }, 60_000);
});
