import { createServer, type Server } from "node:http";
import type { AppContext } from "./runtime/context.js";
import { dependencyProblems } from "./health/routes.js";
import { serveMetrics } from "./metrics/health-metrics.js";

/**
 * For the processes without an API (projection runner, workers): with HEALTH_PORT set, GET
 * /health on that port answers 200 while this process reaches PostgreSQL and Redis, 503 with the
 * reason otherwise, so an orchestrator's healthcheck can restart a process that lost them.
 * GET /metrics on the same port is the process's Prometheus text (a port inside the cluster).
 */
export function serveHealth(ctx: AppContext, port: number | undefined): Server | null {
  if (port === undefined) return null;
  const server = createServer(async (req, res) => {
    if (req.method === "GET" && req.url === "/metrics") return await serveMetrics(ctx, res);
    if (req.method !== "GET" || req.url !== "/health") {
      res.writeHead(404).end();
      return;
    }
    const problems = await dependencyProblems(ctx);
    res.writeHead(problems.length ? 503 : 200, { "content-type": "application/json" });
    res.end(JSON.stringify(problems.length ? { status: "unavailable", message: problems.join("; ") } : { status: "ok" }));
  });
  server.listen(port);
  return server;
}
