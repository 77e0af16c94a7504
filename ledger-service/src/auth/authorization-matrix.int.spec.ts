import { randomUUID } from "node:crypto";
import jwt from "jsonwebtoken";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../testing/test-app.js";
import { fixture, postFile } from "../../testing/images.js";
import { hashPassword } from "./passwords.js";
import { creditBalanceForTest } from "../../testing/test-seeding.js";
import { tronWallet } from "../../testing/wallets.js";
import { buySharesForTest } from "../../testing/seed-ledger.js";

let app: TestApp;
let admin: { id: string; token: string };
let userA: { id: string; token: string; email: string };
let userB: { id: string; token: string; email: string };
let signalId: string;

beforeAll(async () => {
  app = await startTestApp();
  admin = await app.createUser({ isAdmin: true });
  userA = await app.createUser({ fullName: "User A" });
  userB = await app.createUser({ fullName: "User B" });
  const signal = await app.api("POST", "/api/signals", { token: admin.token, body: { title: "Matrix", content: "Target" } });
  signalId = signal.body.signal._id;
  await app.api("POST", "/api/announcement/create", { token: admin.token, body: { message: "Hello" } });
});
afterAll(async () => {
  await app?.stop();
});

/**
 * Every admin endpoint of the spec's Admin table (§7) plus the admin extras of this build,
 * each with a body that would change something if the guard let it through. `userMayRead`
 * marks the two reads the spec gives to every logged-in user.
 */
const someId = randomUUID();
const adminEndpoints = (): { method: string; path: string; body?: unknown; userMayRead?: boolean }[] => [
  { method: "GET", path: "/api/admin/users" },
  { method: "GET", path: "/api/admin/users?investorsOnly=true" },
  { method: "PUT", path: `/api/admin/users/${userB.id}/shares`, body: { sharesOwned: 50 } },
  { method: "DELETE", path: `/api/admin/users/${userB.id}` },
  { method: "GET", path: `/api/admin/user/${userB.id}/details` },
  { method: "GET", path: "/api/withdrawals/stats/approved" },
  { method: "GET", path: "/api/withdrawals/stats/fees" },
  { method: "GET", path: "/api/shares/all?page=1" },
  { method: "PUT", path: `/api/shares/approve/${someId}` },
  { method: "PUT", path: `/api/shares/reject/${someId}` },
  { method: "GET", path: "/api/withdrawals/admin?page=1&limit=10" },
  { method: "PUT", path: `/api/withdrawals/approve/${someId}` },
  { method: "PUT", path: `/api/withdrawals/reject/${someId}` },
  { method: "POST", path: "/api/profits/credit", body: { percentage: 5 } },
  { method: "POST", path: "/api/admin/broadcast", body: { subject: "Hi", message: "<p>x</p>" } },
  { method: "GET", path: "/api/admin/share-price", userMayRead: true },
  { method: "PUT", path: "/api/admin/share-price", body: { pricePerShare: 1 } },
  { method: "POST", path: "/api/announcement/create", body: { message: "Hacked" } },
  { method: "PATCH", path: "/api/announcement/toggle" },
  { method: "GET", path: "/api/signals" },
  { method: "POST", path: "/api/signals", body: { title: "t", content: "c", risk: "Low" } },
  { method: "PATCH", path: `/api/signals/${signalId}`, body: { notes: "n", status: "closed" } },
  { method: "DELETE", path: `/api/signals/${signalId}` },
  { method: "GET", path: "/api/admin/referral-stats" },
  { method: "POST", path: "/api/admin/referral-rewards/distribute", body: { percentage: 5 } },
  { method: "GET", path: "/api/loans/all" },
  { method: "PUT", path: `/api/loans/approve/${someId}` },
  { method: "PUT", path: `/api/loans/reject/${someId}` },
  { method: "PUT", path: `/api/loans/mark-paid/${someId}` },
  { method: "GET", path: `/api/loans/history/${someId}` },
  { method: "PUT", path: "/api/loans/manual-payment/approve", body: { loanId: someId, paymentIndex: 0 } },
  { method: "GET", path: "/api/loans/portal-status", userMayRead: true },
  { method: "POST", path: "/api/loans/toggle-portal" },
  { method: "GET", path: "/api/admin/contact-messages" },
  { method: "GET", path: `/api/admin/broadcasts/${someId}` },
  { method: "GET", path: `/api/admin/users/${userB.id}/statement?from=2026-01-01&to=2026-01-31&format=csv` },
  { method: "GET", path: "/api/admin/metrics" },
  { method: "GET", path: "/api/admin/pending-counts" },
  { method: "GET", path: "/api/profits/preview?percentage=2" },
  { method: "GET", path: "/api/admin/referral-rewards/preview?percentage=2" },
  // The audit area (auditors and admins): Verify now would record a run if the guard let it through.
  { method: "POST", path: "/api/audit/verify" },
  { method: "GET", path: "/api/audit/verify" },
  { method: "GET", path: "/api/audit/accounts?search=user" },
];

/** Tokens that must not open an admin endpoint; all but the last claim to be the admin. */
function badTokens(): { name: string; header?: string; expected: number }[] {
  const secret = app.config.JWT_SECRET;
  const claims = { sub: admin.id, isAdmin: true, isAuditor: false, tv: 0 };
  const b64 = (o: unknown) => Buffer.from(JSON.stringify(o)).toString("base64url");
  return [
    { name: "no token", expected: 401 },
    { name: "malformed token", header: "Bearer not.a.jwt", expected: 401 },
    {
      name: "expired token",
      header: `Bearer ${jwt.sign({ ...claims, exp: Math.floor(Date.now() / 1000) - 60 }, secret, { algorithm: "HS256" })}`,
      expected: 401,
    },
    {
      name: "token signed with another secret",
      header: `Bearer ${jwt.sign(claims, "another-secret-0123456789abcdef0123456789", { algorithm: "HS256", expiresIn: "1h" })}`,
      expected: 401,
    },
    {
      name: "alg none token",
      header: `Bearer ${b64({ alg: "none", typ: "JWT" })}.${b64({ ...claims, exp: Math.floor(Date.now() / 1000) + 3600 })}.`,
      expected: 401,
    },
    {
      name: "revoked admin token (old token version)",
      header: `Bearer ${jwt.sign({ ...claims, tv: 7 }, secret, { algorithm: "HS256", expiresIn: "1h" })}`,
      expected: 401,
    },
    { name: "non-admin token", header: `Bearer ${userA.token}`, expected: 403 },
  ];
}

/** A fingerprint of every table (content, event store, read models): equal means nothing changed. */
async function databaseFingerprint(): Promise<Record<string, string>> {
  const tables = await sql<{ schema: string; name: string }>`
    SELECT table_schema AS schema, table_name AS name FROM information_schema.tables
    WHERE table_schema IN ('public', 'rm') AND table_type = 'BASE TABLE' AND table_name NOT LIKE 'kysely_%' AND table_name <> 'rm_checkpoint'`.execute(
    app.ctx.db,
  );
  const out: Record<string, string> = {};
  for (const t of tables.rows) {
    const r = await sql<{
      h: string;
    }>`SELECT md5(coalesce(string_agg(x::text, '|' ORDER BY x::text), '')) AS h FROM ${sql.table(`${t.schema}.${t.name}`)} x`.execute(
      app.ctx.db,
    );
    out[`${t.schema}.${t.name}`] = r.rows[0]?.h ?? "";
  }
  return out;
}

describe("authorization matrix: every admin endpoint x every bad token", () => {
  it("when the token is missing, malformed, expired, foreign, unsigned, revoked or not an admin's, then 401/403 and nothing changes", async () => {
    const before = await databaseFingerprint();
    const failures: string[] = [];
    for (const endpoint of adminEndpoints()) {
      for (const token of badTokens()) {
        const expected = token.expected === 403 && endpoint.userMayRead ? 200 : token.expected;
        const res = await app.api(endpoint.method, endpoint.path, {
          body: endpoint.body,
          headers: token.header ? { authorization: token.header } : {},
        });
        if (res.status !== expected)
          failures.push(`${endpoint.method} ${endpoint.path} with ${token.name}: ${res.status} (expected ${expected})`);
      }
    }
    expect(failures).toEqual([]);
    expect(await databaseFingerprint()).toEqual(before);
  });

  it("when the admin's own token is used, then the same endpoints are reachable (the matrix is not vacuous)", async () => {
    const res = await app.api("GET", "/api/signals", { token: admin.token });
    expect(res.status).toBe(200);
    expect((await app.api("GET", "/api/admin/contact-messages", { token: admin.token })).status).toBe(200);
  });
});

describe("one user cannot read or change another's data", () => {
  it("when user A sends user B's id anywhere, then A only ever sees and changes A", async () => {
    const put = await app.api("PUT", "/api/user/me", {
      token: userA.token,
      body: { fullName: "A renamed", _id: userB.id, id: userB.id, userId: userB.id },
    });
    expect(put.body.user._id).toBe(userA.id);
    for (const path of [`/api/user/me?userId=${userB.id}`, `/api/user/me?id=${userB.id}`]) {
      expect((await app.api("GET", path, { token: userA.token })).body._id).toBe(userA.id);
    }
    const dashboard = await app.api("GET", `/api/user/dashboard?userId=${userB.id}`, { token: userA.token });
    expect(dashboard.status).toBe(200);
    expect(dashboard.body.user._id).toBe(userA.id);
    const purchase = await app.api("POST", "/api/shares", {
      token: userB.token,
      body: { numberOfShares: 1, paymentMethod: "TRC20", proof: await app.uploadProof(userB.token) },
    });
    expect(purchase.status).toBeLessThan(300);
    const mine = await app.api("GET", `/api/shares/mine?userId=${userB.id}`, { token: userA.token });
    expect(mine.body.purchases).toEqual([]);
    expect((await app.api("GET", `/api/admin/user/${userB.id}/details`, { token: userA.token })).status).toBe(403);
    const picture = await postFile(app.url, "/api/user/upload-profile-picture", {
      token: userA.token,
      field: "profile",
      file: { bytes: fixture("picture.png"), name: "a.png", type: "image/png" },
    });
    expect(picture.status).toBe(200);
    const b = await app.api("GET", "/api/user/me", { token: userB.token });
    expect(b.body).toMatchObject({ _id: userB.id, fullName: "User B", profilePicture: "" });
  });

  it("when user A lists, ends or signs out other sessions, then B's sessions are neither shown nor ended", async () => {
    const a = await app.createUser();
    const b = await app.createUser();
    await app.ctx.db
      .updateTable("users")
      .set({ password_hash: await hashPassword("matrix-session-passphrase") })
      .where("id", "in", [a.id, b.id])
      .execute();
    const signIn = async (email: string) =>
      (await app.api("POST", "/api/auth/login", { body: { email, password: "matrix-session-passphrase" } })).body.token as string;
    const aToken = await signIn(a.email);
    const bToken = await signIn(b.email);
    const bSession = (await app.api("GET", "/api/auth/sessions", { token: bToken })).body.sessions[0].id as string;
    const aList = await app.api("GET", `/api/auth/sessions?userId=${b.id}`, { token: aToken });
    expect(aList.body.sessions.map((s: { id: string }) => s.id)).not.toContain(bSession);
    expect((await app.api("DELETE", `/api/auth/sessions/${bSession}`, { token: aToken })).status).toBe(404);
    expect((await app.api("POST", "/api/auth/sessions/revoke-others", { token: aToken, body: { userId: b.id } })).status).toBe(200);
    expect((await app.api("GET", "/api/user/me", { token: bToken })).status).toBe(200);
    expect((await app.api("GET", "/api/user/me", { token: aToken })).status).toBe(200);
  });

  it("when user A cancels B's withdrawal or sell-back, then 404 and B's requests stay pending; A's paid wallets and loan limits are A's own", async () => {
    const owner = await app.createUser();
    await buySharesForTest(app, owner.id, "3");
    await creditBalanceForTest(app.ctx, owner.id, "profit", "50");
    const withdrawal = await app.api("POST", "/api/withdrawals", {
      token: owner.token,
      body: { amount: 20, wallet: tronWallet("matrix-b"), network: "USDT TRC20", source: "profit" },
    });
    expect(withdrawal.status).toBe(201);
    const id = withdrawal.body.withdrawal._id as string;
    expect((await app.api("PUT", `/api/withdrawals/${id}/cancel`, { token: userA.token })).status).toBe(404);
    expect((await app.api("PUT", `/api/shares/sell-back/${id}/cancel`, { token: userA.token })).status).toBe(404);
    expect((await app.api("GET", "/api/withdrawals", { token: owner.token })).body.withdrawals[0]).toMatchObject({
      _id: id,
      status: "Pending",
    });
    expect((await app.api("PUT", `/api/withdrawals/approve/${id}`, { token: admin.token })).status).toBe(200);
    expect((await app.api("GET", "/api/user/paid-wallets", { token: owner.token })).body.wallets).toEqual([tronWallet("matrix-b")]);
    const mine = await app.api("GET", `/api/user/paid-wallets?userId=${owner.id}`, { token: userA.token });
    expect(mine).toMatchObject({ status: 200, body: { wallets: [] } });
    expect((await app.api("GET", "/api/loans/limits", { token: owner.token })).body.investmentCapital).toBe(300);
    const limits = await app.api("GET", `/api/loans/limits?userId=${owner.id}`, { token: userA.token });
    expect(limits).toMatchObject({ status: 200, body: { investmentCapital: 0 } });
  });

  it("when user A logs out, then B's session is untouched", async () => {
    const a = await app.createUser();
    const b = await app.createUser();
    await app.api("POST", "/api/auth/logout", { token: a.token, body: { userId: b.id } });
    expect((await app.api("GET", "/api/user/me", { token: a.token })).status).toBe(401);
    expect((await app.api("GET", "/api/user/me", { token: b.token })).status).toBe(200);
  });
});

describe("public endpoints", () => {
  it("when a visitor without a token asks for the site identity, then it answers, and carries no setting beyond the public identity", async () => {
    const res = await app.api("GET", "/api/site");
    expect(res.status).toBe(200);
    expect(res.body.brandName).toBe("Share Invest");
    const text = JSON.stringify(res.body);
    for (const secret of [app.config.JWT_SECRET, app.config.DATABASE_URL, app.config.REDIS_URL]) expect(text).not.toContain(secret);
  });
});
