import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../testing/test-app.js";

let app: TestApp;
let admin: { token: string; id: string };
let user: { token: string; id: string };
beforeAll(async () => {
  app = await startTestApp();
  admin = await app.createUser({ isAdmin: true });
  user = await app.createUser();
});
afterAll(async () => {
  await app?.stop();
});

describe("contact messages", () => {
  it("when a visitor sends the form, then it is stored and admins read it, newest first", async () => {
    const res = await app.api("POST", "/api/contact", {
      body: { fullName: "Visitor One", email: "v1@example.com", message: "Hello there" },
    });
    expect(res).toMatchObject({ status: 201, body: { message: "Message sent successfully!" } });
    await app.api("POST", "/api/contact", { body: { fullName: "Visitor Two", email: "v2@example.com", message: "Second" } });
    const inbox = await app.api("GET", "/api/admin/contact-messages", { token: admin.token });
    expect(inbox.status).toBe(200);
    expect(inbox.body.messages.map((m: { fullName: string }) => m.fullName)).toEqual(["Visitor Two", "Visitor One"]);
    expect(inbox.body.messages[1]).toMatchObject({ email: "v1@example.com", message: "Hello there" });
  });

  it("when a field is missing or blank, then 400 'All fields are required.' and nothing is stored", async () => {
    const before = (await app.api("GET", "/api/admin/contact-messages", { token: admin.token })).body.messages.length;
    for (const body of [
      { email: "a@b.co", message: "m" },
      { fullName: "A", message: "m" },
      { fullName: "A", email: "a@b.co", message: "   " },
      {},
    ]) {
      expect(await app.api("POST", "/api/contact", { body })).toMatchObject({ status: 400, body: { message: "All fields are required." } });
    }
    expect((await app.api("GET", "/api/admin/contact-messages", { token: admin.token })).body.messages.length).toBe(before);
  });

  it("when a non-admin reads the inbox, then 403", async () => {
    expect((await app.api("GET", "/api/admin/contact-messages", { token: user.token })).status).toBe(403);
  });
});

describe("announcements", () => {
  it("when none exists, then users read an inactive empty one; toggling is 404", async () => {
    expect((await app.api("GET", "/api/announcement/active", { token: user.token })).body).toEqual({ message: "", isActive: false });
    expect((await app.api("PATCH", "/api/announcement/toggle", { token: admin.token })).status).toBe(404);
  });

  it("when an admin saves and toggles, then users see the message and its state", async () => {
    const saved = await app.api("POST", "/api/announcement/create", {
      token: admin.token,
      body: { message: "Profits credited on Friday" },
    });
    expect(saved.status).toBe(201);
    expect((await app.api("GET", "/api/announcement/active", { token: user.token })).body).toEqual({
      message: "Profits credited on Friday",
      isActive: true,
    });
    expect((await app.api("PATCH", "/api/announcement/toggle", { token: admin.token })).body.announcement).toEqual({
      message: "Profits credited on Friday",
      isActive: false,
    });
    expect((await app.api("GET", "/api/announcement/active", { token: user.token })).body).toEqual({
      message: "Profits credited on Friday",
      isActive: false,
    });
    await app.api("PATCH", "/api/announcement/toggle", { token: admin.token });
    expect((await app.api("GET", "/api/announcement/active", { token: user.token })).body.isActive).toBe(true);
  });

  it("when the message is blank, then 400 'Message cannot be empty.'; users cannot create or toggle; visitors cannot read", async () => {
    expect(await app.api("POST", "/api/announcement/create", { token: admin.token, body: { message: "  " } })).toMatchObject({
      status: 400,
      body: { message: "Message cannot be empty." },
    });
    expect((await app.api("POST", "/api/announcement/create", { token: user.token, body: { message: "x" } })).status).toBe(403);
    expect((await app.api("PATCH", "/api/announcement/toggle", { token: user.token })).status).toBe(403);
    expect((await app.api("GET", "/api/announcement/active")).status).toBe(401);
  });
});

describe("signals", () => {
  it("when an admin publishes a signal, then the public list (no token) and the admin list show it", async () => {
    const created = await app.api("POST", "/api/signals", {
      token: admin.token,
      body: {
        title: "BTC long",
        content: "Break above range",
        entry: 64000,
        target: "68000",
        stopLoss: "62000",
        leverage: "5x",
        risk: "Medium",
      },
    });
    expect(created).toMatchObject({
      status: 201,
      body: {
        signal: {
          title: "BTC long",
          content: "Break above range",
          entry: "64000",
          risk: "Medium",
          riskLevel: "Medium",
          status: "open",
          notes: "",
        },
      },
    });
    const pub = await app.api("GET", "/api/signals/public");
    expect(pub.status).toBe(200);
    expect(pub.body.signals[0]).toMatchObject({ _id: created.body.signal._id, title: "BTC long", stopLoss: "62000", leverage: "5x" });
    expect((await app.api("GET", "/api/signals", { token: admin.token })).body.signals[0]._id).toBe(created.body.signal._id);
  });

  it("when the title or notes text is missing, then 400 'Fill all fields'; a bad risk is refused", async () => {
    for (const body of [{ content: "x" }, { title: "x" }, { title: " ", content: "x" }]) {
      expect(await app.api("POST", "/api/signals", { token: admin.token, body })).toMatchObject({
        status: 400,
        body: { message: "Fill all fields" },
      });
    }
    expect(
      (await app.api("POST", "/api/signals", { token: admin.token, body: { title: "t", content: "c", risk: "Extreme" } })).status,
    ).toBe(400);
  });

  it("when an admin patches status and notes, then only those change; a bad status is refused", async () => {
    const id = (
      await app.api("POST", "/api/signals", { token: admin.token, body: { title: "ETH short", content: "Rejection", risk: "High" } })
    ).body.signal._id;
    const patched = await app.api("PATCH", `/api/signals/${id}`, {
      token: admin.token,
      body: { status: "hit", notes: "Target 1 reached", title: "changed?" },
    });
    expect(patched).toMatchObject({ status: 200, body: { signal: { status: "hit", notes: "Target 1 reached", title: "ETH short" } } });
    expect(await app.api("PATCH", `/api/signals/${id}`, { token: admin.token, body: { status: "won" } })).toMatchObject({
      status: 400,
      body: { message: "Status must be open, hit or closed." },
    });
    expect(
      (await app.api("PATCH", "/api/signals/00000000-0000-0000-0000-000000000000", { token: admin.token, body: { status: "closed" } }))
        .status,
    ).toBe(404);
  });

  it("when an admin deletes a signal, then it is gone from both lists; deleting again is 404", async () => {
    const id = (await app.api("POST", "/api/signals", { token: admin.token, body: { title: "SOL", content: "c" } })).body.signal._id;
    expect((await app.api("DELETE", `/api/signals/${id}`, { token: admin.token })).status).toBe(200);
    expect((await app.api("GET", "/api/signals/public")).body.signals.map((s: { _id: string }) => s._id)).not.toContain(id);
    expect((await app.api("DELETE", `/api/signals/${id}`, { token: admin.token })).status).toBe(404);
    expect((await app.api("DELETE", "/api/signals/not-a-uuid", { token: admin.token })).status).toBe(404);
  });

  it("when a non-admin manages signals, then 403 and nothing changes", async () => {
    const before = (await app.api("GET", "/api/signals/public")).body.signals;
    const id = before[0]._id;
    expect((await app.api("GET", "/api/signals", { token: user.token })).status).toBe(403);
    expect((await app.api("POST", "/api/signals", { token: user.token, body: { title: "t", content: "c" } })).status).toBe(403);
    expect((await app.api("PATCH", `/api/signals/${id}`, { token: user.token, body: { status: "closed" } })).status).toBe(403);
    expect((await app.api("DELETE", `/api/signals/${id}`, { token: user.token })).status).toBe(403);
    expect((await app.api("GET", "/api/signals/public")).body.signals).toEqual(before);
  });
});
