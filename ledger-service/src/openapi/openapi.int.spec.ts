import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../app.js";
import { startTestApp, type TestApp } from "../testing/test-app.js";
import { catalog } from "./catalog.js";
import { discoverRoutes } from "./discover.js";

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
      expect([key, Boolean(doc.response)]).toEqual([key, true]);
      if (key.startsWith("POST ") || key.startsWith("PUT ") || key.startsWith("PATCH ")) {
        const hasBody = Boolean(doc.body) || doc.bodyType === "multipart";
        const bodiless = /approve\/:id|reject\/:id|mark-paid|toggle|logout|retry/.test(key);
        expect([key, hasBody || bodiless]).toEqual([key, true]);
      }
    }
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

  it("when /api/docs is opened, then Swagger UI is served from our own assets; in production the document is for admins only", async () => {
    const html = await (await fetch(`${app.url}/api/docs`)).text();
    expect(html).toContain('src="/api/docs/ui/swagger-ui-bundle.js"');
    expect(html).not.toMatch(/https?:\/\//);
    const bundle = await fetch(`${app.url}/api/docs/ui/swagger-ui-bundle.js`);
    expect(bundle.status).toBe(200);
    expect(bundle.headers.get("content-type")).toContain("javascript");
    expect((await bundle.text()).length).toBeGreaterThan(100_000);
    expect((await fetch(`${app.url}/api/docs/ui/package.json`)).status).toBe(404);

    const production = createApp({ ...app.ctx, config: { ...app.ctx.config, NODE_ENV: "production" } });
    const server = await new Promise<import("node:http").Server>((resolve) => {
      const s = production.listen(0, "127.0.0.1", () => resolve(s));
    });
    try {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/docs/openapi.json`;
      const investor = await app.createUser();
      const admin = await app.createUser({ isAdmin: true });
      expect((await fetch(url)).status).toBe(401);
      expect((await fetch(url, { headers: { authorization: `Bearer ${investor.token}` } })).status).toBe(403);
      const doc = await fetch(url, { headers: { authorization: `Bearer ${admin.token}` } });
      expect(doc.status).toBe(200);
      expect(((await doc.json()) as { openapi: string }).openapi).toBe("3.1.0");
    } finally {
      server.close();
    }
  });

  it("when each documented GET without parameters is called by an admin, then its answer matches the documented schema", async () => {
    const admin = await app.createUser({ isAdmin: true });
    const checked: string[] = [];
    for (const [key, doc] of Object.entries(catalog)) {
      const [method, path] = key.split(" ") as [string, string];
      if (method !== "GET" || path.includes(":") || path.endsWith(".csv") || path === "/auth/verify") continue;
      const res = await app.api("GET", `/api${path}`, { token: admin.token });
      if (res.status === 404) continue; // e.g. no loan yet: the 404 is the documented answer
      expect([key, res.status]).toEqual([key, 200]);
      const parsed = doc.response.safeParse(res.body);
      expect([key, parsed.success ? "ok" : parsed.error.issues[0]]).toEqual([key, "ok"]);
      checked.push(key);
    }
    expect(checked.length).toBeGreaterThan(25);
  });
});
