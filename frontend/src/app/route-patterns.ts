import type { RouteObject } from "react-router-dom";

/**
 * The paths the app answers, from router.tsx's source: each `page("<path>", ...)` call, each old
 * path that redirects (`moved("<path>", ...)`), and the home (`page(undefined, ...)`). The build writes them to dist/routes.json (vite.config.ts) and
 * the server answers 200 for those and 404 (the app's 404 page) for any other path. Read from
 * the source because the build cannot run the router (its pages are React modules); the unit
 * test holds the two lists equal.
 */
export function routePatternsInSource(routerSource: string): string[] {
  const patterns = new Set<string>();
  for (const m of routerSource.matchAll(/\b(?:page|moved)\(\s*(?:"([^"]*)"|undefined)/g)) {
    const path = m[1];
    if (path === "*") continue;
    patterns.add(path === undefined ? "/" : `/${path.replace(/^\//, "")}`);
  }
  return [...patterns].sort();
}

/** Each `page("<path>", () => import("@/<module>"))` of router.tsx but the catch-all: the pattern and its module (under src, no extension). */
export function routeModulesInSource(routerSource: string): Array<{ pattern: string; module: string }> {
  return [...routerSource.matchAll(/\bpage\(\s*(?:"([^"]*)"|undefined),\s*\(\)\s*=>\s*import\("@\/([^"]+)"\)/g)]
    .map((m) => ({
      pattern: m[1] === undefined ? "/" : `/${m[1].replace(/^\//, "")}`,
      module: m[2] as string,
    }))
    .filter((page) => page.pattern !== "/*");
}

/** The same list from the live route objects: every path a route (or its index) matches, but the catch-all. */
export function routePatternsOf(routes: RouteObject[], parent = ""): string[] {
  const patterns = new Set<string>();
  for (const route of routes) {
    if (route.path === "*") continue;
    const here = route.path === undefined ? parent : `${parent.replace(/\/$/, "")}/${route.path.replace(/^\//, "")}`;
    if (route.index || (route.path !== undefined && !route.children)) patterns.add(here || "/");
    for (const child of routePatternsOf(route.children ?? [], here)) patterns.add(child);
  }
  return [...patterns].sort();
}
