import { PROOF_REQUIRED, SHARES_STEP } from "@app/contracts";
import { describe, expect, it } from "vitest";
import { LONE_ADMIN_UNCAPPED, useTestApp } from "../../testing/test-app.js";

// A lone admin moves the price 50 % here: the lone admin's caps have their own spec (lone-admin.int.spec.ts).
const { app, admin } = useTestApp({ ...LONE_ADMIN_UNCAPPED }, { admin: { fullName: "Ada Admin" } });

/** Each purchase names a fresh upload of the buyer (a proof is used once). */
const buy = async (token: string, body: Record<string, unknown>) =>
  app.api("POST", "/api/shares", { token, body: { paymentMethod: "TRC20", proof: await app.uploadProof(token), ...body } });

describe("share purchase requests", () => {
  it("when an investor asks for 2.5 shares, then a Pending purchase at the current price is listed in /shares/mine", async () => {
    const user = await app.createUser({ fullName: "Ife Investor" });
    const res = await buy(user.token, { numberOfShares: 2.5, paymentMethod: "USDT BEP20 (BSC)" });
    expect(res.status).toBe(201);
    expect(res.body.purchase).toMatchObject({
      numberOfShares: 2.5,
      paymentMethod: "USDT BEP20 (BSC)",
      status: "Pending",
      pricePerShare: 100,
      amount: 250,
    });
    const mine = await app.api("GET", "/api/shares/mine", { token: user.token });
    expect(mine.body.purchases).toHaveLength(1);
    expect(mine.body.purchases[0]).toMatchObject({
      _id: res.body.purchase._id,
      user: { fullName: "Ife Investor", email: user.email },
      numberOfShares: 2.5,
      proof: expect.stringMatching(/^http.*\/api\/uploads\/[0-9a-f-]{36}\.png\?expires=\d+&signature=[\w-]+$/),
      status: "Pending",
    });
    expect(typeof mine.body.purchases[0].createdAt).toBe("string");
  });

  it("when the shares are not a positive multiple of 0.5, then 400 'Shares must be at least 0.5, in steps of 0.5'", async () => {
    const user = await app.createUser();
    for (const bad of [0, 0.3, 1.25, -1, "abc", null]) {
      const res = await buy(user.token, { numberOfShares: bad });
      expect(res).toMatchObject({ status: 400, body: { message: SHARES_STEP } });
    }
  });

  it("when owned + pending + asked would pass 100, then 'You can only buy up to {n} shares.'", async () => {
    const user = await app.createUser();
    expect((await buy(user.token, { numberOfShares: 60 })).status).toBe(201);
    const res = await buy(user.token, { numberOfShares: 40.5 });
    expect(res).toMatchObject({ status: 422, body: { message: "You can only buy up to 40 shares." } });
    expect((await buy(user.token, { numberOfShares: 40 })).status).toBe(201);
    expect((await buy(user.token, { numberOfShares: 0.5 })).body.message).toBe("You can only buy up to 0 shares.");
  });

  it("when the proof is missing or blank, then 400 'Please upload transaction proof.'", async () => {
    const user = await app.createUser();
    expect(await app.api("POST", "/api/shares", { token: user.token, body: { numberOfShares: 1, paymentMethod: "APTOS" } })).toMatchObject({
      status: 400,
      body: { message: PROOF_REQUIRED },
    });
    expect((await buy(user.token, { numberOfShares: 1, proof: "   " })).body.message).toBe(PROOF_REQUIRED);
  });

  it("when the network is not one of the three, then 400 and nothing is stored", async () => {
    const user = await app.createUser();
    const res = await buy(user.token, { numberOfShares: 1, paymentMethod: "BTC" });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain("USDT BEP20 (BSC)");
    expect((await app.api("GET", "/api/shares/mine", { token: user.token })).body.purchases).toEqual([]);
  });

  it("when not logged in, then 401", async () => {
    expect((await app.api("POST", "/api/shares", { body: { numberOfShares: 1 } })).status).toBe(401);
  });

  it("when the price changes after the request, then the approval still uses the locked price", async () => {
    const user = await app.createUser();
    const req = await buy(user.token, { numberOfShares: 2 });
    await app.api("PUT", "/api/admin/share-price", { token: admin.token, body: { pricePerShare: 150 } });
    const ok = await app.api("PUT", `/api/shares/approve/${req.body.purchase._id}`, { token: admin.token });
    expect(ok).toMatchObject({
      status: 200,
      body: { message: "Purchase approved successfully", purchase: { status: "Approved", amount: 200 } },
    });
    const events = await app.ctx.store.readStream(`investor-${user.id}`);
    expect(events.find((e) => e.type === "SharePurchaseApproved")?.data).toMatchObject({ pricePerShare: "100.00", amount: "200.00" });
    const next = await buy(user.token, { numberOfShares: 1 });
    expect(next.body.purchase.pricePerShare).toBe(150);
    await app.api("PUT", "/api/admin/share-price", { token: admin.token, body: { pricePerShare: 100 } });
  });

  it("when a referral code of another user is given and the user has no referrer, then that user becomes the referrer", async () => {
    const referrer = await app.createUser({ fullName: "Rita Referrer" });
    const other = await app.createUser();
    const user = await app.createUser();
    expect((await buy(user.token, { numberOfShares: 1, referralCode: referrer.referralCode })).status).toBe(201);
    expect((await buy(user.token, { numberOfShares: 1, referralCode: other.referralCode })).status).toBe(201);
    const row = await app.ctx.db.selectFrom("users").select("referred_by").where("id", "=", user.id).executeTakeFirstOrThrow();
    expect(row.referred_by).toBe(referrer.id);
    const self = await app.createUser();
    await buy(self.token, { numberOfShares: 1, referralCode: self.referralCode });
    expect(
      (await app.ctx.db.selectFrom("users").select("referred_by").where("id", "=", self.id).executeTakeFirstOrThrow()).referred_by,
    ).toBeNull();
  });
});

describe("admin decisions on purchases", () => {
  it("when the admin approves a Pending purchase, then shares are issued once and a second approve or reject is 409", async () => {
    const user = await app.createUser();
    const req = await buy(user.token, { numberOfShares: 3 });
    const id = req.body.purchase._id;
    expect((await app.api("PUT", `/api/shares/approve/${id}`, { token: admin.token })).status).toBe(200);
    expect(await app.api("PUT", `/api/shares/approve/${id}`, { token: admin.token })).toMatchObject({
      status: 409,
      body: { message: "Purchase already approved" },
    });
    expect((await app.api("PUT", `/api/shares/reject/${id}`, { token: admin.token })).status).toBe(409);
    const events = await app.ctx.store.readStream(`investor-${user.id}`);
    expect(events.filter((e) => e.type === "SharePurchaseApproved")).toHaveLength(1);
    const offering = await app.ctx.store.readStream("offering");
    expect(offering.filter((e) => (e.data as { purchaseId?: string }).purchaseId === id)).toHaveLength(1);
    const dash = await app.api("GET", "/api/user/dashboard", { token: user.token });
    expect(dash.body.user).toMatchObject({ sharesOwned: 3, pendingShares: 0, remaining: 97 });
  });

  it("when the admin rejects a Pending purchase, then it is Rejected, frees the room, and approve is 409", async () => {
    const user = await app.createUser();
    const req = await buy(user.token, { numberOfShares: 100 });
    const id = req.body.purchase._id;
    expect(await app.api("PUT", `/api/shares/reject/${id}`, { token: admin.token })).toMatchObject({
      status: 200,
      body: { message: "Purchase rejected successfully", purchase: { status: "Rejected" } },
    });
    expect(await app.api("PUT", `/api/shares/approve/${id}`, { token: admin.token })).toMatchObject({
      status: 409,
      body: { message: "Purchase already rejected" },
    });
    expect((await buy(user.token, { numberOfShares: 100 })).status).toBe(201);
  });

  it("when the purchase id is unknown, then 404; when the caller is not an admin, then 403", async () => {
    const user = await app.createUser();
    expect(await app.api("PUT", "/api/shares/approve/nope", { token: admin.token })).toMatchObject({
      status: 404,
      body: { message: "Purchase not found" },
    });
    expect((await app.api("PUT", "/api/shares/approve/nope", { token: user.token })).status).toBe(403);
    expect((await app.api("GET", "/api/shares/all", { token: user.token })).status).toBe(403);
  });

  it("when the admin pages through /shares/all, then purchases come newest first with user name and email", async () => {
    const user = await app.createUser({ fullName: "Paged Person" });
    for (let i = 0; i < 3; i++) await buy(user.token, { numberOfShares: 0.5 });
    const first = await app.api("GET", "/api/shares/all?page=1", { token: admin.token });
    expect(first.status).toBe(200);
    expect(first.body.currentPage).toBe(1);
    expect(first.body.purchases).toHaveLength(10);
    expect(first.body.purchases[0].user).toMatchObject({ fullName: "Paged Person", email: user.email });
    const times = first.body.purchases.map((p: { createdAt: string }) => p.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    const total = await app.ctx.db
      .selectFrom("share_purchases")
      .select((eb) => eb.fn.countAll<string>().as("n"))
      .executeTakeFirstOrThrow();
    expect(first.body.totalPages).toBe(Math.ceil(Number(total.n) / 10));
    const last = await app.api("GET", `/api/shares/all?page=${first.body.totalPages}`, { token: admin.token });
    expect(last.body.purchases.length).toBe(Number(total.n) - (first.body.totalPages - 1) * 10);
  });
});
