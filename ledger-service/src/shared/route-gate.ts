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
