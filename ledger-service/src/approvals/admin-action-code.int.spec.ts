import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CODE_REQUIRED, CODE_WRONG, steppingClock } from "../../testing/totp.js";
import { apiDocument } from "../api-docs/documented-routes.js";
import { LONE_ADMIN_UNCAPPED, startTestApp, type TestApp, type TestUser } from "../../testing/test-app.js";

/**
 * Issue 36: the admin actions besides approvals (share price, share edits, role and auditor
 * switches, deleting a user, broadcasts) ask for the admin's authenticator code too, with the
 * approval routes' status and messages, and change nothing without it.
 */
const { clock, nextCodeFor: codeFor } = steppingClock();

const PASSWORD = "a-long-admin-passphrase";

let app: TestApp;
let admin: TestUser & { secret: string };
beforeAll(async () => {
  app = await startTestApp({ ADMIN_ACTION_CODE: "true", ...LONE_ADMIN_UNCAPPED }, { clock });
  const user = await app.createUser({ isAdmin: true, password: PASSWORD });
  const setup = await app.api("POST", "/api/auth/2fa/setup", { token: user.token, body: {} });
  expect(setup.status).toBe(200);
  const enable = await app.api("POST", "/api/auth/2fa/enable", {
    token: user.token,
    body: { code: codeFor(setup.body.secret), password: PASSWORD },
  });
  expect(enable.status).toBe(200);
  // Enabling ended the other sessions, this one's token stays valid.
  admin = { ...user, secret: setup.body.secret as string };
});
afterAll(async () => {
  await app?.stop();
});

const userRow = (id: string) =>
  app.ctx.db.selectFrom("users").select(["is_admin", "is_auditor", "deleted_at"]).where("id", "=", id).executeTakeFirstOrThrow();
const price = async () => (await app.api("GET", "/api/admin/share-price", { token: admin.token })).body.pricePerShare as number;

/**
 * Each case: the request without a code, with a wrong one (`tryWrong`: wrong codes count as
 * failed sign-ins, 5 free an hour, so not every case spends one), then with a current one.
 */
async function refusedThenDone(method: string, path: string, body: Record<string, unknown>, doneStatus: number, tryWrong = true) {
  const events = await app.eventCount();
  expect(await app.api(method, path, { token: admin.token, body })).toMatchObject(CODE_REQUIRED);
  if (tryWrong) expect(await app.api(method, path, { token: admin.token, body: { ...body, code: "000000" } })).toMatchObject(CODE_WRONG);
  expect(await app.eventCount()).toBe(events);
  const done = await app.api(method, path, { token: admin.token, body: { ...body, code: codeFor(admin.secret) } });
  expect(done.status).toBe(doneStatus);
  return done;
}

describe("with ADMIN_ACTION_CODE on, the admin actions outside approvals ask for the code", () => {
  it("when the admin changes the share price without a code or with a wrong one, then 403 and the price stays; with a current code it changes", async () => {
    const before = await price();
    await refusedThenDone("PUT", "/api/admin/share-price", { pricePerShare: before + 5 }, 200);
    expect(await price()).toBe(before + 5);
  });

  it("when the admin edits a user's shares without the code, then 403 and the shares stay; with it they change", async () => {
    const investor = await app.createUser();
    await refusedThenDone("PUT", `/api/admin/users/${investor.id}/shares`, { sharesOwned: 3 }, 200, false);
    await app.settle();
    const details = await app.api("GET", `/api/admin/user/${investor.id}/details`, { token: admin.token });
    expect(details.body.profile.sharesOwned).toBe(3);
  });

  it("when the admin switches a role or the auditor flag without the code, then 403 and the role stays; with it the role changes", async () => {
    const investor = await app.createUser();
    await refusedThenDone("PUT", `/api/admin/users/${investor.id}/auditor`, { isAuditor: true }, 200, false);
    expect(await userRow(investor.id)).toMatchObject({ is_auditor: true });
    await refusedThenDone("PUT", `/api/admin/users/${investor.id}/role`, { role: "investor" }, 200);
    expect(await userRow(investor.id)).toMatchObject({ is_auditor: false, is_admin: false });
  });

  it("when the admin deletes a user without the code, then 403 and the user stays; with it the user is deleted", async () => {
    const investor = await app.createUser();
    await refusedThenDone("DELETE", `/api/admin/users/${investor.id}`, {}, 200, false);
    expect((await userRow(investor.id)).deleted_at).not.toBeNull();
  });

  it("when the admin sends a broadcast without the code, then 403 and nothing is stored; with it the broadcast is queued", async () => {
    const count = async () =>
      Number(
        (
          await app.ctx.db
            .selectFrom("broadcasts")
            .select((eb) => eb.fn.countAll<string>().as("n"))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    await refusedThenDone("POST", "/api/admin/broadcast", { subject: "Maintenance", message: "<p>Tonight at 22:00</p>" }, 202);
    expect(await count()).toBe(before + 1);
  });

  it("when an admin without a second factor sends a code, then 403 naming the missing second factor", async () => {
    const plain = await app.createUser({ isAdmin: true });
    const investor = await app.createUser();
    expect(await app.api("DELETE", `/api/admin/users/${investor.id}`, { token: plain.token, body: { code: "123456" } })).toMatchObject({
      status: 403,
      body: { message: "Turn on two-factor authentication in your settings to approve money actions." },
    });
    expect((await userRow(investor.id)).deleted_at).toBeNull();
  });
});

describe("the API reference", () => {
  it("declares `code` in the body of each of these admin actions", () => {
    const doc = apiDocument({ BRAND_NAME: "Share Invest", PUBLIC_URL: "http://localhost:3000" }) as {
      paths: Record<string, Record<string, { requestBody?: { content: Record<string, { schema: { properties?: object } }> } }>>;
    };
    const routes: [string, string][] = [
      ["/api/admin/share-price", "put"],
      ["/api/admin/users/{id}/shares", "put"],
      ["/api/admin/users/{id}/role", "put"],
      ["/api/admin/users/{id}/auditor", "put"],
      ["/api/admin/users/{id}", "delete"],
      ["/api/admin/broadcast", "post"],
    ];
    for (const [path, method] of routes) {
      const body = doc.paths[path]?.[method]?.requestBody?.content["application/json"]?.schema;
      expect(body?.properties, `${method} ${path}`).toHaveProperty("code");
    }
  });
});
