import path from "node:path";
import cors from "cors";
import express, { type NextFunction, type Request, type Response, type Router } from "express";
import helmet from "helmet";
import type { AppContext } from "./runtime/context.js";
import { errorHandler } from "./shared/error-handler.js";
import { requestLog } from "./shared/request-log.js";
import { exactRoutes, gatedByFirstSegment } from "./shared/route-gate.js";
import { MethodNotAllowedError, NotFoundError } from "./platform/errors.js";
import { allowedMethods } from "./shared/method-not-allowed.js";
import { healthRoutes } from "./health/routes.js";
import { docsRoutes } from "./api-docs/routes.js";
import { capabilityRouters } from "./routers.js";
import { httpMetrics } from "./metrics/http-metrics.js";
import { webApp } from "./web-app/web-app.js";
import { siteIdentity } from "./site/site-identity.js";

/**
 * Helmet's headers do not depend on the request (no nonces here), yet its thirteen middlewares
 * ran on every request: a few per cent of a withdrawal's CPU. They run once here on a recording
 * response, and each request gets exactly the headers they set. A middleware that does not
 * answer at once (so it might depend on the request) is used as it is.
 */
export function onceComputedHeaders(middleware: (req: Request, res: Response, next: (err?: unknown) => void) => void) {
  const headers: Array<[string, string]> = [];
  let synchronous = false;
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => void headers.push([name, String(value)]),
    removeHeader: () => {},
    getHeader: () => undefined,
  };
  middleware({ headers: {}, method: "GET", url: "/" } as Request, recorder as unknown as Response, (err) => {
    synchronous = err === undefined;
  });
  if (!synchronous) return middleware;
  return (_req: Request, res: Response, next: NextFunction) => {
    for (const [name, value] of headers) res.setHeader(name, value);
    next();
  };
}

/** The HTTP API under /api, plus the built web app on the same origin. */
export function createApp(ctx: AppContext, options: { routers?: Array<(ctx: AppContext) => Router> } = {}) {
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", ctx.config.TRUST_PROXY);
  // Latency by route pattern, method and status; 429s (GET /api/admin/metrics).
  app.use(httpMetrics(ctx.metrics));
  const web = webApp(path.resolve(ctx.config.FRONTEND_DIST), siteIdentity(ctx.config), {
    onPrerenderError: (err) => ctx.logger.error({ err }, "the public pages could not be pre-rendered: they are served as the plain app"),
  });
  // Request id (X-Request-Id; on every log line written while serving with LOG_REQUEST_CONTEXT) and one access-log line,
  // except for health probes and the web app's own files (one page load fetches dozens).
  const log = requestLog(ctx.logger, {
    ignore: (req) => req.url === "/api/health" || (web?.isStaticFile(req.path) ?? false),
    context: ctx.config.LOG_REQUEST_CONTEXT,
  });
  // The logo may live on another https host (LOGO_URL): images from there are allowed too.
  const logoOrigin = ctx.config.LOGO_URL?.startsWith("https://") ? [new URL(ctx.config.LOGO_URL).origin] : [];
  const securityHeaders = onceComputedHeaders(
    helmet({
      contentSecurityPolicy: {
        directives: {
          "img-src": ["'self'", "data:", "blob:", ...(ctx.uploads.readOrigin ? [ctx.uploads.readOrigin] : []), ...logoOrigin],
          "script-src": ["'self'"],
          "style-src": ["'self'", "'unsafe-inline'"],
        },
      },
      crossOriginResourcePolicy: { policy: "same-origin" },
    }),
  );
  // One allowed origin (a string): every request but a preflight (OPTIONS) gets the same CORS headers.
  const corsHeaders = cors({ origin: ctx.config.CORS_ORIGIN ?? ctx.config.PUBLIC_URL, credentials: false });
  const simpleCorsHeaders = onceComputedHeaders(corsHeaders);
  // The three as one layer: each layer of the app's stack is a path match per request.
  app.use((req, res, next) =>
    log(req, res, () => securityHeaders(req, res, () => (req.method === "OPTIONS" ? corsHeaders : simpleCorsHeaders)(req, res, next))),
  );
  // API answers are a person's money and change with every event: never stored by a browser or
  // proxy (no-store), so no ETag either (it cost a hash of every body). Uploads set their own.
  // JSON bodies are parsed for the methods that carry one.
  app.set("etag", false);
  const json = express.json({ limit: "100kb" });
  app.use("/api", (req, res, next) => {
    res.setHeader("Cache-Control", "no-store");
    if (req.method === "GET" || req.method === "HEAD") next();
    else json(req, res, next);
  });

  const api = express.Router();
  const routers = [healthRoutes(ctx), docsRoutes(ctx), ...(options.routers ?? capabilityRouters).map((make) => make(ctx))];
  const allowed = allowedMethods(routers);
  const unmatched = (req: Request) => {
    const methods = allowed(req.path);
    if (methods.length > 0 && !methods.includes(req.method)) throw new MethodNotAllowedError(methods);
    throw new NotFoundError(`No such endpoint: ${req.method} ${req.path}`);
  };
  // A route only it answers is entered at once (the dashboard, a withdrawal); every other request
  // enters only the routers whose routes can match its path (see route-gate.ts).
  api.use(exactRoutes(routers, unmatched));
  for (const router of routers) api.use(gatedByFirstSegment(router));
  api.use(unmatched);
  app.use("/api", api);

  if (web) app.get(/^(?!\/api\/).*/, (req, res) => web.handle(req, res));
  app.use(errorHandler(ctx.logger));
  return app;
}
