import { Secret, TOTP } from "otpauth";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../testing/test-app.js";
import { hashPassword } from "../auth/passwords.js";
import { documentedRoutes as catalog } from "./documented-routes.js";
import { z } from "zod";
import { discoverRoutes, runs } from "../../testing/discover-routes.js";
import { idempotent } from "../shared/idempotency.js";
import { requireActionCode } from "../approvals/action-code.js";
import { requireVerifiedEmail } from "../shared/verified-email.js";
import { productionSettings } from "../../testing/production-settings.js";

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.stop();
});

describe("API documentation", () => {
  it("when a route exists, then it has a catalog entry with schemas (and no entry is stale)", () => {
    const served = discoverRoutes(app.ctx).map((r) => `${r.method} ${r.path}`);
    const documented = Object.keys(catalog);
    expect(served.filter((r) => !documented.includes(r))).toEqual([]);
    expect(documented.filter((r) => !served.includes(r))).toEqual([]);
    for (const [key, doc] of Object.entries(catalog)) {
      expect([key, Object.keys(doc.responses).length > 0]).toEqual([key, true]);
      if (key.startsWith("POST ") || key.startsWith("PUT ") || key.startsWith("PATCH ")) {
        const hasBody = Boolean(doc.body) || doc.bodyType === "multipart";
        const bodiless =
          /approve\/:id|reject\/:id|:id\/(approve|reject|cancel|check)$|mark-paid|toggle|logout|retry|2fa\/setup|revoke-others|audit\/verify|liabilities\/publish/.test(
            key,
          );
        expect([key, hasBody || bodiless]).toEqual([key, true]);
      }
    }
  });

  it("when a route honours Idempotency-Key, asks an admin's action code or guards a money write, then its doc says so (and no other's does)", () => {
    const middlewares = {
      idempotent: idempotent(app.ctx),
      actionCode: requireActionCode(app.ctx),
      moneyWrite: requireVerifiedEmail(app.ctx),
    };
    const actual: Record<string, string[]> = { idempotent: [], actionCode: [], moneyWrite: [] };
    const documented: Record<string, string[]> = { idempotent: [], actionCode: [], moneyWrite: [] };
    for (const route of discoverRoutes(app.ctx)) {
      const key = `${route.method} ${route.path}`;
      const doc = catalog[key];
      for (const [flag, middleware] of Object.entries(middlewares)) {
        // A route may read the header itself (a broadcast is one per key, without a stored answer).
        const readsKeyItself = flag === "idempotent" && route.handlers.some((h) => h.toString().includes('"Idempotency-Key"'));
        if (runs(route, middleware) || readsKeyItself) actual[flag]?.push(key);
        if (doc?.[flag as keyof typeof middlewares]) documented[flag]?.push(key);
      }
    }
    expect(actual.idempotent?.length).toBeGreaterThan(15);
    expect(actual.actionCode).toContain("PUT /admin/approvals/:id/approve");
    expect(documented).toEqual(actual);
  });

  it("when a route reads its body, then its doc declares one", () => {
    const readers = discoverRoutes(app.ctx)
      .filter((route) => route.handlers.some((h) => /req\.body|rejectionOf\(req\)/.test(h.toString())))
      .map((route) => `${route.method} ${route.path}`);
    expect(readers).toEqual(expect.arrayContaining(["PUT /admin/share-price", "PUT /admin/approvals/:id/approve"]));
    const undocumented = readers.filter((key) => {
      const doc = catalog[key];
      return !(doc?.body || doc?.bodyType || doc?.actionCode);
    });
    expect(undocumented).toEqual([]);
  });

  it("when /api/docs is opened, then an OpenAPI 3.1 document lists every route", async () => {
    const doc = await app.api("GET", "/api/docs/openapi.json");
    expect(doc.status).toBe(200);
    expect(doc.body.openapi).toBe("3.1.0");
    const operations = Object.values(doc.body.paths as Record<string, object>).reduce((n, ops) => n + Object.keys(ops).length, 0);
    expect(operations).toBe(Object.keys(catalog).length);
    expect(doc.body.paths["/api/withdrawals"].post.requestBody.content["application/json"].schema.properties).toHaveProperty("amount");
    const html = await fetch(`${app.url}/api/docs`);
    expect(html.headers.get("content-type")).toContain("text/html");
  });

  it("when /api/docs is opened, then it is a sandbox of its own (opaque origin: no cookies, storage or signed-in API for its scripts) with the document inline", async () => {
    const res = await fetch(`${app.url}/api/docs`);
    const csp = (res.headers.get("content-security-policy") ?? "").split(";").map((d) => d.trim());
    expect(csp[0]).toBe("sandbox allow-scripts");
    expect(csp.join(";")).not.toContain("allow-same-origin");
    expect(csp).toContain("connect-src 'none'");
    const html = await res.text();
    const inline = html.match(/<script type="application\/json" id="openapi-document">([^<]*)<\/script>/)?.[1] ?? "";
    expect(JSON.parse(inline).openapi).toBe("3.1.0");
    // Its scripts load from an opaque origin: the viewer's public files allow that; the API's answers do not.
    for (const file of ["/api/docs/init.js", "/api/docs/assets/swagger-ui-bundle.js"])
      expect([file, (await fetch(app.url + file)).headers.get("cross-origin-resource-policy")]).toEqual([file, "cross-origin"]);
    const me = await fetch(`${app.url}/api/user/me`, { headers: { origin: "null" } });
    expect(me.headers.get("access-control-allow-origin")).not.toBe("null");
    expect(me.headers.get("cross-origin-resource-policy")).toBe("same-origin");
  });

  it("when /api/docs is opened, then Swagger UI loads from this server's own assets (no outside host)", async () => {
    const html = await (await fetch(`${app.url}/api/docs`)).text();
    const sources = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1] ?? "");
    expect(sources.filter((s) => !s.startsWith("/"))).toEqual([]);
    for (const source of sources.filter((s) => s.startsWith("/api/docs/"))) {
      const res = await fetch(app.url + source);
      expect([source, res.status]).toEqual([source, 200]);
    }
    const bundle = await fetch(`${app.url}/api/docs/assets/swagger-ui-bundle.js`);
    expect(bundle.headers.get("content-type")).toContain("javascript");
    expect((await bundle.text()).length).toBeGreaterThan(100_000);
    expect((await fetch(`${app.url}/api/docs/assets/package.json`)).status).toBe(404);
  });

  it("when each documented GET without parameters is called by an admin, then its answer matches the documented schema", async () => {
    const admin = await app.createUser({ isAdmin: true });
    const checked: string[] = [];
    for (const [key, doc] of Object.entries(catalog)) {
      const [method, path] = key.split(" ") as [string, string];
      if (method !== "GET" || path.includes(":") || path.endsWith(".csv") || path === "/auth/verify") continue;
      const res = await app.api("GET", `/api${path}`, { token: admin.token });
      // A GET whose documented query has a required parameter (a run preview's percentage) refuses its absence.
      const query = doc.query;
      if (query && !query.safeParse({}).success) {
        expect([key, res.status]).toEqual([key, 400]);
        continue;
      }
      if (res.status === 404) continue; // e.g. no loan yet: the 404 is the documented answer
      expect([key, res.status]).toEqual([key, 200]);
      const answer = doc.responses[200];
      if (!(answer instanceof z.ZodType)) continue;
      const parsed = answer.safeParse(res.body);
      expect([key, parsed.success ? "ok" : parsed.error.issues[0]]).toEqual([key, "ok"]);
      checked.push(key);
    }
    expect(checked.length).toBeGreaterThan(25);
  });
});

describe("Query parameters, dates and methods", () => {
  it("when a list gets an unknown parameter or a value outside its range or enum, then it answers 400 saying which", async () => {
    const admin = await app.createUser({ isAdmin: true });
    const refused = async (path: string) => {
      const res = await app.api("GET", path, { token: admin.token });
      expect([path, res.status]).toEqual([path, 400]);
      return String(res.body.message);
    };
    expect(await refused("/api/loans/all?status=AAA")).toContain("status must be one of");
    expect(await refused("/api/admin/users?investorsOnly=none")).toContain("investorsOnly must be true or false");
    expect(await refused("/api/shares/all?page[a]=1")).toContain("Unknown query parameter");
    expect(await refused("/api/withdrawals/admin?page=1&page=2")).toContain("must be given once");
    expect(await refused("/api/loans/all?limit=0&page=0")).toContain("must be a whole number from 1");
    expect(await refused("/api/admin/approvals?colour=red")).toContain('Unknown query parameter "colour"');
    expect(await refused("/api/audit/trial-balance?asOf=0330-01-01")).toContain("between 2000 and 2100");
    expect((await app.api("GET", "/api/loans/all?status=Pending&page=1&limit=5", { token: admin.token })).status).toBe(200);
  });

  it("when a purchase window from year 330 to year 4404 is scheduled, then it is refused and none is stored", async () => {
    const admin = await app.createUser({ isAdmin: true });
    const res = await app.api("POST", "/api/admin/purchase-windows", {
      token: admin.token,
      body: { opensAt: "0330-01-01T00:00:00Z", closesAt: "4404-01-01T00:00:00Z" },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain("between 2000 and 2100");
    expect((await app.api("GET", "/api/purchase-windows")).body.windows).toEqual([]);
  });

  it("when a known path is asked with a method it does not answer, then 405 names the allowed ones in Allow", async () => {
    const res = await app.api("DELETE", "/api/withdrawals");
    expect(res.status).toBe(405);
    expect(res.headers.get("allow")).toBe("GET, HEAD, POST");
    const byId = await app.api("POST", "/api/shares/approve/some-id");
    expect([byId.status, byId.headers.get("allow")]).toEqual([405, "PUT"]);
    expect((await app.api("GET", "/api/no-such-thing")).status).toBe(404);
  });
});

describe("API documentation in production", () => {
  let production: TestApp;
  beforeAll(async () => {
    production = await startTestApp({
      ...productionSettings,
    });
  });
  afterAll(async () => {
    await production?.stop();
  });

  it("when NODE_ENV=production, then the OpenAPI document is for admins only (the page says so to others)", async () => {
    const investor = await production.createUser();
    const admin = await production.createUser({ isAdmin: true });
    await production.ctx.db
      .updateTable("users")
      .set({ password_hash: await hashPassword("admin-docs-passphrase") })
      .where("id", "=", admin.id)
      .execute();
    // In production an admin reaches the admin API only with a second factor on.
    const setup = await production.api("POST", "/api/auth/2fa/setup", { token: admin.token, body: {} });
    const code = new TOTP({ secret: Secret.fromBase32(setup.body.secret), digits: 6, period: 30 }).generate();
    expect(
      (await production.api("POST", "/api/auth/2fa/enable", { token: admin.token, body: { code, password: "admin-docs-passphrase" } }))
        .status,
    ).toBe(200);
    expect((await production.api("GET", "/api/docs/openapi.json")).status).toBe(401);
    expect((await production.api("GET", "/api/docs/openapi.json", { token: investor.token })).status).toBe(403);
    const doc = await production.api("GET", "/api/docs/openapi.json", { token: admin.token });
    expect(doc).toMatchObject({ status: 200, body: { openapi: "3.1.0" } });
    // The page too: for a signed-out visitor or an investor only the note, the document only for an admin.
    const pageFor = async (token?: string) => {
      const res = await fetch(`${production.url}/api/docs`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
      return { status: res.status, csp: res.headers.get("content-security-policy"), html: await res.text() };
    };
    for (const [token, status] of [
      [undefined, 401],
      [investor.token, 403],
    ] as const) {
      const page = await pageFor(token);
      expect([page.status, page.html.includes("The API reference is for admins."), page.html.includes('"openapi":"3.1.0"')]).toEqual([
        status,
        true,
        false,
      ]);
      expect(page.csp).toMatch(/^sandbox allow-scripts;/);
    }
    const adminPage = await pageFor(admin.token);
    expect([adminPage.status, adminPage.html.includes('"openapi":"3.1.0"')]).toEqual([200, true]);
  });
});
