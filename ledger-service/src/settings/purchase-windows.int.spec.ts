import { describe, expect, it } from "vitest";
import { useTestApp } from "../../testing/test-app.js";

let now = new Date("2026-11-24T12:00:00.000Z");
const { app, admin } = useTestApp({}, { clock: () => now, admin: {} });

const schedule = (body: Record<string, unknown>, token = admin.token) => app.api("POST", "/api/admin/purchase-windows", { token, body });
const buy = async (token: string) =>
  app.api("POST", "/api/shares", { token, body: { numberOfShares: 1, paymentMethod: "TRC20", proof: await app.uploadProof(token) } });
const streamLength = async () => Number((await app.ctx.handle.pool.query("SELECT count(*) FROM events")).rows[0].count);

describe("purchase windows", () => {
  it("when no window was ever scheduled, then the schedule says open and purchases are accepted", async () => {
    expect((await app.api("GET", "/api/purchase-windows")).body).toEqual({ isOpen: true, current: null, next: null, windows: [] });
    const investor = await app.createUser();
    expect((await buy(investor.token)).status).toBe(201);
  });

  it("when an investor or a visitor schedules a window, then 403/401 and nothing is recorded", async () => {
    const investor = await app.createUser();
    const before = await streamLength();
    expect((await schedule({ opensAt: "2026-12-01T09:00:00Z", closesAt: "2026-12-02T09:00:00Z" }, investor.token)).status).toBe(403);
    expect((await app.api("POST", "/api/admin/purchase-windows", { body: {} })).status).toBe(401);
    expect(await streamLength()).toBe(before);
  });

  it("when a window is inverted, malformed or overlapping, then a clear refusal and nothing changes", async () => {
    const before = await streamLength();
    expect(await schedule({ opensAt: "2026-12-02T09:00:00Z", closesAt: "2026-12-01T09:00:00Z" })).toMatchObject({
      status: 400,
      body: { message: "A purchase window must close after it opens." },
    });
    expect(await schedule({ opensAt: "tomorrow", closesAt: "2026-12-01T09:00:00Z" })).toMatchObject({
      status: 400,
      body: { message: "Enter when the window opens (date and time)." },
    });
    expect(await streamLength()).toBe(before);
  });

  it("given a scheduled window, when an investor buys before it, then 409 naming the next opening; inside it the purchase is accepted and approvable after it closes", async () => {
    const created = await schedule({ opensAt: "2026-12-01T09:00:00Z", closesAt: "2026-12-08T09:00:00Z", note: "December round" });
    expect(created).toMatchObject({
      status: 201,
      body: { opensAt: "2026-12-01T09:00:00.000Z", closesAt: "2026-12-08T09:00:00.000Z", note: "December round" },
    });
    expect(await schedule({ opensAt: "2026-12-07T00:00:00Z", closesAt: "2026-12-10T00:00:00Z" })).toMatchObject({ status: 409 });

    const publicView = await app.api("GET", "/api/purchase-windows");
    expect(publicView.body).toMatchObject({ isOpen: false, current: null, next: { id: created.body.id, note: "December round" } });

    const investor = await app.createUser();
    const before = await streamLength();
    expect(await buy(investor.token)).toMatchObject({
      status: 409,
      body: { message: "Purchases are closed. The next window opens on 01 Dec 2026, 10:00 WAT." },
    });
    expect(await streamLength()).toBe(before);

    now = new Date("2026-12-03T10:00:00Z");
    expect((await app.api("GET", "/api/purchase-windows")).body).toMatchObject({ isOpen: true, current: { id: created.body.id } });
    const bought = await buy(investor.token);
    expect(bought.status).toBe(201);

    now = new Date("2026-12-09T10:00:00Z");
    expect(await buy(investor.token)).toMatchObject({ status: 409, body: { message: "Purchases are closed." } });
    const approved = await app.api("PUT", `/api/shares/approve/${bought.body.purchase._id}`, { token: admin.token });
    expect(approved.status).toBe(200);
  });

  it("when the admin removes every window, then purchases are open again; removing it twice is 404", async () => {
    const { windows } = (await app.api("GET", "/api/purchase-windows")).body;
    for (const w of windows)
      expect((await app.api("DELETE", `/api/admin/purchase-windows/${w.id}`, { token: admin.token })).status).toBe(200);
    expect((await app.api("DELETE", `/api/admin/purchase-windows/${windows[0].id}`, { token: admin.token })).status).toBe(404);
    expect((await app.api("GET", "/api/purchase-windows")).body).toMatchObject({ isOpen: true, windows: [] });
    expect((await buy((await app.createUser()).token)).status).toBe(201);
  });
});
