import type { Router } from "express";

interface RouteLayer {
  route?: { path: unknown; methods: Record<string, boolean> };
}

/** A matcher for an Express route path with `:name` segments (the only form our routes use). */
function pathPattern(path: string): RegExp {
  const source = path
    .split(/(:[A-Za-z]+)/)
    .map((part) => (part.startsWith(":") ? "[^/]+" : part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")))
    .join("");
  return new RegExp(`^${source}/?$`, "i");
}

/**
 * The methods the routers answer on a path, read from their route tables: the 405 answer's
 * `Allow` for a known path asked with another method. HEAD comes with GET (Express answers it).
 */
export function allowedMethods(routers: Router[]): (path: string) => string[] {
  const routes: Array<{ pattern: RegExp; methods: string[] }> = [];
  for (const router of routers)
    for (const layer of (router as unknown as { stack?: RouteLayer[] }).stack ?? []) {
      const route = layer.route;
      if (!route) continue;
      const methods = Object.entries(route.methods)
        .filter(([method, on]) => on && method !== "_all")
        .map(([method]) => method.toUpperCase());
      for (const path of Array.isArray(route.path) ? route.path : [route.path])
        if (typeof path === "string") routes.push({ pattern: pathPattern(path), methods });
    }
  return (path) => {
    const allowed = new Set<string>();
    for (const route of routes) if (route.pattern.test(path)) for (const m of route.methods) allowed.add(m);
    if (allowed.has("GET")) allowed.add("HEAD");
    return [...allowed].sort();
  };
}
