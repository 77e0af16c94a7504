import { randomUUID } from "node:crypto";
import { eventSchemas, money } from "@app/contracts";
import { getPlatformSettings } from "@app/projections/settings/queries";
import { describe, expect, it } from "vitest";
import { useTestApp, LONE_ADMIN_UNCAPPED } from "../../testing/test-app.js";

const { app, admin } = useTestApp(LONE_ADMIN_UNCAPPED, { admin: {} });

const buy = async (token: string, numberOfShares: number) =>
  app.api("POST", "/api/shares", { token, body: { numberOfShares, paymentMethod: "TRC20", proof: await app.uploadProof(token) } });
const approve = (id: string) => app.api("PUT", `/api/shares/approve/${id}`, { token: admin.token });

describe("purchase approval races", () => {
  it("when 20 approvals race past one investor's 100-share cap, then exactly the cap is issued", async () => {
    const user = await app.createUser();
    // The request-time rule (owned + pending + asked <= 100) normally prevents this: the 200
    // pending shares are written straight to the stream so the approval-time guard is what holds.
    const ids = Array.from({ length: 20 }, () => randomUUID());
    const appended = await app.ctx.store.append(
      `investor-${user.id}`,
      0,
      ids.map((purchaseId) => ({
        eventId: randomUUID(),
        type: "SharePurchaseRequested",
        data: eventSchemas.SharePurchaseRequested.parse({
          purchaseId,
          shares: "10",
          pricePerShare: "100.00",
          amount: "1000.00",
          network: "TRC20",
          proof: "https://img.example/p.png",
          requestedAt: new Date().toISOString(),
        }),
      })),
    );
    await app.ctx.readYourWrites(appended.position);
    const results = await Promise.all(ids.map(approve));
    expect(results.filter((r) => r.status === 200)).toHaveLength(10);
    expect(results.filter((r) => r.status === 422 && r.body.message === "Approving would exceed the 100-share ownership cap")).toHaveLength(
      10,
    );
    const dash = (await app.api("GET", "/api/user/dashboard", { token: user.token })).body.user;
    expect(dash.sharesOwned).toBe(100);
    const events = await app.ctx.store.readStream(`investor-${user.id}`);
    expect(events.filter((e) => e.type === "SharePurchaseApproved")).toHaveLength(10);
  });

  it("when 20 approvals race for the last 50 shares of the 2,500 offering, then exactly 2,500 are allocated", async () => {
    // Fill the offering to 2,450 through admin share edits.
    let allocated = money((await getPlatformSettings(app.ctx.db)).sharesAllocated);
    while (allocated.lt(2450)) {
      const holder = await app.createUser();
      const give = money(2450).sub(allocated).gt(100) ? money(100) : money(2450).sub(allocated);
      const res = await app.api("PUT", `/api/admin/users/${holder.id}/shares`, {
        token: admin.token,
        body: { sharesOwned: give.toString() },
      });
      expect(res.status).toBe(200);
      allocated = allocated.add(give);
    }
    expect((await getPlatformSettings(app.ctx.db)).sharesAllocated).toBe("2450.0");
    const ids: string[] = [];
    for (let i = 0; i < 20; i++) {
      const buyer = await app.createUser();
      const res = await buy(buyer.token, 5);
      expect(res.status).toBe(201);
      ids.push(res.body.purchase._id);
    }
    const results = await Promise.all(ids.map(approve));
    expect(results.filter((r) => r.status === 200)).toHaveLength(10);
    expect(results.filter((r) => r.status === 422 && r.body.message === "Only 0 shares remain in this offering.")).toHaveLength(10);
    expect((await getPlatformSettings(app.ctx.db)).sharesAllocated).toBe("2500.0");
    const offering = await app.ctx.store.readStream("offering");
    const total = offering.reduce((sum, e) => {
      const d = e.data as { shares?: string; previousShares?: string; newShares?: string };
      return e.type === "OfferingSharesAllocated" ? sum.add(d.shares ?? 0) : sum.add(d.newShares ?? 0).sub(d.previousShares ?? 0);
    }, money(0));
    expect(total.toString()).toBe("2500");
    const late = await buy((await app.createUser()).token, 0.5);
    expect(late).toMatchObject({ status: 422, body: { message: "Only 0 shares remain in this offering." } });
  });
});
