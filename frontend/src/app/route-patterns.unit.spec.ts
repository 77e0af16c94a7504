import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { createQueryClient } from "@/lib/query-client";
import { routeModulesInSource, routePatternsInSource, routePatternsOf } from "./route-patterns";
import { appRoutes } from "./router";

describe("known route patterns (dist/routes.json)", () => {
  it("when the build reads the router's source, then it finds exactly the paths the router answers, one home, no catch-all", () => {
    const source = readFileSync(path.join(__dirname, "router.tsx"), "utf8");
    const fromSource = routePatternsInSource(source);
    expect(fromSource).toEqual(routePatternsOf(appRoutes(createQueryClient())));
    expect(fromSource.filter((p) => p === "/")).toHaveLength(1);
    expect(fromSource).toEqual(expect.arrayContaining(["/", "/about", "/join", "/admin/user/:id", "/audit/investors/:userId"]));
    expect(fromSource.some((p) => p.includes("*"))).toBe(false);
  });
});

describe("page modules (dist/route-preloads.json)", () => {
  it("when the build reads the router's source, then each public page's path comes with its own module", () => {
    const modules = routeModulesInSource(readFileSync(path.join(__dirname, "router.tsx"), "utf8"));
    const byPath = Object.fromEntries(modules.map((m) => [m.pattern, m.module]));
    expect(byPath).toMatchObject({
      "/": "features/marketing/routes/home",
      "/plans": "features/marketing/routes/plans",
      "/login": "features/auth/routes/login",
      "/admin/user/:id": "features/users/routes/admin-user-detail",
    });
    const known = new Set(routePatternsInSource(readFileSync(path.join(__dirname, "router.tsx"), "utf8")));
    for (const { pattern } of modules) expect(known.has(pattern), pattern).toBe(true);
  });
});
