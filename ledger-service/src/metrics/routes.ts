import { timingSafeEqual } from "node:crypto";
import { type Request, Router } from "express";
import type { AppContext } from "../runtime/context.js";
import { requireAdmin } from "../shared/auth.js";

/** Whether the request carries `Authorization: Bearer ${METRICS_TOKEN}` (set, and equal in constant time). */
export function hasScraperToken(ctx: AppContext, req: Request): boolean {
  const expected = ctx.config.METRICS_TOKEN;
  const header = req.headers.authorization;
  if (!expected || !header?.startsWith("Bearer ")) return false;
  const given = Buffer.from(header.slice(7).trim());
  const wanted = Buffer.from(expected);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}

/**
 * GET /api/admin/metrics: this API process's Prometheus text (latency by route, 429s, sign-in
 * failures, auth events) and the shared gauges read at scrape time (projection lag, queue
 * depths, run progress). For an admin's bearer token, or a scraper's METRICS_TOKEN when that
 * setting is set; 401 without a valid token, 403 for a signed-in non-admin.
 */
export function metricsRoutes(ctx: AppContext): Router {
  const router = Router();
  const admin = requireAdmin(ctx);
  router.get(
    "/admin/metrics",
    (req, res, next) => (hasScraperToken(ctx, req) ? next() : admin(req, res, next)),
    async (_req, res) => {
      const { contentType, text } = await ctx.metrics.scrape();
      res.setHeader("Content-Type", contentType);
      res.send(text);
    },
  );
  return router;
}
