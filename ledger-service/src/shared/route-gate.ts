import type { NextFunction, Request, Response, Router } from "express";

/** A path's literal first segment ("/user/dashboard" gives "user"), or null when it has a parameter or pattern. */
const LITERAL_FIRST_SEGMENT = /^\/([A-Za-z0-9_.~-]+)(?:\/|$)/;

/**
 * The first path segments a router's routes can match, lowercased (routing is case-insensitive),
 * or null when some layer could match anything else: router-level middleware, a parameter or a
 * pattern in the first segment, a RegExp path. Reads the router's own route table.
 */
export function firstSegments(router: Router): Set<string> | null {
  const segments = new Set<string>();
  const stack = (router as unknown as { stack?: Array<{ route?: unknown; rawPath?: unknown }> }).stack;
  if (!Array.isArray(stack)) return null;
  for (const layer of stack) {
    if (!layer.route) return null;
    const paths = Array.isArray(layer.rawPath) ? layer.rawPath : [layer.rawPath];
    for (const path of paths) {
      const m = typeof path === "string" ? LITERAL_FIRST_SEGMENT.exec(path) : null;
      if (!m?.[1]) return null;
      segments.add(m[1].toLowerCase());
    }
  }
  return segments;
}

/**
 * The router, entered only by requests whose first path segment one of its routes starts with.
 * Every capability router is mounted at the API's root, so without this each request walked the
 * route table of every router before its own (and each router left through a setImmediate).
 * Which route answers does not change: a router is skipped only when none of its routes could
 * match. A router whose table cannot be read that way is always entered.
 */
export function gatedByFirstSegment(router: Router): Router | ((req: Request, res: Response, next: NextFunction) => void) {
  const segments = firstSegments(router);
  if (!segments) return router;
  return (req, res, next) => {
    const url = req.url;
    // An absolute-form request target ("http://host/api/..."): let the router parse it.
    if (url.charCodeAt(0) !== 47) return router(req, res, next);
    let end = url.length;
    for (let i = 1; i < url.length; i++) {
      const c = url.charCodeAt(i);
      if (c === 47 /* / */ || c === 63 /* ? */ || c === 35 /* # */) {
        end = i;
        break;
      }
    }
    if (segments.has(url.slice(1, end).toLowerCase())) router(req, res, next);
    else next();
  };
}

interface RouteLayer {
  route?: { path: unknown; methods: Record<string, boolean>; dispatch(req: Request, res: Response, done: (err?: unknown) => void): void };
  /** Truthy when the layer's path matches (router 2.x: an object, or false). */
  match(path: string): unknown;
}

/**
 * The Express internals exactRoutes reads (router 2.x, Express 5): each router's `stack` of
 * layers, each layer's `match(path)`, and each route layer's `route` with `path`, `methods` and
 * `dispatch(req, res, done)`. True only when every layer has them (route-gate.unit.spec.ts fails
 * when an Express upgrade changes them; exactRoutes then routes every request normally).
 */
export function routeTablesReadable(stacks: unknown[]): stacks is RouteLayer[][] {
  return stacks.every(
    (stack) =>
      Array.isArray(stack) &&
      stack.every((layer: Partial<RouteLayer> | null) => {
        if (typeof layer?.match !== "function") return false;
        const route = layer.route;
        if (route === undefined) return true;
        return (
          typeof route === "object" &&
          route !== null &&
          typeof route.dispatch === "function" &&
          typeof route.methods === "object" &&
          route.methods !== null
        );
      }),
  );
}

/**
 * The routes that exactly one route of these routers (in mount order) can answer, by method and
 * literal path, each entered at once instead of through the route table of every router before
 * its own: a request to one of them runs the same route (its guards and handler) as through the
 * routers. A path is taken only when no other route of any router matches it (a parameter route
 * elsewhere could answer it first) and only from routers before the first one with middleware of
 * its own (that middleware would have run first; middleware anywhere that matches the path is
 * a rival too). When the route passes the request on, nothing
 * else could answer it: `unmatched` (the API's 404). Anything else goes through the routers,
 * and so does every request when the routers' tables cannot be read (routeTablesReadable).
 * Its gain is measured in docs/benchmarks.md.
 */
export function exactRoutes(
  routers: Router[],
  unmatched: (req: Request) => unknown,
): (req: Request, res: Response, next: NextFunction) => void {
  const stacks: unknown[] = routers.map((r) => (r as unknown as { stack?: unknown }).stack);
  if (!routeTablesReadable(stacks)) return (_req, _res, next) => next();
  const layers = stacks.flat();
  const exact = new Map<string, NonNullable<RouteLayer["route"]>>();
  for (const stack of stacks) {
    if (stack.some((l) => !l.route)) break;
    for (const layer of stack) {
      const route = layer.route;
      const path = route?.path;
      if (!route || typeof path !== "string" || !/^(\/[A-Za-z0-9_.~-]+)+$/.test(path)) continue;
      for (const [method, on] of Object.entries(route.methods)) {
        if (!on || method === "_all") continue;
        // Middleware matches every method; a route, the methods it has.
        const rivals = layers.filter((l) => (!l.route || l.route.methods[method] || l.route.methods._all) && l.match(path));
        if (rivals.length === 1) exact.set(`${method.toUpperCase()} ${path}`, route);
      }
    }
  }
  return (req, res, next) => {
    const route = exact.get(`${req.method} ${req.url}`);
    if (!route) return next();
    req.params = {};
    route.dispatch(req, res, (err) => {
      if (err && err !== "route" && err !== "router") next(err);
      else {
        try {
          unmatched(req);
        } catch (error) {
          next(error);
        }
      }
    });
  };
}
