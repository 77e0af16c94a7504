import { createHash } from "node:crypto";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { Secret, TOTP } from "otpauth";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../testing/test-app.js";
import { createApp } from "../app.js";
import { createRuntime } from "../bootstrap.js";
import { ANDROID_CHROME, IPHONE_SAFARI, WINDOWS_FIREFOX } from "../../testing/user-agents.js";

/** Sessions you can see and end (issue 26, item 7). */
const { app } = useTestApp();
const PASSWORD = "a-long-session-passphrase";

let n = 0;
async function investor() {
  return app.createUser({ email: `sessions-${++n}-${Date.now()}@example.com`, password: PASSWORD });
}
const signIn = async (email: string, userAgent: string, address: string) => {
  const res = await app.api("POST", "/api/auth/login", {
    body: { email, password: PASSWORD },
    headers: { "user-agent": userAgent, "x-forwarded-for": address },
  });
  expect(res.status).toBe(200);
  return res.body.token as string;
};
const sessionsOf = async (token: string) => {
  const res = await app.api("GET", "/api/auth/sessions", { token });
  expect(res.status).toBe(200);
  return res.body.sessions as Array<{
    id: string;
    device: string;
    address: string;
    lastSeenAt: string;
    createdAt: string;
    current: boolean;
  }>;
};
const me = async (token: string) => (await app.api("GET", "/api/user/me", { token })).status;

describe("where you're signed in", () => {
  it("when an investor logs out on the phone, then the phone's token is refused and the laptop stays signed in", async () => {
    const user = await investor();
    const phone = await signIn(user.email, ANDROID_CHROME, "203.0.113.8");
    const laptop = await signIn(user.email, WINDOWS_FIREFOX, "198.51.100.21");
    expect((await app.api("POST", "/api/auth/logout", { token: phone })).status).toBe(200);
    expect(await me(phone)).toBe(401);
    expect(await me(laptop)).toBe(200);
    expect((await sessionsOf(laptop)).map((s) => s.current)).toEqual([true]);
  });

  it("when an investor is signed in on a phone and a laptop, then each sees both sessions with a readable device, the address and which one is this device, and never a token", async () => {
    const user = await investor();
    const phone = await signIn(user.email, ANDROID_CHROME, "203.0.113.7");
    const laptop = await signIn(user.email, WINDOWS_FIREFOX, "198.51.100.20");
    const res = await app.api("GET", "/api/auth/sessions", { token: phone });
    expect(res.status).toBe(200);
    const sessions = res.body.sessions as Awaited<ReturnType<typeof sessionsOf>>;
    expect(sessions).toHaveLength(2);
    expect(sessions.find((s) => s.current)).toMatchObject({ device: "Chrome on Android", address: "203.0.113.7" });
    expect(sessions.find((s) => !s.current)).toMatchObject({ device: "Firefox on Windows", address: "198.51.100.20" });
    for (const s of sessions) {
      expect(Date.parse(s.lastSeenAt)).toBeGreaterThan(0);
      expect(Date.parse(s.createdAt)).toBeGreaterThan(0);
    }
    const text = JSON.stringify(res.body);
    for (const token of [phone, laptop]) {
      expect(text).not.toContain(token);
      expect(text).not.toContain(createHash("sha256").update(token).digest("hex"));
      expect(text).not.toContain(createHash("sha256").update(token).digest("base64url"));
    }
    const stored = JSON.stringify(await app.ctx.db.selectFrom("user_sessions").selectAll().where("user_id", "=", user.id).execute());
    for (const token of [phone, laptop]) expect(stored).not.toContain(token);
    expect((await sessionsOf(laptop)).find((s) => s.current)?.device).toBe("Firefox on Windows");
  });

  it("when one session is signed out, then its token is refused with 401 and it leaves the list; another user's or an unknown session is 404", async () => {
    const user = await investor();
    const other = await investor();
    const phone = await signIn(user.email, ANDROID_CHROME, "203.0.113.8");
    const laptop = await signIn(user.email, WINDOWS_FIREFOX, "198.51.100.21");
    const othersToken = await signIn(other.email, IPHONE_SAFARI, "192.0.2.5");
    const laptopSession = (await sessionsOf(phone)).find((s) => !s.current);
    const othersSession = (await sessionsOf(othersToken))[0];
    if (!laptopSession || !othersSession) throw new Error("sessions missing");

    expect(await app.api("DELETE", `/api/auth/sessions/${othersSession.id}`, { token: phone })).toMatchObject({
      status: 404,
      body: { message: "Session not found." },
    });
    expect((await app.api("DELETE", "/api/auth/sessions/00000000-0000-4000-8000-000000000000", { token: phone })).status).toBe(404);
    expect((await app.api("DELETE", "/api/auth/sessions/not-a-session", { token: phone })).status).toBe(404);
    expect(await me(othersToken)).toBe(200);

    expect((await app.api("DELETE", `/api/auth/sessions/${laptopSession.id}`, { token: phone })).status).toBe(200);
    expect(await me(laptop)).toBe(401);
    expect((await app.api("GET", "/api/user/dashboard", { token: laptop })).status).toBe(401);
    expect(await me(phone)).toBe(200);
    expect((await sessionsOf(phone)).map((s) => s.id)).not.toContain(laptopSession.id);
    expect((await app.api("DELETE", `/api/auth/sessions/${laptopSession.id}`, { token: phone })).status).toBe(404);
  });

  it("when an investor signs out of all other sessions, then only the current one still works", async () => {
    const user = await investor();
    const phone = await signIn(user.email, ANDROID_CHROME, "203.0.113.9");
    const laptop = await signIn(user.email, WINDOWS_FIREFOX, "198.51.100.22");
    const tablet = await signIn(user.email, IPHONE_SAFARI, "198.51.100.23");
    const res = await app.api("POST", "/api/auth/sessions/revoke-others", { token: phone, body: {} });
    expect(res.status).toBe(200);
    expect(await me(laptop)).toBe(401);
    expect(await me(tablet)).toBe(401);
    expect(await me(phone)).toBe(200);
    expect(await sessionsOf(phone)).toEqual([expect.objectContaining({ current: true, device: "Chrome on Android" })]);
  });

  it("when a session is signed out through one API process, then another process that has just served its token refuses it at once", async () => {
    const second = await createRuntime(app.config, { embeddedProjections: false, queuePrefix: app.queuePrefix, poolMax: 3 });
    const server: Server = await new Promise((resolve) => {
      const s = createApp(second.ctx).listen(0, "127.0.0.1", () => resolve(s));
    });
    try {
      const otherUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const meThere = async (token: string) =>
        (await fetch(`${otherUrl}/api/user/me`, { headers: { authorization: `Bearer ${token}` } })).status;
      const user = await investor();
      const phone = await signIn(user.email, ANDROID_CHROME, "203.0.113.11");
      const laptop = await signIn(user.email, WINDOWS_FIREFOX, "198.51.100.25");
      expect(await meThere(laptop)).toBe(200);
      const laptopSession = (await sessionsOf(phone)).find((s) => !s.current);
      expect((await app.api("DELETE", `/api/auth/sessions/${laptopSession?.id}`, { token: phone })).status).toBe(200);
      expect(await meThere(laptop)).toBe(401);
      expect(await meThere(phone)).toBe(200);
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await second.close();
    }
  });

  it("when the sessions routes are called without a valid token, then 401", async () => {
    expect((await app.api("GET", "/api/auth/sessions")).status).toBe(401);
    expect((await app.api("POST", "/api/auth/sessions/revoke-others", { body: {} })).status).toBe(401);
    expect((await app.api("DELETE", "/api/auth/sessions/00000000-0000-4000-8000-000000000000")).status).toBe(401);
  });
});

describe("changing the second factor", () => {
  it("when 2FA is turned on or off, then the password is asked for (a wrong one is refused and counted), and the other sessions end while this one stays", async () => {
    const user = await investor();
    const phone = await signIn(user.email, ANDROID_CHROME, "203.0.113.10");
    const laptop = await signIn(user.email, WINDOWS_FIREFOX, "198.51.100.24");
    const setup = await app.api("POST", "/api/auth/2fa/setup", { token: phone, body: {} });
    const totp = new TOTP({ secret: Secret.fromBase32(setup.body.secret), digits: 6, period: 30, algorithm: "SHA1" });

    expect(await app.api("POST", "/api/auth/2fa/enable", { token: phone, body: { code: totp.generate() } })).toMatchObject({
      status: 400,
      body: { message: "Please enter your password to change two-factor authentication." },
    });
    const wrong = await app.api("POST", "/api/auth/2fa/enable", {
      token: phone,
      body: { code: totp.generate(), password: "not-the-password" },
    });
    expect(wrong).toMatchObject({ status: 400, body: { message: "Your password is not correct." } });
    expect(Number(await app.runtime.redis.get(`${app.queuePrefix}:rate:login:failures:account:${user.email}`))).toBe(1);
    expect((await app.api("GET", "/api/auth/2fa", { token: phone })).body.enabled).toBe(false);
    expect(await me(laptop)).toBe(200);

    const enabled = await app.api("POST", "/api/auth/2fa/enable", { token: phone, body: { code: totp.generate(), password: PASSWORD } });
    expect(enabled.status).toBe(200);
    expect(await me(laptop)).toBe(401);
    expect(await me(phone)).toBe(200);
    expect(await sessionsOf(phone)).toHaveLength(1);

    // A second sign-in (with its code), then turning it off ends that one too.
    const challenge = (await app.api("POST", "/api/auth/login", { body: { email: user.email, password: PASSWORD } })).body.challenge;
    const recovery = enabled.body.recoveryCodes[0];
    const tablet = (await app.api("POST", "/api/auth/2fa/verify", { body: { challenge, code: recovery } })).body.token;
    expect(await me(tablet)).toBe(200);
    const off = await app.api("POST", "/api/auth/2fa/disable", {
      token: phone,
      body: { code: enabled.body.recoveryCodes[1], password: PASSWORD },
    });
    expect(off.status).toBe(200);
    expect(await me(tablet)).toBe(401);
    expect(await me(phone)).toBe(200);
  });

  it("when recovery codes are made, then each carries 128 bits (26 base-32 characters in groups), and a shorter code of an earlier enrolment still works once", async () => {
    const user = await investor();
    const setup = await app.api("POST", "/api/auth/2fa/setup", { token: user.token, body: {} });
    const totp = new TOTP({ secret: Secret.fromBase32(setup.body.secret), digits: 6, period: 30, algorithm: "SHA1" });
    const enabled = await app.api("POST", "/api/auth/2fa/enable", {
      token: user.token,
      body: { code: totp.generate(), password: PASSWORD },
    });
    const codes = enabled.body.recoveryCodes as string[];
    expect(codes).toHaveLength(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-7]{5}-[a-z2-7]{5}-[a-z2-7]{5}-[a-z2-7]{5}-[a-z2-7]{6}$/);
    expect(new Set(codes).size).toBe(10);

    const older = "abcde-fgh23";
    await app.ctx.db
      .insertInto("recovery_codes")
      .values({ user_id: user.id, code_hash: createHash("sha256").update("abcdefgh23").digest("hex"), used_at: null })
      .execute();
    const verify = async (code: string) => {
      const { challenge } = (await app.api("POST", "/api/auth/login", { body: { email: user.email, password: PASSWORD } })).body;
      return app.api("POST", "/api/auth/2fa/verify", { body: { challenge, code } });
    };
    expect((await verify(older)).status).toBe(200);
    expect((await verify(older)).status).toBe(401);
    expect((await verify((codes[0] as string).toUpperCase())).status).toBe(200);
  });
});
