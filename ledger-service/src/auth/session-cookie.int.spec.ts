import { randomUUID } from "node:crypto";
import type { AddressInfo } from "node:net";
import express from "express";
import jwt from "jsonwebtoken";
import { Secret, TOTP } from "otpauth";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../testing/test-app.js";
import { CSRF_COOKIE, CSRF_REFUSED, SESSION_COOKIE, setSessionCookies } from "../shared/session-cookie.js";

/**
 * Issue 36 point 6: the web app's session is an HttpOnly, SameSite=Strict cookie (Secure on
 * https), unsafe cookie-authenticated requests need the CSRF token, bearer tokens keep working
 * for API clients without one, and logout clears the cookies and ends the session.
 */
const { app } = useTestApp();
const PASSWORD = "a-long-cookie-passphrase";

let n = 0;
const investor = () => app.createUser({ email: `cookie-${++n}-${Date.now()}@example.com`, password: PASSWORD });

/** Each Set-Cookie of an answer as name, value and its attributes (lower-cased). */
function setCookies(headers: Headers) {
  return headers.getSetCookie().map((line) => {
    const [pair = "", ...attributes] = line.split(";").map((part) => part.trim());
    const at = pair.indexOf("=");
    return {
      name: pair.slice(0, at),
      value: decodeURIComponent(pair.slice(at + 1)),
      attributes: attributes.map((a) => a.toLowerCase()),
    };
  });
}

async function signInWithCookies(email: string) {
  const res = await app.api("POST", "/api/auth/login", { body: { email, password: PASSWORD } });
  expect(res.status).toBe(200);
  const cookies = setCookies(res.headers);
  const session = cookies.find((c) => c.name === SESSION_COOKIE);
  const csrf = cookies.find((c) => c.name === CSRF_COOKIE);
  if (!session || !csrf) throw new Error(`login set no session or CSRF cookie: ${cookies.map((c) => c.name).join(", ")}`);
  return {
    res,
    session,
    csrf,
    cookie: `${SESSION_COOKIE}=${encodeURIComponent(session.value)}; ${CSRF_COOKIE}=${encodeURIComponent(csrf.value)}`,
  };
}

const myName = async (cookie: string) => (await app.api("GET", "/api/user/me", { headers: { cookie } })).body?.fullName;

describe("the session cookie", () => {
  it("when an investor signs in, then the session is an HttpOnly, SameSite=Strict cookie on /api and the CSRF cookie is readable by the page; the answer keeps its token", async () => {
    const user = await investor();
    const { res, session, csrf } = await signInWithCookies(user.email);
    expect(typeof res.body.token).toBe("string");
    expect(session.value).toBe(res.body.token);
    expect(session.attributes).toEqual(expect.arrayContaining(["httponly", "samesite=strict", "path=/api"]));
    expect(session.attributes.some((a) => a.startsWith("max-age="))).toBe(true);
    expect(csrf.attributes).toEqual(expect.arrayContaining(["samesite=strict", "path=/"]));
    expect(csrf.attributes).not.toContain("httponly");
    // This test server's PUBLIC_URL is plain http on localhost: a browser would drop a Secure cookie there.
    expect(session.attributes).not.toContain("secure");
  });

  it("when the site is served over https, then both cookies are Secure", async () => {
    const config = { JWT_SECRET: "a-test-secret-of-at-least-32-characters!", PUBLIC_URL: "https://invest.example.com" };
    const token = jwt.sign({ sub: randomUUID(), sid: randomUUID(), tv: 0 }, config.JWT_SECRET, { expiresIn: "1h" });
    const server = express()
      .get("/", (req, res) => {
        setSessionCookies(config, req, res, token);
        res.end();
      })
      .listen(0);
    try {
      const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
      const cookies = setCookies(res.headers);
      expect(cookies.map((c) => c.name).sort()).toEqual([CSRF_COOKIE, SESSION_COOKIE].sort());
      for (const cookie of cookies) expect([cookie.name, cookie.attributes.includes("secure")]).toEqual([cookie.name, true]);
    } finally {
      server.close();
    }
  });

  it("when a request carries only the session cookie, then it is signed in for reads", async () => {
    const user = await investor();
    const { cookie } = await signInWithCookies(user.email);
    const me = await app.api("GET", "/api/user/me", { headers: { cookie } });
    expect(me.status).toBe(200);
    expect(me.body.email).toBe(user.email);
  });

  it("when a cookie-authenticated change comes without the X-CSRF-Token header, then 403 names the CSRF token and nothing changes", async () => {
    const user = await investor();
    const { cookie } = await signInWithCookies(user.email);
    const before = await myName(cookie);
    const res = await app.api("PUT", "/api/user/me", { headers: { cookie }, body: { fullName: "Changed By A Forged Form" } });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(CSRF_REFUSED);
    expect(await myName(cookie)).toBe(before);
  });

  it("when the header does not carry this session's CSRF token (made up, or another session's), then 403 and nothing changes", async () => {
    const user = await investor();
    const mine = await signInWithCookies(user.email);
    const other = await signInWithCookies(user.email);
    const before = await myName(mine.cookie);
    const forged = "0".repeat(64);
    const attempts = [
      { cookie: `${SESSION_COOKIE}=${encodeURIComponent(mine.session.value)}; ${CSRF_COOKIE}=${forged}.abcd`, token: `${forged}.abcd` },
      {
        cookie: `${SESSION_COOKIE}=${encodeURIComponent(mine.session.value)}; ${CSRF_COOKIE}=${encodeURIComponent(other.csrf.value)}`,
        token: other.csrf.value,
      },
      { cookie: mine.cookie, token: other.csrf.value },
    ];
    for (const attempt of attempts) {
      const res = await app.api("PUT", "/api/user/me", {
        headers: { cookie: attempt.cookie, "x-csrf-token": attempt.token },
        body: { fullName: "Changed By A Forged Form" },
      });
      expect([res.status, res.body.message]).toEqual([403, CSRF_REFUSED]);
    }
    expect(await myName(mine.cookie)).toBe(before);
  });

  it("when the header carries the session's CSRF token, then the change is made", async () => {
    const user = await investor();
    const { cookie, csrf } = await signInWithCookies(user.email);
    const res = await app.api("PUT", "/api/user/me", {
      headers: { cookie, "x-csrf-token": csrf.value },
      body: { fullName: "Cookie Person" },
    });
    expect(res.status).toBe(200);
    expect(await myName(cookie)).toBe("Cookie Person");
  });

  it("when an API client sends its bearer token, then it needs no CSRF token", async () => {
    const user = await investor();
    const { res: login } = await signInWithCookies(user.email);
    const res = await app.api("PUT", "/api/user/me", { token: login.body.token, body: { fullName: "Bearer Person" } });
    expect(res.status).toBe(200);
    expect((await app.api("GET", "/api/user/me", { token: login.body.token })).body.fullName).toBe("Bearer Person");
  });

  it("when the investor logs out, then both cookies are cleared and the old session cookie is refused", async () => {
    const user = await investor();
    const { cookie, csrf } = await signInWithCookies(user.email);
    const res = await app.api("POST", "/api/auth/logout", { headers: { cookie, "x-csrf-token": csrf.value } });
    expect(res.status).toBe(200);
    const cleared = setCookies(res.headers);
    for (const name of [SESSION_COOKIE, CSRF_COOKIE]) {
      const c = cleared.find((x) => x.name === name);
      expect([name, c?.value, c?.attributes.some((a) => a.startsWith("expires=thu, 01 jan 1970"))]).toEqual([name, "", true]);
    }
    expect((await app.api("GET", "/api/user/me", { headers: { cookie } })).status).toBe(401);
    // Logging out again with the ended session's cookie: 401, and the browser is told to drop it.
    const again = await app.api("POST", "/api/auth/logout", { headers: { cookie, "x-csrf-token": csrf.value } });
    expect(again.status).toBe(401);
    expect(setCookies(again.headers).find((c) => c.name === SESSION_COOKIE)?.value).toBe("");
  });

  it("when a logout by cookie comes without the CSRF token, then the session is not ended", async () => {
    const user = await investor();
    const { cookie } = await signInWithCookies(user.email);
    const res = await app.api("POST", "/api/auth/logout", { headers: { cookie } });
    expect([res.status, res.body.message]).toEqual([403, CSRF_REFUSED]);
    expect(setCookies(res.headers)).toEqual([]);
    expect((await app.api("GET", "/api/user/me", { headers: { cookie } })).status).toBe(200);
  });

  it("when the second factor completes a sign-in or the password is changed, then the new session is set as the cookie", async () => {
    const user = await investor();
    const first = await signInWithCookies(user.email);
    const auth = { cookie: first.cookie, "x-csrf-token": first.csrf.value };
    const setup = await app.api("POST", "/api/auth/2fa/setup", { headers: auth });
    expect(setup.status).toBe(200);
    const totp = new TOTP({ secret: Secret.fromBase32(setup.body.secret), digits: 6, period: 30 });
    const enabled = await app.api("POST", "/api/auth/2fa/enable", { headers: auth, body: { code: totp.generate(), password: PASSWORD } });
    expect(enabled.status).toBe(200);

    const login = await app.api("POST", "/api/auth/login", { body: { email: user.email, password: PASSWORD } });
    expect(login.body.twoFactorRequired).toBe(true);
    expect(setCookies(login.headers).some((c) => c.name === SESSION_COOKIE)).toBe(false);
    const nextStep = Math.floor(Date.now() / 30_000) + 1;
    const code = totp.generate({ timestamp: nextStep * 30_000 });
    const verified = await app.api("POST", "/api/auth/2fa/verify", { body: { challenge: login.body.challenge, code } });
    expect(verified.status).toBe(200);
    const session = setCookies(verified.headers).find((c) => c.name === SESSION_COOKIE);
    expect(session?.value).toBe(verified.body.token);
    expect(session?.attributes).toEqual(expect.arrayContaining(["httponly", "samesite=strict", "path=/api"]));

    const changed = await app.api("POST", "/api/auth/change-password", {
      headers: auth,
      body: { currentPassword: PASSWORD, newPassword: "another-long-cookie-passphrase" },
    });
    expect(changed.status).toBe(200);
    const renewed = setCookies(changed.headers);
    expect(renewed.find((c) => c.name === SESSION_COOKIE)?.value).toBe(changed.body.token);
    const renewedCsrf = renewed.find((c) => c.name === CSRF_COOKIE)?.value ?? "";
    const renewedCookie = `${SESSION_COOKIE}=${encodeURIComponent(changed.body.token)}; ${CSRF_COOKIE}=${encodeURIComponent(renewedCsrf)}`;
    expect((await app.api("GET", "/api/user/me", { headers: { cookie: renewedCookie } })).status).toBe(200);
    // The old session's CSRF token does not work for the new session.
    const stale = await app.api("PUT", "/api/user/me", {
      headers: {
        cookie: `${SESSION_COOKIE}=${encodeURIComponent(changed.body.token)}; ${CSRF_COOKIE}=${encodeURIComponent(first.csrf.value)}`,
        "x-csrf-token": first.csrf.value,
      },
      body: { fullName: "Stale Token" },
    });
    expect(stale.status).toBe(403);
  });
});
