import { afterAll, beforeAll, describe, expect, it } from "vitest";
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
        const bodiless = /approve\/:id|reject\/:id|:id\/(approve|reject)$|mark-paid|toggle|logout|retry/.test(key);
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
