import { SHARES_STEP, WALLET_AND_NETWORK_REQUIRED, loanRangeMessage } from "@app/contracts";
import { allProjections } from "@app/projections";
import { replayAndCompare } from "@app/projections/audit/replay";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { verifyLedger } from "../audit/verify.js";
import { processRun } from "../profits/run-engine.js";
import { startTestApp, type TestApp, LONE_ADMIN_UNCAPPED } from "../../testing/test-app.js";
import { MISTYPED_TRON_WALLET, tronWallet } from "../../testing/wallets.js";

/** The app's clock: moved forward by the tests to age the lots. */
let now = new Date("2026-01-01T10:00:00.000Z");
const advanceDays = (days: number) => {
  now = new Date(now.getTime() + days * 24 * 60 * 60 * 1000);
};

let app: TestApp;
let admin: Awaited<ReturnType<TestApp["createUser"]>>;
beforeAll(async () => {
  app = await startTestApp(LONE_ADMIN_UNCAPPED, { clock: () => now });
  admin = await app.createUser({ isAdmin: true, fullName: "Ada Admin" });
}, 60_000);
afterAll(async () => {
  await app?.stop();
});

const wallet = { wallet: tronWallet("sell-back-investor"), network: "USDT TRC20" };
let keys = 0;
const put = (path: string, token: string) => app.api("PUT", path, { token, headers: { "idempotency-key": `k-${++keys}-${Date.now()}` } });
const sell = (token: string, numberOfShares: unknown) =>
  app.api("POST", "/api/shares/sell-back", {
    token,
    body: { numberOfShares, ...wallet },
    headers: { "idempotency-key": `s-${++keys}-${Date.now()}` },
  });

/** An investor whose purchase of `shares` was approved now. */
async function investorWith(shares: number, name = "Ife Investor") {
  const user = await app.createUser({ fullName: name });
  const proof = await app.uploadProof(user.token);
  const bought = await app.api("POST", "/api/shares", {
    token: user.token,
    body: { numberOfShares: shares, paymentMethod: "TRC20", proof },
    headers: { "idempotency-key": `p-${++keys}` },
  });
  expect(bought.status).toBe(201);
  expect((await put(`/api/shares/approve/${bought.body.purchase._id}`, admin.token)).status).toBe(200);
  return user;
}

const balances = async (userId: string) =>
  (
    await sql<{
      shares: string;
      held: string;
    }>`SELECT shares::text, held_shares::text AS held FROM investor_balances WHERE user_id = ${userId}`.execute(app.ctx.db)
  ).rows[0];

describe("sell-back through the API", () => {
  it("when shares were bought a month ago, then the quote shows none eligible and a sale is refused with the date", async () => {
    const user = await investorWith(10);
    advanceDays(30);
    const quote = await app.api("GET", "/api/shares/sell-back/quote", { token: user.token });
    expect(quote.body).toMatchObject({ eligibleShares: 0, lockedShares: 10, pricePerShare: 100, feeRate: 0.1, minHoldDays: 182 });
    const refused = await sell(user.token, 1);
    expect(refused).toMatchObject({
      status: 422,
      body: { message: "Shares can be sold 6 months after purchase. Your next shares become eligible on 2 July 2026." },
    });
    expect((await app.api("GET", "/api/shares/sell-back/mine", { token: user.token })).body.sellBacks).toEqual([]);
  });

  it("given matured shares, when two sales of the same 8 of 10 shares race, then one wins and the other is told the most left", async () => {
    const user = await investorWith(10, "Racer");
    advanceDays(200);
    const [a, b] = await Promise.all([sell(user.token, 8), sell(user.token, 8)]);
    expect([a.status, b.status].sort()).toEqual([201, 422]);
    const loser = a.status === 422 ? a : b;
    expect(loser.body.message).toBe("You can sell at most 2 shares.");
    await app.settle();
    expect(await balances(user.id)).toEqual({ shares: "10.0", held: "8.0" });
    const quote = await app.api("GET", "/api/shares/sell-back/quote", { token: user.token });
    expect(quote.body).toMatchObject({ eligibleShares: 2, lockedShares: 0 });
  });

  it("given a pending sale, when the admin approves twice, then one payout at the price at approval, less 10 %", async () => {
    const user = await investorWith(10, "Seller");
    advanceDays(200);
    const asked = await sell(user.token, 3.5);
    expect(asked).toMatchObject({ status: 201, body: { sellBack: { shares: 3.5, status: "Pending", wallet: wallet.wallet } } });
    const id = asked.body.sellBack._id;
    const supplyBefore = await offeringAllocated();
    // The price changes after the request: the approval pays the new price.
    const price = await app.api("PUT", "/api/admin/share-price", { token: admin.token, body: { pricePerShare: 120 } });
    expect(price.status, JSON.stringify(price.body)).toBeLessThan(300);
    const [first, second] = await Promise.all([
      put(`/api/shares/sell-back/approve/${id}`, admin.token),
      put(`/api/shares/sell-back/approve/${id}`, admin.token),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    const approved = first.status === 200 ? first : second;
    expect(approved.body.sellBack).toMatchObject({ status: "Approved", pricePerShare: 120, gross: 420, fee: 42, payout: 378 });
    await app.settle();
    expect(await balances(user.id)).toEqual({ shares: "6.5", held: "0.0" });
    expect(await offeringAllocated()).toBe((Number(supplyBefore) - 3.5).toFixed(1));
    const payouts = await sql<{
      n: string;
    }>`SELECT count(*)::text AS n FROM journal_entries WHERE credit_account = 'platform:treasury' AND amount = 378`.execute(app.ctx.db);
    expect(payouts.rows[0]?.n).toBe("1");
    // The investor is told once, with the figures.
    const told = (await app.api("GET", "/api/notifications", { token: user.token })).body.notifications;
    expect(told.filter((n: { kind: string }) => n.kind === "sell-back-approved").map((n: { message: string }) => n.message)).toEqual([
      `Your sale of 3.5 shares was approved: $378.00 (after the $42.00 fee) is sent to ${wallet.wallet} (${wallet.network}).`,
    ]);
    await app.api("PUT", "/api/admin/share-price", { token: admin.token, body: { pricePerShare: 100 } });
  });

  it("given a pending sale, when rejected, then the held shares are released and may be sold again", async () => {
    const user = await investorWith(4, "Changed Mind");
    advanceDays(200);
    const asked = await sell(user.token, 4);
    expect(asked.status).toBe(201);
    expect((await sell(user.token, 0.5)).body.message).toBe("You can sell at most 0 shares.");
    const rejected = await put(`/api/shares/sell-back/reject/${asked.body.sellBack._id}`, admin.token);
    expect(rejected).toMatchObject({ status: 200, body: { sellBack: { status: "Rejected" } } });
    await app.settle();
    expect(await balances(user.id)).toEqual({ shares: "4.0", held: "0.0" });
    const told = (await app.api("GET", "/api/notifications", { token: user.token })).body.notifications;
    expect(told.map((n: { message: string }) => n.message)).toContain(
      "Your request to sell 4 shares was rejected; the shares are yours again.",
    );
    const quote = await app.api("GET", "/api/shares/sell-back/quote", { token: user.token });
    expect(quote.body).toMatchObject({ eligibleShares: 4 });
    const admins = await app.api("GET", "/api/shares/sell-backs?page=1", { token: admin.token });
    expect(admins.body.sellBacks.find((s: { _id: string }) => s._id === asked.body.sellBack._id)).toMatchObject({
      status: "Rejected",
      user: { fullName: "Changed Mind" },
    });
  });

  it("given 6 of 10 shares held by a pending sale, when profit is credited, then it is paid on the 4 others only, and a loan is sized on them", async () => {
    const user = await investorWith(10, "Holder");
    advanceDays(200);
    expect((await sell(user.token, 6)).status).toBe(201);
    await app.settle();
    const run = await app.api("POST", "/api/profits/credit", { token: admin.token, body: { percentage: 10 } });
    expect(run.status).toBe(200);
    await processRun(app.ctx, run.body.runId);
    await app.ctx.readYourWrites(await app.ctx.store.headPosition());
    const credited = (await app.ctx.store.readStream(`investor-${user.id}`)).find((e) => e.type === "ProfitCredited");
    expect(credited?.data).toMatchObject({ shares: "4", amount: "40.00" });
    // 4 shares x $100 of capital: at most 20 % = $80.00.
    const loan = await app.api("POST", "/api/loans/request", { token: user.token, body: { percentage: 21, ...wallet } });
    expect(loan.body.message).toBe(loanRangeMessage("4.00", "80.00"));
  }, 60_000);

  it("when an investor has not verified the email, then the sale is refused and nothing is held", async () => {
    const user = await app.createUser({ emailVerified: false });
    const res = await sell(user.token, 1);
    expect(res.status).toBe(403);
    expect((await app.api("GET", "/api/shares/sell-back/mine", { token: user.token })).body.sellBacks).toEqual([]);
  });

  it("when an investor asks for the admin list or a decision, then 403", async () => {
    const user = await app.createUser();
    expect((await app.api("GET", "/api/shares/sell-backs", { token: user.token })).status).toBe(403);
    expect((await put("/api/shares/sell-back/approve/x", user.token)).status).toBe(403);
  });

  it("when the input is not a half step or lacks a wallet, then 400 with the message", async () => {
    const user = await app.createUser();
    for (const bad of [1.25, 0, -1, "abc", null, 1e-7]) {
      expect(await sell(user.token, bad)).toMatchObject({ status: 400, body: { message: SHARES_STEP } });
    }
    const noWallet = await app.api("POST", "/api/shares/sell-back", {
      token: user.token,
      body: { numberOfShares: 1, network: "USDT TRC20" },
    });
    expect(noWallet).toMatchObject({ status: 400, body: { message: WALLET_AND_NETWORK_REQUIRED } });
  });

  it("after sell-backs, fee income shows the 10 %, replay equals live and ledger:verify's checks hold", async () => {
    await app.settle();
    const fees = await sql<{
      s: string;
    }>`SELECT coalesce(sum(amount), 0)::text AS s FROM journal_entries WHERE credit_account = 'platform:fee-income'`.execute(app.ctx.db);
    expect(fees.rows[0]?.s).toBe("42.00");
    const report = await replayAndCompare({ connectionString: app.config.DATABASE_URL, store: app.ctx.store, projections: allProjections });
    expect(report.tables.filter((t) => !t.equal)).toEqual([]);
    expect(report.equal).toBe(true);
    const checks = await verifyLedger(app.ctx.db, app.ctx.store);
    expect(checks.filter((c) => !c.ok)).toEqual([]);
    expect(checks.map((c) => c.name)).toEqual(
      expect.arrayContaining([
        "owned shares (held by pending sell-backs included) equal those bought plus admin edits less those sold back",
        "every sell-back payout equals shares × price × 0.9 to the cent",
        "shares held within the 2500-share offering and equal to its allocation",
      ]),
    );
  }, 120_000);
});

describe("sell-back with four eyes (two admins)", () => {
  it("when a payout above FOUR_EYES_AMOUNT is approved, then it waits for the other admin, who pays it once", async () => {
    const user = await investorWith(20, "Big Seller");
    advanceDays(200);
    const asked = await sell(user.token, 20);
    expect(asked.status).toBe(201);
    const other = await app.createUser({ isAdmin: true, fullName: "Bea Admin" });
    const held = await put(`/api/shares/sell-back/approve/${asked.body.sellBack._id}`, admin.token);
    expect(held).toMatchObject({ status: 202, body: { approval: { kind: "sell-back", amount: 1800, user: { _id: user.id } } } });
    expect((await app.api("GET", "/api/shares/sell-back/mine", { token: user.token })).body.sellBacks[0].status).toBe("Pending");
    const answers = await Promise.all([
      app.api("PUT", `/api/admin/approvals/${held.body.approval._id}/approve`, { token: other.token }),
      app.api("PUT", `/api/admin/approvals/${held.body.approval._id}/approve`, { token: other.token }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    await app.settle();
    const events = (await app.ctx.store.readStream(`investor-${user.id}`)).filter((e) => e.type === "SharesSellBackApproved");
    expect(events).toHaveLength(1);
    expect(events[0]?.metadata).toMatchObject({ actor: other.id, requestedBy: admin.id, approvedBy: other.id });
    expect(events[0]?.data).toMatchObject({ payout: "1800.00", fee: "200.00" });
    const checks = await verifyLedger(app.ctx.db, app.ctx.store);
    expect(checks.filter((c) => !c.ok)).toEqual([]);
  }, 60_000);
});

async function offeringAllocated(): Promise<string> {
  const events = await app.ctx.store.readStream("offering");
  let allocated = 0;
  for (const e of events) {
    const d = e.data as { shares?: string; previousShares?: string; newShares?: string };
    if (e.type === "OfferingSharesAllocated") allocated += Number(d.shares);
    if (e.type === "OfferingSharesReturned") allocated -= Number(d.shares);
  }
  return allocated.toFixed(1);
}

describe("sell-back addresses and cancels", () => {
  const cancel = (token: string, id: string) => put(`/api/shares/sell-back/${id}/cancel`, token);

  it("when a TRC20 address has one character changed, then 400 'This is not a valid TRC20 (TRON) address.' and no share is held", async () => {
    const user = await investorWith(4, "Typo Seller");
    advanceDays(200);
    const refused = await app.api("POST", "/api/shares/sell-back", {
      token: user.token,
      body: { numberOfShares: 1, wallet: MISTYPED_TRON_WALLET, network: "USDT TRC20" },
    });
    expect(refused).toMatchObject({ status: 400, body: { message: "This is not a valid TRC20 (TRON) address." } });
    await app.settle();
    expect(await balances(user.id)).toEqual({ shares: "4.0", held: "0.0" });
    expect((await app.api("GET", "/api/shares/sell-back/mine", { token: user.token })).body.sellBacks).toEqual([]);
  });

  it("when the investor cancels a pending sell-back, then its shares are released in one event, it lists as Cancelled, and a second cancel is 409", async () => {
    const user = await investorWith(5, "Changed Mind");
    advanceDays(200);
    const id = (await sell(user.token, 2)).body.sellBack._id as string;
    await app.settle();
    expect(await balances(user.id)).toEqual({ shares: "5.0", held: "2.0" });
    const before = (await app.ctx.store.readStream(`investor-${user.id}`)).length;

    const cancelled = await cancel(user.token, id);
    expect(cancelled).toMatchObject({
      status: 200,
      body: { message: "Sell-back cancelled", sellBack: { _id: id, status: "Cancelled", approvableAfter: null } },
    });
    const appended = (await app.ctx.store.readStream(`investor-${user.id}`)).slice(before);
    expect(appended.map((e) => [e.type, (e.data as { shares: string }).shares])).toEqual([["SharesSellBackCancelled", "2"]]);
    await app.settle();
    expect(await balances(user.id)).toEqual({ shares: "5.0", held: "0.0" });
    const quote = await app.api("GET", "/api/shares/sell-back/quote", { token: user.token });
    expect(quote.body).toMatchObject({ eligibleShares: 5 });
    expect((await app.api("GET", "/api/shares/sell-back/mine", { token: user.token })).body.sellBacks[0]).toMatchObject({
      _id: id,
      status: "Cancelled",
    });

    expect(await cancel(user.token, id)).toMatchObject({ status: 409, body: { message: "This request was already decided." } });
    expect(await put(`/api/shares/sell-back/approve/${id}`, admin.token)).toMatchObject({
      status: 409,
      body: { message: "Sell-back already cancelled" },
    });
  });

  it("when another investor's or an unknown sell-back is named, then 404 and it stays pending", async () => {
    const owner = await investorWith(3, "Owner");
    const other = await app.createUser();
    advanceDays(200);
    const id = (await sell(owner.token, 1)).body.sellBack._id as string;
    expect(await cancel(other.token, id)).toMatchObject({ status: 404, body: { message: "Sell-back not found" } });
    expect(await cancel(other.token, "no-such-sell-back")).toMatchObject({ status: 404, body: { message: "Sell-back not found" } });
    expect((await app.api("GET", "/api/shares/sell-back/mine", { token: owner.token })).body.sellBacks[0]).toMatchObject({
      _id: id,
      status: "Pending",
    });
  });

  it("when the admin approves and the investor cancels at the same moment, then exactly one wins", async () => {
    for (let round = 0; round < 3; round++) {
      const user = await investorWith(2, `Racer ${round}`);
      advanceDays(200);
      const id = (await sell(user.token, 1)).body.sellBack._id as string;
      const [approved, cancelled] = await Promise.all([put(`/api/shares/sell-back/approve/${id}`, admin.token), cancel(user.token, id)]);
      expect([approved.status, cancelled.status].sort()).toEqual([200, 409]);
      const decided = (await app.ctx.store.readStream(`investor-${user.id}`)).filter(
        (e) => e.type === "SharesSellBackApproved" || e.type === "SharesSellBackCancelled",
      );
      expect(decided).toHaveLength(1);
      await app.settle();
      expect(await balances(user.id)).toEqual(approved.status === 200 ? { shares: "1.0", held: "0.0" } : { shares: "2.0", held: "0.0" });
    }
    const checks = await verifyLedger(app.ctx.db, app.ctx.store);
    expect(checks.filter((c) => !c.ok)).toEqual([]);
  }, 60_000);
});

describe("one loan capital with a pending sell-back", () => {
  it("given 10 shares with 4 held by a pending sell-back, when the limits are read and loans asked, then both use 6 × $100 and agree", async () => {
    const user = await investorWith(10, "Capital Holder");
    advanceDays(200);
    expect((await sell(user.token, 4)).status).toBe(201);
    const limits = await app.api("GET", "/api/loans/limits", { token: user.token });
    expect(limits).toMatchObject({
      status: 200,
      body: { investmentCapital: 600, minLoan: 6, maxLoan: 120, sharesHeldBySellBack: 4 },
    });
    const borrow = (percentage: number) => app.api("POST", "/api/loans/request", { token: user.token, body: { percentage, ...wallet } });
    // The form's Max (20 %) is what the server accepts; a cent over is refused with the same bounds.
    expect(await borrow(20.01)).toMatchObject({ status: 400, body: { message: loanRangeMessage("6.00", "120.00") } });
    const loan = await borrow(20);
    expect(loan).toMatchObject({ status: 201, body: { loan: { amountRequested: limits.body.maxLoan } } });
    const [requested] = (await app.ctx.store.readStream(`investor-${user.id}`)).filter((e) => e.type === "LoanRequested");
    expect(requested?.data).toMatchObject({ capital: "600.00", amount: "120.00" });
  });

  it("given an unpaid loan, when a sale would leave less capital at $100 a share than 5 × the balance, then it is refused whatever the share price", async () => {
    // The price was raised to $120 above: the limit still counts the shares left at $100.
    const user = await investorWith(10, "Borrower Seller");
    advanceDays(200);
    const loan = await app.api("POST", "/api/loans/request", { token: user.token, body: { percentage: 5, ...wallet } });
    expect((await put(`/api/loans/approve/${loan.body.loan._id}`, admin.token)).status).toBe(200);
    // $55 owed: at least 2.75 shares × $100 must stay, so at most 7 of the 10 may go.
    expect(await sell(user.token, 8)).toMatchObject({
      status: 422,
      body: {
        message:
          "Your unpaid loan of $55.00 must stay within 20% of your remaining capital: 2 shares × $100.00 = $200.00 allows at most $40.00. You can sell at most 7 shares.",
      },
    });
    expect((await sell(user.token, 7)).status).toBe(201);
  });
});
