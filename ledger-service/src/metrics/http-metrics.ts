import type { NextFunction, Request, Response } from "express";
import type { Metrics } from "../platform/metrics.js";

/**
 * The route pattern a request was answered by (`/api/withdrawals/:id`), never the raw path: a
 * label per user id or upload name would grow without bound. Requests no route took are
 * `unmatched`; the web app's files are `static`.
 */
export function routeLabel(req: Request): string {
  const pattern = req.route?.path;
  const api = req.originalUrl.startsWith("/api/") || req.originalUrl === "/api";
  if (typeof pattern === "string") return api ? `/api${pattern === "/" ? "" : pattern}` : pattern;
  return api ? "unmatched" : "static";
}

/** Observes every answer's latency by route pattern, method and status; counts the 429s. */
export function httpMetrics(metrics: Metrics) {
  return (req: Request, res: Response, next: NextFunction) => {
    const start = process.hrtime.bigint();
    res.once("finish", () => {
      const route = routeLabel(req);
      const seconds = Number(process.hrtime.bigint() - start) / 1e9;
      metrics.httpDuration.observe({ method: req.method, route, status: String(res.statusCode) }, seconds);
      if (res.statusCode === 429) metrics.rateLimited.inc({ route });
    });
    next();
  };
}
