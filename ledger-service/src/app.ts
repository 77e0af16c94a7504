import { existsSync } from "node:fs";
import path from "node:path";
import cors from "cors";
import express, { type Router } from "express";
import helmet from "helmet";
import { pinoHttp } from "pino-http";
import { randomUUID } from "node:crypto";
import type { AppContext } from "./context.js";
import { errorHandler } from "./shared/error-handler.js";
import { requestIds } from "./shared/request-context.js";
import { NotFoundError } from "./shared/errors.js";
import { healthRoutes } from "./health/routes.js";
import { docsRoutes } from "./openapi/routes.js";
import { capabilityRouters } from "./routers.js";

/** The HTTP API under /api, plus the built web app on the same origin. */
export function createApp(ctx: AppContext, options: { routers?: Array<(ctx: AppContext) => Router> } = {}) {
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", "loopback");
  app.use(
    pinoHttp({
      logger: ctx.logger,
      genReqId: (req, res) => {
        const id = (req.headers["x-request-id"] as string | undefined)?.slice(0, 64) || randomUUID();
        res.setHeader("X-Request-Id", id);
        return id;
      },
      autoLogging: { ignore: (req) => req.url === "/api/health" },
      // One compact line per request: serializing every header costs more than the route.
      serializers: {
        req: (req: { id: unknown; method: string; url: string }) => ({ id: req.id, method: req.method, url: req.url }),
        res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      },
    }),
  );
  // Every log line written while serving the request carries its id (see shared/request-context.ts).
  app.use((req, _res, next) => requestIds.run(String(req.id), next));
  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: { "img-src": ["'self'", "data:", "blob:"], "script-src": ["'self'"], "style-src": ["'self'", "'unsafe-inline'"] },
      },
      crossOriginResourcePolicy: { policy: "same-origin" },
    }),
  );
  app.use(cors({ origin: ctx.config.CORS_ORIGIN ?? ctx.config.PUBLIC_URL, credentials: false }));
  app.use("/api", express.json({ limit: "100kb" }));

  const api = express.Router();
  api.use(healthRoutes(ctx));
  api.use(docsRoutes());
  for (const make of options.routers ?? capabilityRouters) api.use(make(ctx));
  api.use((req) => {
    throw new NotFoundError(`No such endpoint: ${req.method} ${req.path}`);
  });
  app.use("/api", api);

  const dist = path.resolve(ctx.config.FRONTEND_DIST);
  if (existsSync(path.join(dist, "index.html"))) {
    app.use(express.static(dist, { index: false, maxAge: "1h" }));
    app.get(/^(?!\/api\/).*/, (_req, res) => res.sendFile(path.join(dist, "index.html")));
  }
  app.use(errorHandler(ctx.logger));
  return app;
}
