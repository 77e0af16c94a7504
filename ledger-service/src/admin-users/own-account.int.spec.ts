import { streams } from "@app/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buySharesForTest } from "../../testing/seed-ledger.js";
import { startTestApp, type TestApp } from "../../testing/test-app.js";
import { creditBalanceForTest } from "../../testing/test-seeding.js";
import { tronWallet } from "../../testing/wallets.js";

let app: TestApp;
let admin: Awaited<ReturnType<TestApp["createUser"]>>;
let otherAdmin: Awaited<ReturnType<TestApp["createUser"]>>;
beforeAll(async () => {
  app = await startTestApp();
  admin = await app.createUser({ isAdmin: true, fullName: "Admin Self" });
  otherAdmin = await app.createUser({ isAdmin: true, fullName: "Admin Other" });
});
afterAll(async () => {
  await app?.stop();
});

const OWN_ACCOUNT = { status: 403, body: { message: "Another admin must review your own account." } };
const ownStreamLength = async () => (await app.ctx.store.readStream(streams.investor(admin.id))).length;
const asSelf = (method: string, path: string, body?: unknown) => app.api(method, path, { token: admin.token, body });
const asOther = (method: string, path: string, body?: unknown) => app.api(method, path, { token: otherAdmin.token, body });

/** Each refused call answers 403 with the message and leaves the admin's stream as it was. */
async function expectRefused(calls: (() => Promise<unknown>)[]) {
  const before = await ownStreamLength();
  for (const call of calls) expect(await call()).toMatchObject(OWN_ACCOUNT);
  expect(await ownStreamLength()).toBe(before);
}

describe("no admin acts on their own account", () => {
  it("when an admin approves or rejects their own share purchase, then 403 and it stays pending; another admin may approve it", async () => {
    const bought = await asSelf("POST", "/api/shares", {
      numberOfShares: "2",
      paymentMethod: "TRC20",
      proof: await app.uploadProof(admin.token),
    });
    expect(bought.status).toBe(201);
    const id = bought.body.purchase._id as string;
    await expectRefused([() => asSelf("PUT", `/api/shares/approve/${id}`), () => asSelf("PUT", `/api/shares/reject/${id}`)]);
    expect((await asSelf("GET", "/api/shares/mine")).body.purchases[0]).toMatchObject({ _id: id, status: "Pending" });
    expect(await asOther("PUT", `/api/shares/approve/${id}`)).toMatchObject({ status: 200, body: { purchase: { status: "Approved" } } });
  });

  it("when an admin approves or rejects their own withdrawal, then 403 and it stays pending; another admin may approve it", async () => {
    await creditBalanceForTest(app.ctx, admin.id, "profit", "50");
    const requested = await asSelf("POST", "/api/withdrawals", {
      amount: "20",
      wallet: tronWallet("own-account"),
      network: "USDT TRC20",
      source: "profit",
    });
    expect(requested.status).toBe(201);
    const id = requested.body.withdrawal._id as string;
    await expectRefused([() => asSelf("PUT", `/api/withdrawals/approve/${id}`), () => asSelf("PUT", `/api/withdrawals/reject/${id}`)]);
    expect(await asOther("PUT", `/api/withdrawals/approve/${id}`)).toMatchObject({ status: 200 });
  });

  it("when an admin edits their own shares, then 403 and the shares stay; another admin's edit waits for a second admin", async () => {
    const own = await app.ctx.db.selectFrom("investor_balances").select("shares").where("user_id", "=", admin.id).executeTakeFirst();
    await expectRefused([() => asSelf("PUT", `/api/admin/users/${admin.id}/shares`, { sharesOwned: 90 })]);
    const after = await app.ctx.db.selectFrom("investor_balances").select("shares").where("user_id", "=", admin.id).executeTakeFirst();
    expect(after).toEqual(own);
    // With two admins every share edit needs a second admin, who may not be the owner: a third admin must approve it.
    const held = await asOther("PUT", `/api/admin/users/${admin.id}/shares`, { sharesOwned: 10 });
    expect(held).toMatchObject({ status: 202, body: { approval: { kind: "share-edit", status: "Pending" } } });
    expect(await asSelf("PUT", `/api/admin/approvals/${held.body.approval._id}/approve`)).toMatchObject(OWN_ACCOUNT);
  });

  it("when an admin approves, rejects or marks paid their own loan or approves its manual payment, then 403 each time; another admin may", async () => {
    await buySharesForTest(app, admin.id, "5");
    const requested = await asSelf("POST", "/api/loans/request", {
      percentage: 10,
      wallet: tronWallet("own-account"),
      network: "USDT TRC20",
    });
    expect(requested.status).toBe(201);
    const loanId = requested.body.loan._id as string;
    await expectRefused([() => asSelf("PUT", `/api/loans/approve/${loanId}`), () => asSelf("PUT", `/api/loans/reject/${loanId}`)]);
    expect(await asOther("PUT", `/api/loans/approve/${loanId}`)).toMatchObject({ status: 200, body: { loan: { status: "Approved" } } });

    const paid = await asSelf("POST", "/api/loans/manual-payment", { loanId, amount: "10", proofUrl: await app.uploadProof(admin.token) });
    expect(paid.status).toBe(201);
    await expectRefused([
      () => asSelf("PUT", "/api/loans/manual-payment/approve", { loanId, paymentIndex: 0 }),
      () => asSelf("PUT", `/api/loans/mark-paid/${loanId}`),
    ]);
    // With two admins a manual payment waits for a second admin (who may not be the owner).
    expect(await asOther("PUT", "/api/loans/manual-payment/approve", { loanId, paymentIndex: 0 })).toMatchObject({
      status: 202,
      body: { approval: { kind: "manual-payment" } },
    });
    // With two admins, marking a loan paid without a payment is a write-off: it waits for a second admin.
    expect(await asOther("PUT", `/api/loans/mark-paid/${loanId}`)).toMatchObject({
      status: 202,
      body: { approval: { kind: "write-off" } },
    });
  });
});
