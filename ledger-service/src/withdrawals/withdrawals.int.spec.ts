import {
  queueNames,
  withdrawalItem,
  ENTER_VALID_AMOUNT,
  INSUFFICIENT_PROFIT,
  INSUFFICIENT_REWARD,
  NET_AFTER_FEE_TOO_LOW,
  WALLET_AND_NETWORK_REQUIRED,
  WITHDRAWAL_SOURCE_INVALID,
} from "@app/contracts";
import { failedLedgerChecks } from "../../testing/ledger-checks.js";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { useTestApp } from "../../testing/test-app.js";
import { creditBalanceForTest } from "../../testing/test-seeding.js";
import { aptosWallet, bscWallet, MISTYPED_TRON_WALLET, tronWallet } from "../../testing/wallets.js";

const { app, admin } = useTestApp({}, { admin: {} });

const WALLET = tronWallet("withdrawer");
const withdraw = (token: string, body: Record<string, unknown>) =>
  app.api("POST", "/api/withdrawals", { token, body: { wallet: WALLET, network: "USDT TRC20", source: "profit", ...body } });

/** An admin's (or, with another token, anyone's) approve or reject of a withdrawal. */
const decide = (action: "approve" | "reject", id: string, token: string) => app.api("PUT", `/api/withdrawals/${action}/${id}`, { token });
async function balances(token: string) {
  return (await app.api("GET", "/api/user/dashboard", { token })).body.user;
}

describe("withdrawal requests", () => {
  it("when an investor withdraws $40 of a $100 profit, then $40 is held at once and the request is Pending", async () => {
    const user = await app.createUser({ fullName: "Wale Withdrawer" });
    await creditBalanceForTest(app.ctx, user.id, "profit", "100");
    const res = await withdraw(user.token, { amount: 40 });
    expect(res.status).toBe(201);
    expect(res.body.withdrawal).toMatchObject({
      amount: 40,
      fee: 2,
      net: 38,
      wallet: WALLET,
      network: "USDT TRC20",
      source: "profit",
      status: "Pending",
    });
    // Exactly the contract's fields, each of its type (the route answers without a zod parse).
    expect(z.strictObject({ message: z.string(), withdrawal: withdrawalItem.strict() }).parse(res.body)).toEqual(res.body);
    expect(res.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(await balances(user.token)).toMatchObject({ profitBalance: 60, withdrawalHold: 40 });
  });

  it("when a withdrawal is answered, then the answer is the row the next GET lists (the same figures, names and times)", async () => {
    const user = await app.createUser({ fullName: "Ana <Answer> O'Neil" });
    await creditBalanceForTest(app.ctx, user.id, "profit", "100");
    const res = await withdraw(user.token, { amount: 12.34, wallet: bscWallet("same-row"), network: "USDT BEP20 (BSC)" });
    expect(res.status).toBe(201);
    const listed = (await app.api("GET", "/api/withdrawals", { token: user.token })).body.withdrawals;
    expect(listed).toHaveLength(1);
    const { approvableAfter: _held, ...row } = listed[0];
    expect(res.body.withdrawal).toEqual(row);
    expect(res.body.withdrawal).toMatchObject({ amount: 12.34, fee: 0.62, net: 11.72, user: { fullName: "Ana <Answer> O'Neil" } });
  });

  it("when the rules fail, then the spec's texts in the spec's order", async () => {
    const user = await app.createUser();
    await creditBalanceForTest(app.ctx, user.id, "profit", "10");
    const cases: [Record<string, unknown>, number, string][] = [
      [{ amount: "abc", wallet: "" }, 400, ENTER_VALID_AMOUNT],
      [{ amount: null }, 400, ENTER_VALID_AMOUNT],
      [{ amount: 0 }, 400, ENTER_VALID_AMOUNT],
      [{ amount: 5.261 }, 400, ENTER_VALID_AMOUNT],
      [{ amount: 5.25, wallet: "" }, 400, NET_AFTER_FEE_TOO_LOW],
      [{ amount: 5.27, wallet: "" }, 400, WALLET_AND_NETWORK_REQUIRED],
      [{ amount: 6, network: "" }, 400, WALLET_AND_NETWORK_REQUIRED],
      [{ amount: 6, network: "DOGE" }, 400, "Network must be one of: USDT BEP20 (BSC), USDT TRC20, USDT APTOS NETWORK"],
      [{ amount: 6, source: "savings" }, 400, WITHDRAWAL_SOURCE_INVALID],
      [{ amount: 10.01 }, 422, INSUFFICIENT_PROFIT],
      [{ amount: 6, source: "reward" }, 422, INSUFFICIENT_REWARD],
    ];
    for (const [body, status, message] of cases) expect(await withdraw(user.token, body)).toMatchObject({ status, body: { message } });
    expect(await balances(user.token)).toMatchObject({ profitBalance: 10, withdrawalHold: 0 });
  });

  it("when $5.26 is asked, then it is refused (95 % is $4.997) and nothing is held; $5.27 is the smallest, its fee $0.26 and net $5.01", async () => {
    const user = await app.createUser();
    await creditBalanceForTest(app.ctx, user.id, "profit", "10");
    expect(await withdraw(user.token, { amount: 5.26 })).toMatchObject({ status: 400, body: { message: NET_AFTER_FEE_TOO_LOW } });
    expect(await balances(user.token)).toMatchObject({ profitBalance: 10, withdrawalHold: 0 });
    const res = await withdraw(user.token, { amount: 5.27 });
    expect(res).toMatchObject({ status: 201, body: { withdrawal: { amount: 5.27, fee: 0.26, net: 5.01, status: "Pending" } } });
    expect(await balances(user.token)).toMatchObject({ profitBalance: 4.73, withdrawalHold: 5.27 });
  });

  it("when the reward balance is the source, then the reward balance is held", async () => {
    const user = await app.createUser();
    await creditBalanceForTest(app.ctx, user.id, "reward", "20");
    expect(
      (await withdraw(user.token, { amount: "20", source: "reward", network: "USDT APTOS NETWORK", wallet: aptosWallet("reward") })).status,
    ).toBe(201);
    expect(await balances(user.token)).toMatchObject({ referralRewardBalance: 0, withdrawalHold: 20 });
  });
});

describe("withdrawal lists", () => {
  it("when a user has 7 withdrawals, then pages of 5 newest first with totalPages 2, and never another user's", async () => {
    const user = await app.createUser();
    const other = await app.createUser();
    await creditBalanceForTest(app.ctx, user.id, "profit", "100");
    await creditBalanceForTest(app.ctx, other.id, "profit", "100");
    await withdraw(other.token, { amount: 10 });
    for (let i = 1; i <= 7; i++) expect((await withdraw(user.token, { amount: 6 + i })).status).toBe(201);
    const p1 = await app.api("GET", "/api/withdrawals?page=1&limit=5", { token: user.token });
    expect(p1.body.totalPages).toBe(2);
    expect(p1.body.withdrawals.map((w: { amount: number }) => w.amount)).toEqual([13, 12, 11, 10, 9]);
    const p2 = await app.api("GET", "/api/withdrawals?page=2&limit=5", { token: user.token });
    expect(p2.body.withdrawals.map((w: { amount: number }) => w.amount)).toEqual([8, 7]);
    const all = [...p1.body.withdrawals, ...p2.body.withdrawals];
    expect(all.every((w: { user: { _id: string } }) => w.user._id === user.id)).toBe(true);
    const foreign = await app.api("GET", `/api/withdrawals?page=1&limit=5&userId=${other.id}`, { token: user.token });
    // Another user's id cannot be asked for: the parameter is refused, never read.
    expect(foreign).toMatchObject({ status: 400, body: { message: expect.stringContaining('Unknown query parameter "userId"') } });
  });

  it("when the admin lists withdrawals, then pages of 10 with user name and email; non-admins get 403", async () => {
    const user = await app.createUser({ fullName: "Listed User" });
    await creditBalanceForTest(app.ctx, user.id, "profit", "50");
    await withdraw(user.token, { amount: 50 });
    const res = await app.api("GET", "/api/withdrawals/admin?page=1&limit=10", { token: admin.token });
    expect(res.status).toBe(200);
    expect(res.body.withdrawals.length).toBe(10);
    expect(res.body.withdrawals[0]).toMatchObject({ amount: 50, user: { fullName: "Listed User", email: user.email } });
    const total = await app.ctx.db
      .selectFrom("withdrawals")
      .select((eb) => eb.fn.countAll<string>().as("n"))
      .executeTakeFirstOrThrow();
    expect(res.body.totalPages).toBe(Math.ceil(Number(total.n) / 10));
    expect((await app.api("GET", "/api/withdrawals/admin", { token: user.token })).status).toBe(403);
  });
});

describe("withdrawal decisions and stats", () => {
  it("when approved, then the hold settles 95% out and 5% to fee income; stats count it; a second decision is 409", async () => {
    const user = await app.createUser();
    await creditBalanceForTest(app.ctx, user.id, "profit", "100");
    const before = await app.api("GET", "/api/withdrawals/stats/fees", { token: admin.token });
    const beforeCount = await app.api("GET", "/api/withdrawals/stats/approved", { token: admin.token });
    const id = (await withdraw(user.token, { amount: 100 })).body.withdrawal._id;
    expect(await decide("approve", id, admin.token)).toMatchObject({
      status: 200,
      body: { message: "Withdrawal approved", withdrawal: { status: "Approved" } },
    });
    expect(await decide("approve", id, admin.token)).toMatchObject({
      status: 409,
      body: { message: "Withdrawal already approved" },
    });
    expect((await decide("reject", id, admin.token)).status).toBe(409);
    expect(await balances(user.token)).toMatchObject({ profitBalance: 0, withdrawalHold: 0 });
    expect((await app.api("GET", "/api/withdrawals/stats/fees", { token: admin.token })).body.totalFees).toBe(before.body.totalFees + 5);
    expect((await app.api("GET", "/api/withdrawals/stats/approved", { token: admin.token })).body.count).toBe(beforeCount.body.count + 1);
    expect(await failedLedgerChecks(app)).toEqual([]);
  });

  it("when rejected, then 'Withdrawal rejected and refunded', the balance returns, and approve is 409", async () => {
    const user = await app.createUser();
    await creditBalanceForTest(app.ctx, user.id, "profit", "30");
    const id = (await withdraw(user.token, { amount: 30 })).body.withdrawal._id;
    expect(await decide("reject", id, admin.token)).toMatchObject({
      status: 200,
      body: { message: "Withdrawal rejected and refunded", withdrawal: { status: "Rejected" } },
    });
    expect(await decide("approve", id, admin.token)).toMatchObject({
      status: 409,
      body: { message: "Withdrawal already rejected" },
    });
    expect(await balances(user.token)).toMatchObject({ profitBalance: 30, withdrawalHold: 0 });
  });

  it("when the id is unknown, then 404; when a non-admin decides or reads stats, then 403", async () => {
    const user = await app.createUser();
    expect(await decide("approve", "unknown", admin.token)).toMatchObject({
      status: 404,
      body: { message: "Withdrawal not found" },
    });
    expect((await decide("reject", "unknown", user.token)).status).toBe(403);
    expect((await app.api("GET", "/api/withdrawals/stats/approved", { token: user.token })).status).toBe(403);
    expect((await app.api("GET", "/api/withdrawals/stats/fees", { token: user.token })).status).toBe(403);
  });
});

describe("new-wallet emails under load", () => {
  const { app: held } = useTestApp({ NEW_WALLET_HOLD_HOURS: "24" });

  it("when 12 investors withdraw to new wallets at once, then each is answered 201 and each gets exactly one email, queued before the answer", async () => {
    const users = await Promise.all(Array.from({ length: 12 }, () => held.createUser()));
    for (const u of users) await creditBalanceForTest(held.ctx, u.id, "profit", "50");
    const answers = await Promise.all(
      users.map((u, i) =>
        held.api("POST", "/api/withdrawals", {
          token: u.token,
          body: { amount: 10, wallet: tronWallet(`load-${i}`), network: "USDT TRC20", source: "profit" },
        }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(users.map(() => 201));
    const queue = held.ctx.queues.all().find((q) => q.name === queueNames.email);
    const jobs = (await queue?.getJobs(["waiting", "delayed", "active", "completed"])) ?? [];
    for (const [i, u] of users.entries()) {
      const mails = jobs.filter((j) => j.data.to === u.email && j.data.subject === "New withdrawal wallet: your withdrawal is on hold");
      expect(mails).toHaveLength(1);
      expect(mails[0]?.data.text).toContain(tronWallet(`load-${i}`));
    }
  });
});

describe("withdrawal addresses", () => {
  it("when a TRC20 address has one character changed, then 400 'This is not a valid TRC20 (TRON) address.' and nothing is held", async () => {
    const user = await app.createUser();
    await creditBalanceForTest(app.ctx, user.id, "profit", "50");
    expect(await withdraw(user.token, { amount: 20, wallet: MISTYPED_TRON_WALLET })).toMatchObject({
      status: 400,
      body: { message: "This is not a valid TRC20 (TRON) address." },
    });
    // A BSC address sent for TRON is refused the same way.
    expect(await withdraw(user.token, { amount: 20, wallet: bscWallet("elsewhere") })).toMatchObject({
      status: 400,
      body: { message: "This is not a valid TRC20 (TRON) address." },
    });
    expect(await balances(user.token)).toMatchObject({ profitBalance: 50, withdrawalHold: 0 });
    expect((await app.ctx.store.readStream(`investor-${user.id}`)).filter((e) => e.type === "WithdrawalRequested")).toEqual([]);
  });
});

describe("withdrawal cancels by the investor", () => {
  const cancel = (token: string, id: string, key?: string) =>
    app.api("PUT", `/api/withdrawals/${id}/cancel`, { token, headers: key ? { "Idempotency-Key": key } : {} });

  it("when the investor cancels a pending withdrawal, then the hold returns to profit in the cancel's one event, and a second cancel is 409", async () => {
    const user = await app.createUser();
    await creditBalanceForTest(app.ctx, user.id, "profit", "100");
    const id = (await withdraw(user.token, { amount: 40 })).body.withdrawal._id as string;
    const before = (await app.ctx.store.readStream(`investor-${user.id}`)).length;

    const cancelled = await cancel(user.token, id);
    expect(cancelled).toMatchObject({
      status: 200,
      body: { message: "Withdrawal cancelled", withdrawal: { _id: id, status: "Cancelled" } },
    });
    expect(z.strictObject({ message: z.string(), withdrawal: withdrawalItem.strict() }).parse(cancelled.body)).toEqual(cancelled.body);
    const appended = (await app.ctx.store.readStream(`investor-${user.id}`)).slice(before);
    expect(appended.map((e) => e.type)).toEqual(["WithdrawalCancelled"]);
    expect(appended[0]?.data).toMatchObject({
      withdrawalId: id,
      amount: "40.00",
      transfers: [{ debit: `investor:${user.id}:withdrawal-hold`, credit: `investor:${user.id}:profit`, amount: "40.00" }],
    });
    expect(await balances(user.token)).toMatchObject({ profitBalance: 100, withdrawalHold: 0 });
    expect((await app.api("GET", "/api/withdrawals", { token: user.token })).body.withdrawals[0]).toMatchObject({
      _id: id,
      status: "Cancelled",
      approvableAfter: null,
    });
    expect(await failedLedgerChecks(app)).toEqual([]);

    expect(await cancel(user.token, id)).toMatchObject({ status: 409, body: { message: "This request was already decided." } });
    expect(await decide("approve", id, admin.token)).toMatchObject({
      status: 409,
      body: { message: "Withdrawal already cancelled" },
    });
    expect(await balances(user.token)).toMatchObject({ profitBalance: 100, withdrawalHold: 0 });
  });

  it("when an approved or rejected withdrawal is cancelled, then 409 'This request was already decided.' and nothing moves", async () => {
    const user = await app.createUser();
    await creditBalanceForTest(app.ctx, user.id, "profit", "100");
    const approved = (await withdraw(user.token, { amount: 30 })).body.withdrawal._id as string;
    const rejected = (await withdraw(user.token, { amount: 20 })).body.withdrawal._id as string;
    expect((await decide("approve", approved, admin.token)).status).toBe(200);
    expect((await decide("reject", rejected, admin.token)).status).toBe(200);
    for (const id of [approved, rejected])
      expect(await cancel(user.token, id)).toMatchObject({ status: 409, body: { message: "This request was already decided." } });
    expect(await balances(user.token)).toMatchObject({ profitBalance: 70, withdrawalHold: 0 });
  });

  it("when another investor's or an unknown withdrawal is named, then 404 and it stays pending", async () => {
    const owner = await app.createUser();
    const other = await app.createUser();
    await creditBalanceForTest(app.ctx, owner.id, "profit", "50");
    const id = (await withdraw(owner.token, { amount: 25 })).body.withdrawal._id as string;
    expect(await cancel(other.token, id)).toMatchObject({ status: 404, body: { message: "Withdrawal not found" } });
    expect(await cancel(other.token, "no-such-withdrawal")).toMatchObject({ status: 404, body: { message: "Withdrawal not found" } });
    expect((await app.api("GET", "/api/withdrawals", { token: owner.token })).body.withdrawals[0]).toMatchObject({
      _id: id,
      status: "Pending",
    });
    expect(await balances(owner.token)).toMatchObject({ profitBalance: 25, withdrawalHold: 25 });
  });

  it("when the admin approves and the investor cancels at the same moment, then exactly one wins and the balances follow the winner", async () => {
    for (let round = 0; round < 4; round++) {
      const user = await app.createUser();
      await creditBalanceForTest(app.ctx, user.id, "profit", "100");
      const id = (await withdraw(user.token, { amount: 40 })).body.withdrawal._id as string;
      const [approve, cancelled] = await Promise.all([decide("approve", id, admin.token), cancel(user.token, id)]);
      expect([approve.status, cancelled.status].sort()).toEqual([200, 409]);
      const events = (await app.ctx.store.readStream(`investor-${user.id}`)).map((e) => e.type);
      expect(events.filter((t) => t === "WithdrawalApproved" || t === "WithdrawalCancelled")).toHaveLength(1);
      const status = (await app.api("GET", "/api/withdrawals", { token: user.token })).body.withdrawals[0].status;
      expect(status).toBe(approve.status === 200 ? "Approved" : "Cancelled");
      expect(await balances(user.token)).toMatchObject(
        approve.status === 200 ? { profitBalance: 60, withdrawalHold: 0 } : { profitBalance: 100, withdrawalHold: 0 },
      );
    }
    expect(await failedLedgerChecks(app)).toEqual([]);
  });

  it("when a cancel is retried with the same Idempotency-Key, then the first answer is repeated and one event is written", async () => {
    const user = await app.createUser();
    await creditBalanceForTest(app.ctx, user.id, "profit", "50");
    const id = (await withdraw(user.token, { amount: 10 })).body.withdrawal._id as string;
    const first = await cancel(user.token, id, `cancel-${id}`);
    const again = await cancel(user.token, id, `cancel-${id}`);
    expect(first).toMatchObject({ status: 200, body: { message: "Withdrawal cancelled" } });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    const cancels = (await app.ctx.store.readStream(`investor-${user.id}`)).filter((e) => e.type === "WithdrawalCancelled");
    expect(cancels).toHaveLength(1);
  });
});

describe("the wallets an investor was paid to", () => {
  it("when one withdrawal was approved and another is pending, then only the approved one's wallet is listed, and only to its investor", async () => {
    const user = await app.createUser();
    const other = await app.createUser();
    await creditBalanceForTest(app.ctx, user.id, "profit", "100");
    const paid = tronWallet("paid-once");
    const id = (await withdraw(user.token, { amount: 20, wallet: paid })).body.withdrawal._id as string;
    await withdraw(user.token, { amount: 20, wallet: tronWallet("still-pending") });
    expect((await decide("approve", id, admin.token)).status).toBe(200);
    expect(await app.api("GET", "/api/user/paid-wallets", { token: user.token })).toMatchObject({
      status: 200,
      body: { wallets: [paid], newWalletHoldHours: 0 },
    });
    expect((await app.api("GET", `/api/user/paid-wallets?userId=${user.id}`, { token: other.token })).body.wallets).toEqual([]);
    expect((await app.api("GET", "/api/user/paid-wallets")).status).toBe(401);
  });
});
