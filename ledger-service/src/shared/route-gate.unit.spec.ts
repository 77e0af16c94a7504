import type { AddressInfo } from "node:net";
import express, { Router } from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { exactRoutes, firstSegments, gatedByFirstSegment, routeTablesReadable } from "./route-gate.js";

const answering = (name: string, ...paths: string[]) => {
  const router = Router();
  for (const path of paths) router.get(path, (req, res) => void res.json({ router: name, params: req.params, query: req.query }));
  return router;
};

const servers: Array<{ close(): void }> = [];
afterAll(() => {
  for (const s of servers) s.close();
});

/** Serves the app on a free local port until the file's tests are done; answers its base URL. */
async function serve(app: express.Express): Promise<string> {
  const server = app.listen(0, "127.0.0.1");
  servers.push(server);
  await new Promise((resolve) => server.once("listening", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe("which first segments a router's routes can match", () => {
  it("when every route starts with a literal segment, then those segments, lowercased", () => {
    expect(firstSegments(answering("a", "/user/dashboard", "/Admin/stats", "/user"))).toEqual(new Set(["user", "admin"]));
  });

  it("when a router has middleware, a parameter or a pattern first, then it is never skipped", () => {
    const withMiddleware = answering("b", "/user/x");
    withMiddleware.use((_req, _res, next) => next());
    expect(firstSegments(withMiddleware)).toBeNull();
    expect(firstSegments(answering("c", "/:id/x"))).toBeNull();
    expect(firstSegments(answering("d", "/user{/:id}"))).toBeNull();
    expect(firstSegments(answering("e", "/user:id"))).toBeNull();
    expect(firstSegments(answering("f", "/"))).toBeNull();
  });
});

describe("a gated router", () => {
  const urls = { gated: "", plain: "" };
  const start = async (gate: boolean) => {
    const mount = (router: Router) => (gate ? gatedByFirstSegment(router) : router);
    const api = express.Router();
    // An earlier router on other paths, one with a parameter first, then the one under test.
    api.use(mount(answering("shares", "/shares", "/shares/:id")));
    api.use(mount(answering("any", "/:kind/open")));
    api.use(mount(answering("user", "/user/dashboard", "/user/items/:id")));
    api.use((_req, res) => void res.status(404).json({ router: null }));
    const app = express();
    app.use("/api", api);
    return serve(app);
  };
  beforeAll(async () => {
    urls.gated = await start(true);
    urls.plain = await start(false);
  });
  const get = async (path: string, which: keyof typeof urls = "gated") => {
    const res = await fetch(`${urls[which]}${path}`);
    return { status: res.status, body: await res.json() };
  };

  it("when a path is asked in any case, with a trailing slash or a query, then its route answers", async () => {
    expect((await get("/api/user/dashboard")).body).toMatchObject({ router: "user" });
    expect((await get("/api/USER/Dashboard/")).body).toMatchObject({ router: "user" });
    expect((await get("/api/user/dashboard?x=1")).body).toMatchObject({ router: "user", query: { x: "1" } });
    expect((await get("/api/user/items/42")).body).toMatchObject({ router: "user", params: { id: "42" } });
    expect((await get("/api/shares/7")).body).toMatchObject({ router: "shares", params: { id: "7" } });
    expect((await get("/api/user/open")).body).toMatchObject({ router: "any", params: { kind: "user" } });
  });

  it("when any path is asked, then the answer is the one the routers give without the gate", async () => {
    const paths = [
      "/api/user/dashboard",
      "/api/User/DASHBOARD/",
      "/api/user/dashboard?next=/shares",
      "/api/users/dashboard",
      "/api/",
      "/api",
      "/api//user/dashboard",
      "/api/%75ser/dashboard",
      "/api/user%2Fdashboard",
      "/api/shares",
      "/api/shares/1/2",
      "/api/shares/open",
      "/api/user/items/a%20b",
    ];
    for (const path of paths) expect(await get(path), path).toEqual(await get(path, "plain"));
  });
});

describe("routes entered at once (exactRoutes)", () => {
  const urls = { exact: "", plain: "" };
  const calls: string[] = [];
  const start = async (exact: boolean) => {
    const passing = Router();
    passing.get("/user/passes", (_req, _res, next) => {
      calls.push("passes");
      next();
    });
    passing.post("/user/dashboard", (_req, res) => void res.json({ router: "passing", method: "POST" }));
    const routers = [
      answering("shares", "/shares", "/shares/:id"),
      answering("any", "/:kind/open"),
      answering("user", "/user/dashboard", "/user/open", "/user/items/:id"),
      passing,
    ];
    const unmatched = (req: express.Request) => {
      throw Object.assign(new Error(`No such endpoint: ${req.method} ${req.path}`), { status: 404 });
    };
    const api = express.Router();
    if (exact) api.use(exactRoutes(routers, unmatched));
    for (const router of routers) api.use(gatedByFirstSegment(router));
    api.use(unmatched);
    const app = express();
    app.use("/api", api);
    app.use((err: Error & { status?: number }, req: express.Request, res: express.Response, _next: express.NextFunction) => {
      res.status(err.status ?? 500).json({ error: err.message, route: req.route?.path ?? null });
    });
    return serve(app);
  };
  beforeAll(async () => {
    urls.exact = await start(true);
    urls.plain = await start(false);
  });
  const ask = async (method: string, path: string, which: keyof typeof urls = "exact") => {
    const res = await fetch(`${urls[which]}${path}`, { method });
    return { status: res.status, body: method === "HEAD" ? null : await res.json() };
  };

  it("when a route is the only one matching its method and path, then it is entered at once; otherwise the routers decide", () => {
    const routers = [
      answering("shares", "/shares", "/shares/:id"),
      answering("any", "/:kind/open"),
      answering("user", "/user/dashboard", "/user/open"),
    ];
    const handler = exactRoutes(routers, () => {});
    const entered = (method: string, url: string) => {
      let passed = false;
      const req = { method, url } as express.Request;
      const res = { json: () => res, status: () => res } as unknown as express.Response;
      handler(req, res, () => {
        passed = true;
      });
      return !passed;
    };
    expect(entered("GET", "/shares")).toBe(true);
    expect(entered("GET", "/user/dashboard")).toBe(true);
    // "/:kind/open" (an earlier router) answers /user/open, as without exactRoutes.
    expect(entered("GET", "/user/open")).toBe(false);
    expect(entered("POST", "/user/dashboard")).toBe(false);
    expect(entered("GET", "/user/dashboard?x=1")).toBe(false);
    expect(entered("GET", "/USER/dashboard")).toBe(false);
  });

  it("when any request is made, then the answer is the one the routers give without exactRoutes", async () => {
    const requests: Array<[string, string]> = [
      ["GET", "/api/user/dashboard"],
      ["HEAD", "/api/user/dashboard"],
      ["POST", "/api/user/dashboard"],
      ["GET", "/api/user/dashboard?x=1"],
      ["GET", "/api/User/Dashboard/"],
      ["GET", "/api/user/open"],
      ["GET", "/api/shares"],
      ["GET", "/api/shares/3"],
      ["GET", "/api/user/passes"],
      ["PUT", "/api/user/dashboard"],
      ["GET", "/api/nothing"],
    ];
    for (const [method, path] of requests) expect(await ask(method, path), `${method} ${path}`).toEqual(await ask(method, path, "plain"));
  });

  it("when the route entered at once passes the request on, then it ran once and the answer is the API's 404", async () => {
    calls.length = 0;
    const res = await ask("GET", "/api/user/passes");
    expect(res).toEqual({ status: 404, body: { error: "No such endpoint: GET /user/passes", route: "/user/passes" } });
    expect(calls).toEqual(["passes"]);
  });
});

describe("the Express internals exactRoutes reads", () => {
  it("when Express builds a router, then its stack, layers' match and routes' path, methods and dispatch are as exactRoutes reads them", async () => {
    const router = Router();
    router.use((_req, _res, next) => next());
    router.get("/user/dashboard", (_req, res) => void res.json({ ok: true }));
    const stack = (router as unknown as { stack: unknown }).stack;
    expect(Array.isArray(stack)).toBe(true);
    const [middleware, routeLayer] = stack as Array<{
      route?: { path: unknown; methods: Record<string, boolean>; dispatch: unknown };
      match: (path: string) => unknown;
    }>;
    expect(middleware?.route).toBeUndefined();
    expect(typeof middleware?.match).toBe("function");
    // A match is truthy (router 2.x answers an object), a miss falsy.
    expect(middleware?.match("/anything")).toBeTruthy();
    expect(routeLayer?.route?.path).toBe("/user/dashboard");
    expect(routeLayer?.route?.methods.get).toBe(true);
    expect(routeLayer?.route?.methods.post).toBeFalsy();
    expect(routeLayer?.match("/user/dashboard")).toBeTruthy();
    expect(routeLayer?.match("/user/other")).toBeFalsy();
    expect(typeof routeLayer?.route?.dispatch).toBe("function");
    expect(routeTablesReadable([stack])).toBe(true);
    // dispatch(req, res, done) runs the route's handlers.
    const dispatch = routeLayer?.route?.dispatch as (req: unknown, res: unknown, done: (err?: unknown) => void) => void;
    const answered = await new Promise((resolve, reject) => {
      const req = { method: "GET", url: "/user/dashboard", params: {} } as express.Request;
      const res = { json: resolve } as unknown as express.Response;
      dispatch.call(routeLayer?.route, req, res, reject);
    });
    expect(answered).toEqual({ ok: true });
  });

  it("when the route tables cannot be read, then every request goes through the routers", () => {
    const noMatch = { stack: [{ route: { path: "/user/dashboard", methods: { get: true }, dispatch: () => {} } }] };
    const noDispatch = { stack: [{ route: { path: "/user/dashboard", methods: { get: true } }, match: () => true }] };
    for (const router of [{}, { stack: {} }, noMatch, noDispatch]) {
      expect(routeTablesReadable([(router as { stack?: unknown }).stack])).toBe(false);
      const handler = exactRoutes([router as unknown as Router], () => {
        throw new Error("unmatched");
      });
      let passed = false;
      handler({ method: "GET", url: "/user/dashboard" } as express.Request, {} as express.Response, () => {
        passed = true;
      });
      expect(passed).toBe(true);
    }
  });
});
