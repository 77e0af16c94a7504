import { ENTER_VALID_PRICE } from "@app/contracts";
import { describe, expect, it } from "vitest";
import { useTestApp, LONE_ADMIN_UNCAPPED } from "../../testing/test-app.js";

// One admin for the file: with two, every price change waits for a second admin (four-eyes.int.spec.ts).
const { app, admin } = useTestApp(LONE_ADMIN_UNCAPPED, { admin: {} });

describe("share price and loan portal settings", () => {
  it("when no price was ever set, then any logged-in user reads the default 100", async () => {
    const user = await app.createUser();
    const res = await app.api("GET", "/api/admin/share-price", { token: user.token });
    expect(res).toMatchObject({ status: 200, body: { pricePerShare: 100 } });
  });

  it("when an admin sets a new price, then the next GET shows it and the change is an event", async () => {
    const put = await app.api("PUT", "/api/admin/share-price", { token: admin.token, body: { pricePerShare: 125.5 } });
    expect(put).toMatchObject({ status: 200, body: { pricePerShare: 125.5 } });
    const events = await app.ctx.store.readStream("platform-settings");
    expect(events.map((e) => [e.type, e.data])).toContainEqual(["SharePriceChanged", { previousPrice: "100.00", pricePerShare: "125.50" }]);
  });

  it("when the price is not a number, then 400 'Enter a valid price' and nothing changes", async () => {
    const before = (await app.ctx.store.readStream("platform-settings")).length;
    for (const bad of ["abc", -5, null, "", "1e3"]) {
      const res = await app.api("PUT", "/api/admin/share-price", { token: admin.token, body: { pricePerShare: bad } });
      expect(res).toMatchObject({ status: 400, body: { message: ENTER_VALID_PRICE } });
    }
    expect((await app.ctx.store.readStream("platform-settings")).length).toBe(before);
  });

  it("when an admin changes the price by more than 50% at once, then 422 with the allowed range and nothing changes", async () => {
    const current = (await app.api("GET", "/api/admin/share-price", { token: admin.token })).body.pricePerShare;
    expect(current).toBe(125.5);
    const before = (await app.ctx.store.readStream("platform-settings")).length;
    for (const pricePerShare of [188.26, 62.74, 1, 1000]) {
      expect(await app.api("PUT", "/api/admin/share-price", { token: admin.token, body: { pricePerShare } })).toMatchObject({
        status: 422,
        body: { message: "The share price cannot change by more than 50% at once: from $125.50 enter between $62.75 and $188.25." },
      });
    }
    expect((await app.ctx.store.readStream("platform-settings")).length).toBe(before);
    expect(await app.api("PUT", "/api/admin/share-price", { token: admin.token, body: { pricePerShare: 188.25 } })).toMatchObject({
      status: 200,
      body: { pricePerShare: 188.25 },
    });
    await app.api("PUT", "/api/admin/share-price", { token: admin.token, body: { pricePerShare: 125.5 } });
  });

  it("when a non-admin sets the price or toggles the portal, then 403; without a token 401", async () => {
    const user = await app.createUser();
    expect((await app.api("PUT", "/api/admin/share-price", { token: user.token, body: { pricePerShare: 1 } })).status).toBe(403);
    expect((await app.api("POST", "/api/loans/toggle-portal", { token: user.token })).status).toBe(403);
    expect((await app.api("GET", "/api/admin/share-price")).status).toBe(401);
  });

  it("when the admin toggles the portal twice, then it closes and opens again", async () => {
    expect((await app.api("GET", "/api/loans/portal-status", { token: admin.token })).body).toEqual({ isOpen: true });
    expect((await app.api("POST", "/api/loans/toggle-portal", { token: admin.token })).body).toMatchObject({ isOpen: false });
    expect((await app.api("GET", "/api/loans/portal-status", { token: admin.token })).body).toEqual({ isOpen: false });
    expect((await app.api("POST", "/api/loans/toggle-portal", { token: admin.token })).body).toMatchObject({ isOpen: true });
  });
});
