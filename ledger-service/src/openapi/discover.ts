import type { Router } from "express";
import type { AppContext } from "../runtime/context.js";
import { healthRoutes } from "../health/routes.js";
import { capabilityRouters } from "../routers.js";

export interface DiscoveredRoute {
  method: string;
  /** Express path under /api, e.g. `/shares/approve/:id`. */
  path: string;
}

interface Layer {
  route?: { path: string | string[]; methods: Record<string, boolean> };
}

/** Every route the API serves, read from the routers themselves (no list to keep in sync). */
export function discoverRoutes(ctx: AppContext, routers: Array<(ctx: AppContext) => Router> = capabilityRouters): DiscoveredRoute[] {
  const out: DiscoveredRoute[] = [];
  for (const make of [healthRoutes, ...routers]) {
    for (const layer of make(ctx).stack as unknown as Layer[]) {
      if (!layer.route) continue;
      const paths = Array.isArray(layer.route.path) ? layer.route.path : [layer.route.path];
      for (const path of paths)
        for (const [method, on] of Object.entries(layer.route.methods))
          if (on && method !== "_all") out.push({ method: method.toUpperCase(), path });
    }
  }
  return out;
}
