import type { Router } from "express";
import type { AppContext } from "../src/runtime/context.js";
import { healthRoutes } from "../src/health/routes.js";
import { capabilityRouters } from "../src/routers.js";

type Handler = (...args: never[]) => unknown;

export interface DiscoveredRoute {
  method: string;
  /** Express path under /api, e.g. `/shares/approve/:id`. */
  path: string;
  /** Its handlers in order: guards and middleware, then the route's own. */
  handlers: Handler[];
}

interface Layer {
  route?: { path: string | string[]; methods: Record<string, boolean>; stack: Array<{ handle: Handler }> };
}

/** Every route the API serves, read from the routers themselves (no list to keep in sync). */
export function discoverRoutes(ctx: AppContext, routers: Array<(ctx: AppContext) => Router> = capabilityRouters): DiscoveredRoute[] {
  const out: DiscoveredRoute[] = [];
  for (const make of [healthRoutes, ...routers]) {
    for (const layer of make(ctx).stack as unknown as Layer[]) {
      if (!layer.route) continue;
      const paths = Array.isArray(layer.route.path) ? layer.route.path : [layer.route.path];
      const handlers = layer.route.stack.map((l) => l.handle);
      for (const path of paths)
        for (const [method, on] of Object.entries(layer.route.methods))
          if (on && method !== "_all") out.push({ method: method.toUpperCase(), path, handlers });
    }
  }
  return out;
}

/**
 * Whether a route runs a middleware made by `factory` (e.g. `idempotent(ctx)`): the closures one
 * factory returns share its source text, whichever call made them.
 */
export function runs(route: DiscoveredRoute, middleware: Handler): boolean {
  const source = middleware.toString();
  return route.handlers.some((h) => h.toString() === source);
}
